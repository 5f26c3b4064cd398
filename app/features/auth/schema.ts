import { z } from "zod";

/** Validation of the sign-in flows with the German messages of spec 1 section 5 (shared by forms and server). */
export const PASSWORD_MIN = 12;
export const PASSWORD_SPECIALS = `!@#$%^&*(),.?":{}|<>`;
const SPECIAL_RE = /[!@#$%^&*(),.?":{}|<>]/;
const UPPER_RE = /[A-ZÄÖÜ]/;

export const MSG = {
  emailRequired: "E-Mail ist erforderlich",
  passwordRequired: "Passwort ist erforderlich",
  passwordMin: "Passwort muss mindestens 12 Zeichen haben",
  passwordMinLang: "Passwort muss mindestens 12 Zeichen lang sein",
  passwordUpper: "Passwort muss mindestens einen Großbuchstaben enthalten",
  passwordSpecial: "Passwort muss mindestens ein Sonderzeichen enthalten",
  usernameMin: "Benutzername muss mindestens 2 Zeichen haben",
  usernameMax: "Benutzername darf maximal 50 Zeichen haben",
  usernameTaken: "Dieser Benutzername ist bereits vergeben",
  forgotEmail: "Bitte gib eine gültige E-Mail-Adresse ein",
  emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein",
  emailControl: "Die E-Mail-Adresse enthält ungültige Zeichen (z. B. einen Zeilenumbruch).",
  passwordsDiffer: "Passwörter stimmen nicht überein",
} as const;

/** The three password rules, each with its message; used for the live checklist too. */
export function passwordChecks(password: string, lengthMessage: string = MSG.passwordMin) {
  return [
    { id: "length", ok: password.length >= PASSWORD_MIN, message: lengthMessage, label: "Mindestens 12 Zeichen" },
    { id: "upper", ok: UPPER_RE.test(password), message: MSG.passwordUpper, label: "Mindestens ein Großbuchstabe" },
    { id: "special", ok: SPECIAL_RE.test(password), message: MSG.passwordSpecial, label: "Mindestens ein Sonderzeichen" },
  ];
}

/** Control characters (CR, LF, NUL, tab …): never part of an address, a header injection attempt otherwise. */
const hasControlCharacter = (v: string) => [...v].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
const REAL_EMAIL = z.email();

/**
 * An e-mail address: a missing '@' gives the spec's message for the form (`missing`); control
 * characters and any other malformed address are refused in German too, with the same check
 * better-auth applies (zod's email), so that no English validation text reaches the user.
 */
const email = (missing: string) =>
  z
    .string({ message: missing })
    .refine((v) => !hasControlCharacter(v), { message: MSG.emailControl, abort: true })
    .transform((v) => v.trim().toLowerCase())
    .pipe(
      z
        .string()
        .max(254, { message: MSG.emailInvalid, abort: true })
        .refine((v) => v.includes("@") && v.indexOf("@") > 0 && v.indexOf("@") < v.length - 1, { message: missing, abort: true })
        .refine((v) => REAL_EMAIL.safeParse(v).success, MSG.emailInvalid),
    );

const strongPassword = (lengthMessage: string) =>
  z.string({ message: lengthMessage }).superRefine((value, ctx) => {
    if (value.length > 128) ctx.addIssue({ code: "custom", message: "Passwort darf maximal 128 Zeichen haben" });
    for (const check of passwordChecks(value, lengthMessage)) {
      if (!check.ok) ctx.addIssue({ code: "custom", message: check.message });
    }
  });

export const signInSchema = z.object({
  email: email(MSG.emailRequired),
  password: z.string({ message: MSG.passwordRequired }).min(1, MSG.passwordRequired),
});

export const signUpSchema = z.object({
  email: email(MSG.emailRequired),
  password: strongPassword(MSG.passwordMin),
  username: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(2, MSG.usernameMin).max(50, MSG.usernameMax).optional()),
});

export const magicLinkSchema = z.object({ email: email(MSG.emailRequired) });
export const forgotPasswordSchema = z.object({ email: email(MSG.forgotEmail) });
export const verificationMailSchema = z.object({ email: email(MSG.forgotEmail) });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, "Ungültiger Reset-Link. Bitte fordere einen neuen an."),
    password: strongPassword(MSG.passwordMinLang),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordsDiffer, path: ["confirmPassword"] });

/** Default username: the part of the e-mail before the @ (spec 1 section 5). */
export function defaultUsername(emailAddress: string): string {
  return emailAddress.split("@")[0]!.trim();
}

export const RESET_MESSAGES = {
  invalid: "Der Reset-Link ist ungültig oder abgelaufen.",
  missing: "Ungültiger Reset-Link. Bitte fordere einen neuen an.",
  weak: "Das Passwort erfüllt nicht die Sicherheitsanforderungen.",
  other: "Fehler beim Aktualisieren des Passworts. Bitte versuche es erneut.",
  success: "Dein Passwort wurde erfolgreich geändert!",
} as const;
