import type { core } from "zod";

/**
 * zod's messages in German, for every schema field without a message of its own (zod's defaults
 * are English: 'Invalid input', 'Too big: expected string to have <=200 characters'). Installed
 * once per side with `z.config({ customError: germanZodMessage })`: on the server by
 * app/lib/zod-config.server.ts, in the browser by app/lib/zod-jitless.ts. A schema's own message
 * always wins. Plain function with type imports only, so the browser's "zod" alias can use it.
 */
type Issue = core.$ZodRawIssue;

const number = (n: number | bigint) => (typeof n === "bigint" ? n.toString() : n.toLocaleString("de-DE"));
const items = (n: number | bigint, one: string, many: string) => `${number(n)} ${Number(n) === 1 ? one : many}`;

const FORMATS = new Map<string, string>([
  ["email", "Bitte gib eine gültige E-Mail-Adresse ein."],
  ["url", "Bitte gib eine gültige Adresse (URL) ein."],
  ["uuid", "Ungültige Kennung."],
  ["guid", "Ungültige Kennung."],
  ["cuid", "Ungültige Kennung."],
  ["cuid2", "Ungültige Kennung."],
  ["ulid", "Ungültige Kennung."],
  ["datetime", "Ungültiges Datum."],
  ["date", "Ungültiges Datum."],
  ["time", "Ungültige Uhrzeit."],
]);

function tooBig(issue: Extract<Issue, { code: "too_big" }>): string {
  const max = issue.maximum;
  switch (issue.origin) {
    case "string":
      return `Höchstens ${items(max, "Zeichen", "Zeichen")} erlaubt.`;
    case "array":
    case "set":
      return `Höchstens ${items(max, "Eintrag", "Einträge")} erlaubt.`;
    case "file":
      return "Die Datei ist zu groß.";
    case "date":
      return "Das Datum liegt zu spät.";
    default:
      return issue.inclusive === false ? `Der Wert muss kleiner als ${number(max)} sein.` : `Der Wert darf höchstens ${number(max)} sein.`;
  }
}

function tooSmall(issue: Extract<Issue, { code: "too_small" }>): string {
  const min = issue.minimum;
  switch (issue.origin) {
    case "string":
      return Number(min) <= 1 ? "Dieses Feld ist erforderlich." : `Mindestens ${items(min, "Zeichen", "Zeichen")} erforderlich.`;
    case "array":
    case "set":
      return `Mindestens ${items(min, "Eintrag", "Einträge")} erforderlich.`;
    case "file":
      return "Die Datei ist leer.";
    case "date":
      return "Das Datum liegt zu früh.";
    default:
      return issue.inclusive === false ? `Der Wert muss größer als ${number(min)} sein.` : `Der Wert muss mindestens ${number(min)} sein.`;
  }
}

/** The German message of a zod issue (du-form, no English words, no type names). */
export function germanZodMessage(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? "Dieses Feld ist erforderlich." : "Ungültige Eingabe.";
    case "too_big":
      return tooBig(issue);
    case "too_small":
      return tooSmall(issue);
    case "invalid_format":
      return FORMATS.get(issue.format) ?? "Das Format ist ungültig.";
    case "invalid_value":
      return "Ungültige Auswahl.";
    case "not_multiple_of":
      return "Ungültige Zahl.";
    case "unrecognized_keys":
      return "Unbekannte Felder.";
    default:
      return "Ungültige Eingabe.";
  }
}
