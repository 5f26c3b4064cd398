import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export type VnuMessage = { type: string; subType?: string; message: string; extract?: string; url: string; lastLine?: number };

/**
 * Runs the W3C Nu HTML Checker (vnu-jar, Java) over HTML documents in one JVM start and returns
 * its errors per document name.
 */
export function checkHtml(documents: Record<string, string>): Record<string, VnuMessage[]> {
  const jar = require.resolve("vnu-jar/build/dist/vnu.jar");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hanfnetz-vnu-"));
  const files: Record<string, string> = {};
  for (const [name, html] of Object.entries(documents)) {
    const file = path.join(dir, `${name.replace(/[^a-z0-9]+/gi, "_")}.html`);
    fs.writeFileSync(file, html);
    files[file] = name;
  }
  let output = "";
  try {
    output = execFileSync("java", ["-Xss4m", "-jar", jar, "--format", "json", "--stdout", "--exit-zero-always", ...Object.keys(files)], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const parsed = JSON.parse(output) as { messages: VnuMessage[] };
  const out: Record<string, VnuMessage[]> = Object.fromEntries(Object.values(files).map((n) => [n, []]));
  for (const m of parsed.messages) {
    if (m.type !== "error") continue;
    // The inlined stylesheet (app/lib/inline-css.tsx) is Tailwind's generated CSS; Nu's bundled CSS
    // validator predates @property, margin-trim and similar features and reports them as errors.
    // The HTML itself is checked in full.
    if (m.message.startsWith("CSS: ")) continue;
    const file = decodeURIComponent(m.url.replace(/^file:/, ""));
    const name = files[file] ?? file;
    (out[name] ??= []).push(m);
  }
  return out;
}

/** The pages of the standards checks (standards.spec.ts) and of the 320 px journey (editor-cards-phone.spec.ts). */
export const PUBLIC_PAGES = [
  "/",
  "/blog",
  "/auth",
  "/lena-gruen",
  "/gutscheincodes",
  "/gutscheincode/growmarkt24",
  "/gutschein/hinzufuegen",
  "/privacy",
  "/imprint",
  "/so-sortieren-wir",
  "/empfehlung/zur-gruenen-traube",
  "/contests/gewinne-einen-premium-vaporizer",
];
// lena_gruen created the club of the edit page (issue #26: 'Eintrag bearbeiten').
export const MEMBER_PAGES = [
  "/favorites",
  "/add-provider",
  "/myblog",
  "/profile",
  "/gutschein/hinzufuegen",
  "/account",
  "/empfehlung/cannabis-social-club-muenchen-sued/bearbeiten",
];
/** Back-office pages of issues #13, #14 and #16 (checked signed in as the demo admin). */
export const ADMIN_PAGES = [
  "/admin/security",
  "/admin/messages",
  "/admin/ads",
  "/admin/ads?tab=kampagnen",
  "/admin/ads?tab=banner",
  "/admin/ads?tab=statistiken&tage=30",
  "/admin/global-popups",
  "/admin/seo",
  "/admin/site-settings",
  "/admin/urls",
  "/admin/trash",
  "/admin/improved-logs",
  "/test-seo",
];
export const ADMIN = { email: "admin@hanfnetz.de", password: "Hanfnetz-Admin-2026!" };
