import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { inArray } from "drizzle-orm";
import { z } from "zod";
import { siteSettings } from "~db/schema";
import { absoluteUrl } from "~/components/layout/meta";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { baseUrl, env } from "~/lib/env.server";
import { badRequest } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { parseInput } from "~/lib/request.server";
import { invalidateSiteSettings } from "~/features/site/settings.server";
import { DEFAULT_INDEXNOW_ENDPOINT, INDEXNOW_KEY_RE } from "./indexnow.server";
import { writeAuditLog } from "~/lib/audit-log.server";
import { ENDPOINT_MESSAGES, endpointUrlProblem, isInternalAddress } from "~/lib/endpoint-address.server";

/**
 * IndexNow in plain fields of 'Website-Einstellungen' (issue 30): key and endpoint, stored in the
 * site settings `indexnow_key` / `indexnow_endpoint` that indexnow.server.ts reads, and
 * 'Verbindung testen': one URL (the home page) posted server-side to the endpoint, answered with
 * the endpoint's HTTP status and a German explanation. Outbound: 5 s timeout, redirects not
 * followed, no internal addresses (decision 0039). Admins only; 10 tests a minute.
 */

export const INDEXNOW_TEST_TIMEOUT_MS = 5_000;

export const INDEXNOW_FORM_MESSAGES = {
  saved: "IndexNow-Einstellungen gespeichert",
  key: "Der Schlüssel besteht aus 8 bis 128 Buchstaben, Ziffern oder Bindestrichen.",
  noKey: "Bitte gib zuerst einen IndexNow-Schlüssel ein.",
  rateLimit: "Zu viele Tests in kurzer Zeit. Bitte warte eine Minute.",
} as const;

const allowLocal = () => env().INDEXNOW_ALLOW_LOCAL || env().NODE_ENV === "test";

const endpointField = z
  .string()
  .trim()
  .max(500, "Die Adresse darf höchstens 500 Zeichen haben.")
  .default("")
  .superRefine((v, ctx) => {
    const problem = v ? endpointUrlProblem(v, allowLocal()) : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const indexNowFormSchema = z.object({
  indexnowKey: z
    .string()
    .trim()
    .max(128, INDEXNOW_FORM_MESSAGES.key)
    .default("")
    .refine((v) => v === "" || INDEXNOW_KEY_RE.test(v), { message: INDEXNOW_FORM_MESSAGES.key }),
  indexnowEndpoint: endpointField,
});

export type IndexNowForm = { key: string; endpoint: string; defaultEndpoint: string; envKey: boolean; keyFile: string | null };

/** The stored values for the form (empty when unset; the environment's key is only named). */
export async function indexNowForm(viewer: Viewer | null): Promise<IndexNowForm> {
  requireAdmin(viewer);
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.settingKey, ["indexnow_key", "indexnow_endpoint"]));
  const value = (k: string) => rows.find((r) => r.settingKey === k)?.settingValue ?? "";
  const key = value("indexnow_key");
  return {
    key,
    endpoint: value("indexnow_endpoint"),
    defaultEndpoint: env().INDEXNOW_ENDPOINT ?? DEFAULT_INDEXNOW_ENDPOINT,
    envKey: Boolean(env().INDEXNOW_KEY),
    keyFile: key ? absoluteUrl(baseUrl(), `/${key}.txt`) : null,
  };
}

/** Saves key and endpoint (empty clears) in one transaction with the audit row. */
export async function saveIndexNowSettings(viewer: Viewer | null, raw: unknown): Promise<{ changed: boolean }> {
  requireAdmin(viewer);
  const input = parseInput(indexNowFormSchema, raw);
  const next = { indexnow_key: input.indexnowKey || null, indexnow_endpoint: input.indexnowEndpoint || null };
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(siteSettings)
      .where(inArray(siteSettings.settingKey, Object.keys(next)))
      .for("update");
    const before = Object.fromEntries(rows.map((r) => [r.settingKey, r.settingValue]));
    const changes = (Object.keys(next) as (keyof typeof next)[]).filter((k) => (before[k] ?? null) !== next[k]);
    if (!changes.length) return false;
    for (const k of changes) {
      await tx
        .insert(siteSettings)
        .values({ settingKey: k, settingValue: next[k], updatedBy: viewer.id, updatedAt: new Date() })
        .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: next[k], updatedBy: viewer.id, updatedAt: new Date() } });
    }
    await writeAuditLog(tx, viewer, {
      action: "site_settings_update",
      targetType: "site_settings",
      targetId: changes.join(","),
      before: Object.fromEntries(changes.map((k) => [k, before[k] ?? null])),
      after: Object.fromEntries(changes.map((k) => [k, next[k]])),
    });
    return true;
  });
  if (changed) invalidateSiteSettings();
  return { changed };
}

