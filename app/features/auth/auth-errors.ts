import { GENERIC_ERROR } from "~/lib/errors";

/**
 * German texts for the error codes of better-auth (the auth library answers in English:
 * `{"code":"INVALID_CALLBACK_URL","message":"Invalid callbackURL"}`). Used where its answers reach
 * a visitor unchanged: the link targets under /api/auth/* (app/routes/api.auth.ts). Our own
 * sign-in, sign-up and reset actions map their cases themselves (auth.server.ts).
 */
const LINK_INVALID = "Der Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.";
const LINK_BROKEN = "Der Link ist unvollständig oder fehlerhaft. Bitte öffne ihn noch einmal aus der E-Mail.";
const REDIRECT_INVALID = "Die Weiterleitungsadresse des Links ist ungültig.";
const FOREIGN = "Diese Anfrage kam nicht von unserer Seite und wurde abgelehnt.";
const SIGN_IN_FAILED = "Die Anmeldung ist fehlgeschlagen. Bitte versuche es erneut.";

const BY_CODE = new Map<string, string>([
  ["INVALID_TOKEN", LINK_INVALID],
  ["TOKEN_EXPIRED", LINK_INVALID],
  ["EXPIRED_TOKEN", LINK_INVALID],
  ["INVALID_CALLBACK_URL", REDIRECT_INVALID],
  ["INVALID_REDIRECT_URL", REDIRECT_INVALID],
  ["INVALID_ERROR_CALLBACK_URL", REDIRECT_INVALID],
  ["INVALID_NEW_USER_CALLBACK_URL", REDIRECT_INVALID],
  ["CALLBACK_URL_REQUIRED", LINK_BROKEN],
  ["VALIDATION_ERROR", LINK_BROKEN],
  ["MISSING_FIELD", LINK_BROKEN],
  ["BODY_MUST_BE_AN_OBJECT", LINK_BROKEN],
  ["INVALID_ORIGIN", FOREIGN],
  ["MISSING_OR_NULL_ORIGIN", FOREIGN],
  ["CROSS_SITE_NAVIGATION_LOGIN_BLOCKED", FOREIGN],
  ["USER_NOT_FOUND", "Ungültige Anmeldedaten."],
  ["INVALID_USER", "Ungültige Anmeldedaten."],
  ["EMAIL_NOT_VERIFIED", "E-Mail-Adresse nicht bestätigt"],
  ["EMAIL_ALREADY_VERIFIED", "Deine E-Mail-Adresse ist bereits bestätigt."],
  ["EMAIL_MISMATCH", LINK_INVALID],
  ["FAILED_TO_CREATE_SESSION", SIGN_IN_FAILED],
  ["FAILED_TO_GET_SESSION", SIGN_IN_FAILED],
  ["FAILED_TO_CREATE_USER", SIGN_IN_FAILED],
  ["SESSION_EXPIRED", "Deine Sitzung ist abgelaufen. Bitte melde dich erneut an."],
]);

const BY_STATUS = new Map<number, string>([
  [400, LINK_BROKEN],
  [401, LINK_INVALID],
  [403, FOREIGN],
  [404, "Nicht gefunden"],
  [405, "Diese Methode ist hier nicht erlaubt."],
  [429, "Zu viele Versuche. Bitte versuche es später erneut."],
]);

/** The German text of an answer of the auth library: by its error code, else by its status. */
export function authErrorText(code: unknown, status: number): string {
  if (typeof code === "string") {
    const text = BY_CODE.get(code.toUpperCase());
    if (text) return text;
  }
  return BY_STATUS.get(status) ?? (status >= 500 ? GENERIC_ERROR : BY_STATUS.get(400)!);
}
