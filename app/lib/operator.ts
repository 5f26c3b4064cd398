/**
 * The operator's imprint data (spec README: "operator data comes from the site settings, and until
 * it is set admins see a warning"). Each field is one site setting `operator_<field>`; the legal
 * pages render them (app/components/layout/OperatorDetails.tsx). Pure module: browser and server.
 */
export const OPERATOR_FIELDS = [
  { key: "name", label: "Name bzw. Firma", required: true, max: 200 },
  { key: "street", label: "Straße und Hausnummer", required: true, max: 200 },
  { key: "postalCodeAndCity", label: "PLZ und Ort", required: true, max: 200 },
  { key: "country", label: "Land", required: false, max: 100 },
  { key: "email", label: "E-Mail", required: true, max: 200 },
  { key: "phone", label: "Telefon", required: false, max: 50 },
  { key: "representative", label: "Vertreten durch", required: false, max: 200 },
  { key: "registerCourt", label: "Registergericht", required: false, max: 200 },
  { key: "registerNumber", label: "Registernummer", required: false, max: 100 },
  { key: "vatId", label: "Umsatzsteuer-Identifikationsnummer", required: false, max: 50 },
  { key: "responsible", label: "Verantwortlich für den Inhalt (§ 18 Abs. 2 MStV)", required: true, max: 200 },
] as const;

export type OperatorField = (typeof OPERATOR_FIELDS)[number]["key"];
export type OperatorData = Record<OperatorField, string>;

/** site_settings key of a field: name → operator_name, postalCodeAndCity → operator_postal_code_and_city. */
export function operatorSettingKey(field: OperatorField): string {
  return `operator_${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
}

export const OPERATOR_SETTING_KEYS = OPERATOR_FIELDS.map((f) => operatorSettingKey(f.key));

export const EMPTY_OPERATOR: OperatorData = Object.fromEntries(OPERATOR_FIELDS.map((f) => [f.key, ""])) as OperatorData;

/** True when every required field is filled (then the imprint is complete and the admin warning goes). */
export function operatorComplete(data: OperatorData): boolean {
  return OPERATOR_FIELDS.every((f) => !f.required || data[f.key].trim() !== "");
}

/** 'Name, Straße, PLZ Ort' for running text; empty while the data is missing. */
export function operatorAddressLine(data: OperatorData): string {
  return [data.name, data.street, data.postalCodeAndCity].filter((s) => s.trim()).join(", ");
}

/** tel: link of a phone number as written ('+49 30 1234567' → 'tel:+49301234567'). */
export function phoneUri(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