export type IndexNowTestResult = { ok: boolean; status: number | null; explanation: string; endpoint: string; url: string };

/** The German reading of an IndexNow answer (the protocol's documented codes). */
export function explainIndexNowStatus(status: number): { ok: boolean; explanation: string } {
  if (status === 200) return { ok: true, explanation: "OK: Die URL wurde übermittelt." };
  if (status === 202) return { ok: true, explanation: "Angenommen: Die URL ist eingegangen; die Suchmaschine prüft den Schlüssel noch." };
  if (status === 400) return { ok: false, explanation: "Ungültige Anfrage: Das Format der Übermittlung wurde nicht verstanden." };
  if (status === 403)
    return { ok: false, explanation: "Verboten: Der Schlüssel ist ungültig, oder die Schlüsseldatei wurde unter /{Schlüssel}.txt nicht gefunden." };
  if (status === 422)
    return { ok: false, explanation: "Nicht verarbeitbar: Die URL gehört nicht zu dieser Website, oder der Schlüssel passt nicht zum Protokoll." };
  if (status === 429) return { ok: false, explanation: "Zu viele Anfragen: Der Dienst hält die Übermittlungen für zu häufig. Versuche es später erneut." };
  if (status >= 300 && status < 400)
    return { ok: false, explanation: "Weiterleitung: Der Endpunkt leitet weiter; Weiterleitungen werden nicht verfolgt. Trage die Zieladresse ein." };
  if (status >= 500) return { ok: false, explanation: "Fehler beim Dienst: Der Endpunkt hat einen Serverfehler gemeldet. Versuche es später erneut." };
  return { ok: false, explanation: `Unerwartete Antwort (HTTP ${status}).` };
}

/** Resolves the endpoint's host and refuses internal addresses (unless local endpoints are allowed). */
async function checkResolvedAddress(endpoint: string): Promise<void> {
  if (allowLocal()) return;
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    throw badRequest(ENDPOINT_MESSAGES.unresolvable, { indexnowEndpoint: ENDPOINT_MESSAGES.unresolvable });
  }
  if (addresses.some((a) => isInternalAddress(a.address))) throw badRequest(ENDPOINT_MESSAGES.internal, { indexnowEndpoint: ENDPOINT_MESSAGES.internal });
}

/**
 * 'Verbindung testen': posts the home page with the key from the form (or the stored ones) to the
 * endpoint and answers its status with a German explanation. A refused endpoint is a 400 of the
 * field; no answer within 5 s or no connection is a result, not an error of the page.
 */
export async function testIndexNow(viewer: Viewer | null, raw: unknown): Promise<IndexNowTestResult> {
  requireAdmin(viewer);
  const input = parseInput(indexNowFormSchema, raw);
  const stored = await indexNowForm(viewer);
  const key = input.indexnowKey || stored.key || env().INDEXNOW_KEY || "";
  if (!INDEXNOW_KEY_RE.test(key)) throw badRequest(INDEXNOW_FORM_MESSAGES.noKey, { indexnowKey: INDEXNOW_FORM_MESSAGES.noKey });
  const endpoint = input.indexnowEndpoint || stored.endpoint || stored.defaultEndpoint;
  const problem = endpointUrlProblem(endpoint, allowLocal());
  if (problem) throw badRequest(problem, { indexnowEndpoint: problem });
  await enforceRateLimit("indexnow_test", `user:${viewer.id}`, { userId: viewer.id, message: INDEXNOW_FORM_MESSAGES.rateLimit });
  await checkResolvedAddress(endpoint);
  const base = baseUrl();
  const url = absoluteUrl(base, "/");
  try {
    const res = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ host: new URL(base).host, key, keyLocation: absoluteUrl(base, `/${key}.txt`), urlList: [url] }),
      redirect: "manual",
      signal: AbortSignal.timeout(INDEXNOW_TEST_TIMEOUT_MS),
    });
    await res.body?.cancel();
    return { ...explainIndexNowStatus(res.status), status: res.status, endpoint, url };
  } catch (error) {
    const timeout = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    logger.info({ err: error, endpoint }, "indexnow test without answer");
    return {
      ok: false,
      status: null,
      endpoint,
      url,
      explanation: timeout
        ? "Keine Antwort: Der Endpunkt hat nicht innerhalb von 5 Sekunden geantwortet."
        : "Nicht erreichbar: Zum Endpunkt konnte keine Verbindung aufgebaut werden.",
    };
  }
}
