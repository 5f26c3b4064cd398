import fs from "node:fs";
import path from "node:path";

/** Reads the outbox folder (DATA_DIR/mail) written by the default mail transport. */
export function mailsTo(outbox: string, to: string): { file: string; text: string }[] {
  if (!fs.existsSync(outbox)) return [];
  const safe = to.replace(/[^a-z0-9@._-]/gi, "_");
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith(`-${safe}.eml`))
    .sort()
    .map((f) => ({ file: f, text: decodeQuotedPrintable(fs.readFileSync(path.join(outbox, f), "utf8")) }));
}

export function decodeQuotedPrintable(raw: string) {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** The first link in the mail's text part that points at the given path prefix. */
export function linkIn(text: string, pathPrefix: string): string {
  const links = text.match(/https?:\/\/[^\s"<>]+/g) ?? [];
  const link = links.find((l) => new URL(l).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`no link to ${pathPrefix} in mail:\n${text}`);
  return link.replace(/&amp;/g, "&");
}
