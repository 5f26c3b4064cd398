import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "./i18n";
import { MAIL_SIGNATURE, MAIL_TEMPLATES } from "./mail-templates";

/**
 * One form of address (spec README, "forms of address"): our own texts say "du" on the public
 * site, in the community and in mails; the admin back-office may say "Sie"; the spec's exact
 * strings stay as written. This test fails on a formal "Sie"/"Ihr…"/"Ihnen" in
 *   - the public i18next namespaces (every one but admin),
 *   - every mail template,
 *   - every string literal in app/ outside the back-office (files named *admin*),
 * unless the whole text is one of the spec strings below, copied character for character from
 * ../shared/spec/*.md ("{n}" stands for any placeholder).
 */
const SPEC_FORMAL_STRINGS: readonly string[] = [
  "Aus Sicherheitsgründen können Sie nur alle 60 Sekunden eine Passwort-Zurücksetzung anfordern.",
  "Aus Sicherheitsgründen können Sie nur alle 60 Sekunden einen Magic Link anfordern. Bitte warten Sie einen Moment.",
  "Bitte bestätigen Sie, dass Sie die Rechte an diesem Bild besitzen",
  "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  "Bitte geben Sie eine gültige URL ein.",
  "Bitte korrigieren Sie die Fehler im Formular.",
  "Bitte melden Sie sich an, um Favoriten zu verwalten",
  "Bitte warten Sie, bis alle Bilder hochgeladen sind",
  "Bitte wählen Sie eine Bilddatei aus",
  "Bitte wählen Sie eine Bilddatei aus.",
  "Bitte wählen Sie mindestens einen Benutzer aus",
  "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.",
  "Fehler bei der Zahlung. Bitte versuchen Sie es erneut.",
  "Fehler beim Aktualisieren des Passworts. Bitte versuchen Sie es erneut.",
  "Fehler beim Anmelden. Bitte versuchen Sie es erneut.",
  "Ihr Passwort wurde erfolgreich geändert!",
  "Ihre Bewertung wurde registriert.",
  "Ihre Sitzung ist abgelaufen. Bitte fordern Sie einen neuen Reset-Link an.",
  "Keine gültige Session. Bitte fordern Sie einen neuen Reset-Link an.",
  "Sie haben keine Admin-Berechtigung",
  "Sie haben keine Berechtigung für diese Seite.",
  "Sie können maximal {n} Custom Links hinzufügen",
  "Sie können sich nicht selbst folgen",
  "Sie müssen angemeldet sein",
  "Sie müssen angemeldet sein, um Autoren zu folgen",
  "Sie müssen angemeldet sein, um Favoriten zu verwalten",
  "Sie müssen angemeldet sein, um auf das Admin-Dashboard zuzugreifen.",
  "Sie müssen angemeldet sein, um auf das Contest-Dashboard zuzugreifen.",
  "Sie müssen sich anmelden, um Bewertungen als hilfreich zu markieren.",
  "Sie müssen sich anmelden, um einen Anbieter hinzuzufügen.",
  "Sie nehmen bereits teil",
  "Ungültiger Reset-Link. Bitte fordern Sie einen neuen an.",
  "Zu viele Versuche. Bitte versuchen Sie es später erneut.",
  "Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
  "Zugriff verweigert. Sie benötigen Admin-Berechtigungen.",
];

/** Files whose texts are not addressed to visitors or members. */
const NOT_PUBLIC = [
  /admin/i, // the back-office may say "Sie"
  /^app\/lib\/db\.server\.ts$/, // messages to the operator on the server console
];

const FORMAL = /(?<![\p{L}\d_-])(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)(?![\p{L}\d_-])/u;
const spec = new Set(SPEC_FORMAL_STRINGS);

/** "{{n}}", "${x.y}" and "{n}" all stand for a placeholder. */
const normalise = (text: string) => text.replace(/\$\{[^}]*\}|\{\{[^}]*\}\}|\{\w+\}/g, "{n}").trim();

/** The formal form of address in `text`, or null when there is none or the text is a spec string. */
function formalAddress(text: string): string | null {
  if (spec.has(normalise(text))) return null;
  return text.match(FORMAL)?.[0] ?? null;
}

const root = fileURLToPath(new URL("../..", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return walkable(name) ? sourceFiles(p) : [];
    return /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p) ? [p] : [];
  });
}
const walkable = (name: string) => name !== "node_modules" && !name.startsWith(".");

/** String literals ("…", '…', `…`) of a TypeScript source, with their line numbers. */
function stringLiterals(source: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  const re = /"((?:\\.|[^"\\\n])*)"|'((?:\\.|[^'\\\n])*)'|`((?:\\.|[^`\\])*)`/g;
  for (const m of source.matchAll(re)) {
    out.push({ text: m[1] ?? m[2] ?? m[3] ?? "", line: source.slice(0, m.index).split("\n").length });
  }
  return out;
}

describe("formalAddress", () => {
  it("finds 'Sie', 'Ihr…' and 'Ihnen' used as a form of address", () => {
    expect(formalAddress("Bitte geben Sie Ihren Namen ein")).toBe("Sie");
    expect(formalAddress("Ihre Bewertung")).toBe("Ihre");
    expect(formalAddress("Wir senden Ihnen einen Link")).toBe("Ihnen");
    expect(formalAddress("Sie können maximal ${n} Favoriten präsentieren")).toBe("Sie");
  });

  it("accepts 'du' texts, words that only contain the letters, and exact spec strings", () => {
    expect(formalAddress("Bitte gib deinen Namen ein")).toBeNull();
    expect(formalAddress("Siegel, Ihringen, Sierra")).toBeNull();
    expect(formalAddress("Sie müssen angemeldet sein")).toBeNull();
    expect(formalAddress("Sie können maximal ${gates.maxCustomLinks} Custom Links hinzufügen")).toBeNull();
    // a spec string with more text is no longer the spec string
    expect(formalAddress("Sie müssen angemeldet sein, um zu kommentieren")).toBe("Sie");
  });

  it("reads string literals with their lines", () => {
    expect(stringLiterals(`const a = "eins";\nt('zwei', { x: \`drei \${n}\` });`)).toEqual([
      { text: "eins", line: 1 },
      { text: "zwei", line: 2 },
      { text: "drei ${n}", line: 2 },
    ]);
  });
});

describe("one form of address ('du')", () => {
  it("in the public translation namespaces (keys and texts)", () => {
    const found: string[] = [];
    for (const ns of NAMESPACES.filter((n) => n !== "admin")) {
      const data = JSON.parse(readFileSync(join(root, "public/locales/de", `${ns}.json`), "utf8")) as Record<string, string>;
      for (const [key, value] of Object.entries(data)) {
        for (const text of [key, value]) if (formalAddress(text)) found.push(`${ns}.json: ${text}`);
      }
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

  it("in the texts of app/ outside the back-office (components, routes, schemas, server messages)", () => {
    const files = sourceFiles(join(root, "app")).map((f) => relative(root, f).split("\\").join("/"));
    expect(files.length).toBeGreaterThan(50);
    const found = files
      .filter((file) => !NOT_PUBLIC.some((re) => re.test(file)))
      .flatMap((file) =>
        stringLiterals(readFileSync(join(root, file), "utf8"))
          .filter(({ text }) => formalAddress(text))
          .map(({ text, line }) => `${file}:${line} ${text}`),
      );
    expect(found, found.join("\n")).toEqual([]);
  });
});
