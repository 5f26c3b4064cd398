/**
 * The operator of the site, written once for the legal pages (imprint, privacy, terms). Sample
 * data (Musterstraße, Mustermann, zero register numbers): replace before going live.
 */
export const OPERATOR = {
  name: "Hanfnetz UG (haftungsbeschränkt)",
  street: "Musterstraße 1",
  postalCodeAndCity: "10115 Berlin",
  country: "Deutschland",
  email: "kontakt@hanfnetz.de",
  phone: { display: "+49 30 00000000", uri: "tel:+493000000000" },
  managingDirector: "Erika Mustermann",
  registerCourt: "Amtsgericht Berlin-Charlottenburg",
  registerNumber: "HRB 000000 B",
  vatId: "DE000000000",
} as const;

/** 'Hanfnetz UG (haftungsbeschränkt), Musterstraße 1, 10115 Berlin' for running text. */
export const OPERATOR_ADDRESS_LINE = `${OPERATOR.name}, ${OPERATOR.street}, ${OPERATOR.postalCodeAndCity}`;

/** The postal address as an <address> block: `name` (default: the operator), street, city, optionally country and e-mail. */
export function OperatorAddress({ name = OPERATOR.name, country = false, email = false }: { name?: string; country?: boolean; email?: boolean }) {
  return (
    <address>
      {name}
      <br />
      {OPERATOR.street}
      <br />
      {OPERATOR.postalCodeAndCity}
      {country ? (
        <>
          <br />
          {OPERATOR.country}
        </>
      ) : null}
      {email ? (
        <>
          <br />
          E-Mail: <ContactEmail />
        </>
      ) : null}
    </address>
  );
}

/** The contact e-mail address as a mailto link. */
export function ContactEmail() {
  return <a href={`mailto:${OPERATOR.email}`}>{OPERATOR.email}</a>;
}
