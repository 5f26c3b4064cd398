import { describe, expect, it } from "vitest";
import { localeFiles, sourceTexts, textsOf } from "../../tests/support/source-texts";
import { NAMESPACES } from "./i18n";
import { MAIL_SIGNATURE, MAIL_TEMPLATES } from "./mail-templates";

/**
 * One voice (spec README, "forms of address"): the whole product says "du", the back-office, the
 * mails and the operator's console messages included. A spec string that says "Sie" is shown in
 * its du-form with its other words unchanged. This test fails on a formal "Sie"/"Ihr…"/"Ihnen" in
 *   - every i18next namespace (keys and texts),
 *   - every mail template,
 *   - every text of app/, server/ and scripts/ (string and template literals and JSX text of every
 *     source file but tests): components, routes, zod and HttpError messages, mails, console output.
 * A capitalised "Sie"/"Ihr…" inside a sentence is always the formal address. At the start of a
 * sentence (or of a text) it may mean "they"/"their"; such a use is allowed only when it is listed
 * in NOT_ADDRESS below with the words it starts.
 */

/** Spec strings that say "Sie", and the du-form the product shows (spec README). */
const SPEC_DU_FORMS: Readonly<Record<string, string>> = {
  "Aus Sicherheitsgründen können Sie nur alle 60 Sekunden eine Passwort-Zurücksetzung anfordern.":
    "Aus Sicherheitsgründen kannst du nur alle 60 Sekunden eine Passwort-Zurücksetzung anfordern.",
  "Aus Sicherheitsgründen können Sie nur alle 60 Sekunden einen Magic Link anfordern. Bitte warten Sie einen Moment.":
    "Aus Sicherheitsgründen kannst du nur alle 60 Sekunden einen Magic Link anfordern. Bitte warte einen Moment.",
  "Bitte bestätigen Sie, dass Sie die Rechte an diesem Bild besitzen": "Bitte bestätige, dass du die Rechte an diesem Bild besitzt",
  "Bitte geben Sie eine gültige E-Mail-Adresse ein": "Bitte gib eine gültige E-Mail-Adresse ein",
  "Bitte geben Sie eine gültige URL ein.": "Bitte gib eine gültige URL ein.",
  "Bitte korrigieren Sie die Fehler im Formular.": "Bitte korrigiere die Fehler im Formular.",
  "Bitte melden Sie sich an, um Favoriten zu verwalten": "Bitte melde dich an, um Favoriten zu verwalten",
  "Bitte warten Sie, bis alle Bilder hochgeladen sind": "Bitte warte, bis alle Bilder hochgeladen sind",
  "Bitte wählen Sie eine Bilddatei aus": "Bitte wähle eine Bilddatei aus",
  "Bitte wählen Sie eine Bilddatei aus.": "Bitte wähle eine Bilddatei aus.",
  "Bitte wählen Sie mindestens einen Benutzer aus": "Bitte wähle mindestens einen Benutzer aus",
  "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.": "Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es erneut.",
  "Fehler bei der Zahlung. Bitte versuchen Sie es erneut.": "Fehler bei der Zahlung. Bitte versuche es erneut.",
  "Fehler beim Aktualisieren des Passworts. Bitte versuchen Sie es erneut.": "Fehler beim Aktualisieren des Passworts. Bitte versuche es erneut.",
  "Fehler beim Anmelden. Bitte versuchen Sie es erneut.": "Fehler beim Anmelden. Bitte versuche es erneut.",
  "Ihr Passwort wurde erfolgreich geändert!": "Dein Passwort wurde erfolgreich geändert!",
  "Ihre Bewertung wurde registriert.": "Deine Bewertung wurde registriert.",
  "Sie haben keine Admin-Berechtigung": "Du hast keine Admin-Berechtigung",
  "Sie haben keine Berechtigung für diese Seite.": "Du hast keine Berechtigung für diese Seite.",
  "Sie können maximal {n} Custom Links hinzufügen": "Du kannst maximal {n} Custom Links hinzufügen",
  "Sie können sich nicht selbst folgen": "Du kannst dir nicht selbst folgen",
  "Sie müssen angemeldet sein": "Du musst angemeldet sein",
  "Sie müssen angemeldet sein, um Autoren zu folgen": "Du musst angemeldet sein, um Autoren zu folgen",
  "Sie müssen angemeldet sein, um Favoriten zu verwalten": "Du musst angemeldet sein, um Favoriten zu verwalten",
  "Sie müssen angemeldet sein, um auf das Admin-Dashboard zuzugreifen.": "Du musst angemeldet sein, um auf das Admin-Dashboard zuzugreifen.",
  "Sie müssen angemeldet sein, um auf das Contest-Dashboard zuzugreifen.": "Du musst angemeldet sein, um auf das Contest-Dashboard zuzugreifen.",
  "Sie müssen sich anmelden, um Bewertungen als hilfreich zu markieren.": "Du musst dich anmelden, um Bewertungen als hilfreich zu markieren.",
  "Sie müssen sich anmelden, um einen Anbieter hinzuzufügen.": "Du musst dich anmelden, um einen Anbieter hinzuzufügen.",
  "Sie nehmen bereits teil": "Du nimmst bereits teil",
  "Ungültiger Reset-Link. Bitte fordern Sie einen neuen an.": "Ungültiger Reset-Link. Bitte fordere einen neuen an.",
  "Zu viele Versuche. Bitte versuchen Sie es später erneut.": "Zu viele Versuche. Bitte versuche es später erneut.",
  "Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.": "Zu viele Versuche. Bitte warte einen Moment und versuche es erneut.",
  "Zugriff verweigert. Sie benötigen Admin-Berechtigungen.": "Zugriff verweigert. Du benötigst Admin-Berechtigungen.",
};

