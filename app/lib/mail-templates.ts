import type { Mail } from "./mail.server";

/**
 * The texts of every mail the site sends. Mails speak with "du" like the public site and sign as
 * "Dein Hanfnetz-Team" (spec README, forms of address); `mail-templates.test.ts` checks them.
 */
export const MAIL_SIGNATURE = "Dein Hanfnetz-Team";

/** Simple German mail layout with one call-to-action link. */
export function actionMail(opts: { to: string; subject: string; intro: string; action: string; link: string; outro?: string }): Mail {
  const text = `Hallo,\n\n${opts.intro}\n\n${opts.action}: ${opts.link}\n\n${opts.outro ?? ""}\n\n${MAIL_SIGNATURE}`;
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
  const html = `<p>Hallo,</p><p>${esc(opts.intro)}</p><p><a href="${esc(opts.link)}">${esc(opts.action)}</a></p>${
    opts.outro ? `<p>${esc(opts.outro)}</p>` : ""
  }<p>${MAIL_SIGNATURE}</p>`;
  return { to: opts.to, subject: opts.subject, text, html, link: opts.link };
}

const NOT_YOU = "Wenn du das nicht warst, kannst du diese E-Mail ignorieren.";

export const resetPasswordMail = (to: string, link: string) =>
  actionMail({
    to,
    subject: "Passwort zurücksetzen",
    intro: "Du hast angefordert, dein Passwort bei Hanfnetz zurückzusetzen. Der Link ist 1 Stunde gültig.",
    action: "Neues Passwort festlegen",
    link,
    outro: NOT_YOU,
  });

/** Sent instead of a second sign-up when the address already has an account. */
export const existingAccountMail = (to: string, link: string) =>
  actionMail({
    to,
    subject: "Registrierungsversuch bei Hanfnetz",
    intro:
      "Jemand hat versucht, mit deiner E-Mail-Adresse ein neues Konto anzulegen. Du hast bereits ein Konto. Falls du dein Passwort vergessen hast, kannst du es hier zurücksetzen.",
    action: "Passwort zurücksetzen",
    link,
    outro: NOT_YOU,
  });

export const verifyEmailMail = (to: string, link: string) =>
  actionMail({
    to,
    subject: "Bitte bestätige deine E-Mail-Adresse",
    intro: "Willkommen bei Hanfnetz! Bitte bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.",
    action: "E-Mail-Adresse bestätigen",
    link,
    outro: NOT_YOU,
  });

export const magicLinkMail = (to: string, link: string) =>
  actionMail({
    to,
    subject: "Dein Anmeldelink für Hanfnetz",
    intro: "Mit diesem Link meldest du dich ohne Passwort an. Er ist 15 Minuten gültig und nur einmal verwendbar.",
    action: "Jetzt anmelden",
    link,
    outro: NOT_YOU,
  });

/** Every mail template, for checks over all mail texts. */
export const MAIL_TEMPLATES = { resetPasswordMail, existingAccountMail, verifyEmailMail, magicLinkMail };