/**
 * Known uses of a sentence-initial "Sie"/"Ihr…" that are not an address ("they", "it", "their"):
 * the file and the words the use starts with. An entry that no longer matches fails the test.
 */
const NOT_ADDRESS: readonly { file: string; starts: string }[] = [
  { file: "app/routes/imprint.tsx", starts: "Sie sind weder medizinische" },
  { file: "app/routes/so-sortieren-wir.tsx", starts: "Sie ergibt sich nur aus" },
  { file: "app/routes/so-sortieren-wir.tsx", starts: "Sie tragen immer dieses Label" },
  { file: "app/routes/terms.tsx", starts: "Sie gelten für alle" },
  { file: "app/routes/terms.tsx", starts: "Sie sind weder medizinische" },
];

const FORMAL = /(?<![\p{L}\d_-])(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)(?![\p{L}\d_-])/gu;
/** What may stand before a sentence-initial word: nothing, or a sentence end, colon or opening mark. */
const SENTENCE_START = /(^|[.!?:;…–—„“"'(\n])\s*$/u;

type Finding = { word: string; at: number; sentenceStart: boolean };

/** Every formal-looking word of `text`, and whether it starts a sentence (or the text). */
function formalWords(text: string): Finding[] {
  return [...text.matchAll(FORMAL)].map((m) => ({ word: m[0], at: m.index, sentenceStart: SENTENCE_START.test(text.slice(0, m.index)) }));
}

/** The formal address in `text` from `file`, or null (allow-listed sentence-initial uses aside). */
function formalAddress(text: string, file = "", used?: Set<number>): string | null {
  for (const f of formalWords(text)) {
    if (!f.sentenceStart) return f.word;
    const allowed = NOT_ADDRESS.findIndex((n) => n.file === file && text.slice(f.at).startsWith(n.starts));
    if (allowed === -1) return f.word;
    used?.add(allowed);
  }
  return null;
}

const sources = sourceTexts();
const locales = localeFiles();

describe("formalAddress", () => {
  it("finds 'Sie', 'Ihr…' and 'Ihnen' used as a form of address", () => {
    expect(formalAddress("Bitte geben Sie Ihren Namen ein")).toBe("Sie");
    expect(formalAddress("Ihre Bewertung")).toBe("Ihre");
    expect(formalAddress("Wir senden Ihnen einen Link")).toBe("Ihnen");
    expect(formalAddress("Sie können maximal {n} Favoriten präsentieren")).toBe("Sie");
    expect(formalAddress("Zu viele Versuche. Bitte versuchen Sie es später erneut.")).toBe("Sie");
    // sentence-initial and not listed: an address
    expect(formalAddress("Sie müssen angemeldet sein")).toBe("Sie");
    expect(formalAddress("Fertig. Ihr Konto ist bereit.")).toBe("Ihr");
  });

  it("accepts 'du' texts, 'sie'/'ihr' in lower case, words that only contain the letters", () => {
    expect(formalAddress("Bitte gib deinen Namen ein")).toBeNull();
    expect(formalAddress("Siegel, Ihringen, Sierra, Sie-Form")).toBeNull();
    expect(formalAddress("Mitglieder sehen ihre Beiträge, sobald sie freigegeben sind")).toBeNull();
    expect(formalAddress("Du musst angemeldet sein")).toBeNull();
  });

  it("accepts a listed sentence-initial 'Sie' (they) only in its file", () => {
    const text = "Die Inhalte dienen der Information. Sie sind weder medizinische noch rechtliche Beratung.";
    expect(formalAddress(text, "app/routes/imprint.tsx")).toBeNull();
    expect(formalAddress(text, "app/routes/home.tsx")).toBe("Sie");
    expect(formalAddress("Die Inhalte. Bitte lesen Sie sind weder medizinische", "app/routes/imprint.tsx")).toBe("Sie");
  });

  it("reads string literals, templates and JSX text with their lines", () => {
    expect(textsOf(`const a = "eins";\nt('zwei', { x: \`drei \${n} vier\` });\nconst j = <p>\n  fünf {x}\n  sechs\n</p>;`)).toEqual([
      { text: "eins", line: 1 },
      { text: "zwei", line: 2 },
      { text: "drei {n} vier", line: 2 },
      { text: "fünf", line: 4 },
      { text: "sechs", line: 5 },
    ]);
  });
});

describe("one voice: 'du' everywhere", () => {
  it("in every translation namespace (keys and texts), the back-office's included", () => {
    expect(locales.map((l) => l.file.split("/").pop()!.replace(".json", "")).sort()).toEqual([...NAMESPACES].sort());
    const found: string[] = [];
    for (const { file, data } of locales) {
      for (const [key, value] of Object.entries(data)) for (const text of [key, value]) if (formalAddress(text, file)) found.push(`${file}: ${text}`);
    }
    expect(found, found.join("\n")).toEqual([]);
  });

  it("in every mail, which signs as the Hanfnetz team", () => {
    const found: string[] = [];
    for (const [name, template] of Object.entries(MAIL_TEMPLATES)) {
      const mail = template("mitglied@example.com", "https://hanfnetz.test/link");
      for (const text of [mail.subject, mail.text, mail.html ?? ""]) if (formalAddress(text)) found.push(`${name}: ${text}`);
      expect(mail.text.trimEnd().endsWith(MAIL_SIGNATURE), name).toBe(true);
      expect(mail.html, name).toContain(`<p>${MAIL_SIGNATURE}</p>`);
    }
    expect(Object.keys(MAIL_TEMPLATES).length).toBeGreaterThanOrEqual(4);
    expect(found, found.join("\n")).toEqual([]);
  });

  it("in every text of app/, server/ and scripts/ (pages, back-office, server messages, mails, console)", () => {
    expect(sources.length).toBeGreaterThan(300);
    const used = new Set<number>();
    const found = sources.flatMap(({ file, texts }) =>
      texts.filter(({ text }) => formalAddress(text, file, used)).map(({ text, line }) => `${file}:${line} ${text}`),
    );
    expect(found, found.join("\n")).toEqual([]);
    const stale = NOT_ADDRESS.filter((_, i) => !used.has(i));
    expect(stale, "NOT_ADDRESS entries that match nothing any more").toEqual([]);
  });

  it("shows every spec string that says 'Sie' in its du-form only", () => {
    const everything = [...sources.flatMap((s) => s.texts.map((t) => t.text)), ...locales.flatMap((l) => Object.values(l.data))];
    const normalised = new Set(everything.map((t) => t.replace(/\{\{\s*\w+\s*\}\}/g, "{n}")));
    const shown = Object.entries(SPEC_DU_FORMS).filter(([, du]) => [...normalised].some((t) => t.includes(du)));
    // Most of them are in use; the rest are the words chosen for when they are.
    expect(shown.length).toBeGreaterThanOrEqual(25);
    for (const [spec, du] of Object.entries(SPEC_DU_FORMS)) {
      expect(formalAddress(du), du).toBeNull();
      expect(formalAddress(spec), spec).not.toBeNull();
      expect(
        everything.some((t) => t.includes(spec.replace("{n}", ""))),
        spec,
      ).toBe(false);
    }
  });
});
