import { asc, inArray } from "drizzle-orm";
import { z } from "zod";
import { siteSettings } from "~db/schema";
import type { Transaction } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { requireAdmin } from "~/lib/http.server";
import { parseInput } from "~/lib/request.server";
import { discardUploads, markUploadsReferenced } from "~/lib/uploads.server";
import { env } from "~/lib/env.server";
import { storeFavicon } from "./favicon.server";
import { OPERATOR_FIELDS, operatorSettingKey, type OperatorData } from "~/lib/operator";
import { getSiteSettings, invalidateSiteSettings } from "./settings.server";
import { writeAuditLog } from "~/lib/audit-log.server";
import { endpointUrlProblem } from "~/lib/endpoint-address.server";

/**
 * /admin/site-settings (spec 3 "Website settings", sections 5, 7, 8): site title and favicon, the
 * operator's imprint data, and the generic key/value form (upsert on setting_key). Admins only;
 * every change is one transaction with its audit row; the settings cache (and so the page cache)
 * is dropped afterwards.
 */
export const SITE_SETTINGS_MESSAGES = {
  saved: "Einstellungen gespeichert",
  nothingChanged: "Keine Änderungen zu speichern",
  saveFailed: "Fehler beim Speichern der Einstellungen",
  someFailed: "Einige Einstellungen konnten nicht gespeichert werden",
  settingSaved: "Einstellung gespeichert",
  settingFailed: "Fehler beim Speichern der Einstellung",
  operatorSaved: "Betreiberangaben gespeichert",
} as const;

export type SettingRow = { key: string; value: string; updatedAt: string };

/** Every stored setting (the key/value list of the page). */
export async function listSettings(viewer: Viewer | null): Promise<SettingRow[]> {
  requireAdmin(viewer);
  const rows = await db.select().from(siteSettings).orderBy(asc(siteSettings.settingKey));
  return rows.map((r) => ({ key: r.settingKey, value: r.settingValue ?? "", updatedAt: r.updatedAt.toISOString() }));
}

async function upsert(tx: Transaction, viewer: Viewer, key: string, value: string | null) {
  await tx
    .insert(siteSettings)
    .values({ settingKey: key, settingValue: value, updatedBy: viewer.id, updatedAt: new Date() })
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: value, updatedBy: viewer.id, updatedAt: new Date() } });
}

async function currentValues(tx: Transaction, keys: string[]): Promise<Map<string, string | null>> {
  const rows = await tx.select().from(siteSettings).where(inArray(siteSettings.settingKey, keys)).for("update");
  return new Map(rows.map((r) => [r.settingKey, r.settingValue]));
}

const basicsSchema = z.object({
  siteTitle: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: "Bitte gib einen Seitentitel ein." })
      .min(1, "Bitte gib einen Seitentitel ein.")
      .max(100, "Der Seitentitel darf höchstens 100 Zeichen haben."),
  ),
});

/**
 * Site title and (optionally) a new favicon. Returns `changed: false` when nothing differs (the
 * page shows the spec's info 'Keine Änderungen zu speichern').
 */
export async function saveSiteBasics(viewer: Viewer | null, raw: unknown, favicon?: File): Promise<{ changed: boolean; faviconUrl: string }> {
  requireAdmin(viewer);
  const input = parseInput(basicsSchema, raw);
  const before = await getSiteSettings();
  if (!favicon && input.siteTitle === before.siteTitle) return { changed: false, faviconUrl: before.faviconUrl };
  const stored = favicon ? await storeFavicon(favicon, viewer.id) : null;
  let old: Map<string, string | null>;
  try {
    old = await db.transaction(async (tx) => {
      const current = await currentValues(tx, ["site_title", "favicon_url"]);
      await upsert(tx, viewer, "site_title", input.siteTitle);
      if (stored) {
        await upsert(tx, viewer, "favicon_url", stored.url);
        await markUploadsReferenced([stored.url], tx);
      }
      await writeAuditLog(tx, viewer, {
        action: "site_settings_update",
        targetType: "site_settings",
        targetId: "site_title,favicon_url",
        before: Object.fromEntries(current),
        after: { site_title: input.siteTitle, ...(stored ? { favicon_url: stored.url } : {}) },
      });
      return current;
    });
  } catch (error) {
    if (stored) await discardUploads([stored.url]);
    throw error;
  }
  invalidateSiteSettings();
  // The replaced favicon is deleted when nothing else uses it (our uploads only).
  if (stored) await discardUploads([old.get("favicon_url")]);
  return { changed: true, faviconUrl: stored?.url ?? before.faviconUrl };
}

/** Keys of the generic form: lower-case letters, digits and underscores. */
const SETTING_KEY_RE = /^[a-z][a-z0-9_]{1,63}$/;
const URL_KEYS = new Set(["favicon_url", "default_og_image", "indexnow_endpoint"]);

const settingSchema = z
  .object({
    key: z.string().trim().regex(SETTING_KEY_RE, "Der Schlüssel darf nur Kleinbuchstaben, Ziffern und _ enthalten (2 bis 64 Zeichen)."),
    value: z.string().max(5000, "Der Wert darf höchstens 5000 Zeichen haben.").default(""),
  })
  .superRefine((v, ctx) => {
    const value = v.value.trim();
    const endpointProblem = value && v.key === "indexnow_endpoint" ? endpointUrlProblem(value, env().INDEXNOW_ALLOW_LOCAL || env().NODE_ENV === "test") : null;
    if (endpointProblem) ctx.addIssue({ code: "custom", path: ["value"], message: endpointProblem });
    else if (value && URL_KEYS.has(v.key) && !/^\/(?!\/)\S*$/.test(value) && !/^https?:\/\/[^\s/]+\S*$/i.test(value))
      ctx.addIssue({ code: "custom", path: ["value"], message: "Der Wert muss mit / oder http(s):// beginnen." });
    if (value && v.key === "indexnow_key" && !/^[A-Za-z0-9-]{8,128}$/.test(value))
      ctx.addIssue({ code: "custom", path: ["value"], message: "Der IndexNow-Schlüssel besteht aus 8 bis 128 Buchstaben, Ziffern oder Bindestrichen." });
    if (v.key === "site_title" && !value) ctx.addIssue({ code: "custom", path: ["value"], message: "Bitte gib einen Seitentitel ein." });
  });

/** One key/value pair (upsert on setting_key); an empty value is stored as null. */
export async function saveSetting(viewer: Viewer | null, raw: unknown): Promise<void> {
  requireAdmin(viewer);
  const input = parseInput(settingSchema, raw);
  const value = input.value.trim() || null;
  await db.transaction(async (tx) => {
    const current = await currentValues(tx, [input.key]);
    await upsert(tx, viewer, input.key, value);
    await writeAuditLog(tx, viewer, {
      action: "site_setting_upsert",
      targetType: "site_settings",
      targetId: input.key,
      before: current.has(input.key) ? { [input.key]: current.get(input.key) } : null,
      after: { [input.key]: value },
    });
  });
  invalidateSiteSettings();
}

const operatorSchema = z
  .object(
    Object.fromEntries(
      OPERATOR_FIELDS.map((f) => [
        f.key,
        z.preprocess(
          (v) => (typeof v === "string" ? v.trim() : v),
          f.required
            ? z
                .string({ error: `Bitte fülle „${f.label}“ aus.` })
                .min(1, `Bitte fülle „${f.label}“ aus.`)
                .max(f.max, `„${f.label}“ darf höchstens ${f.max} Zeichen haben.`)
            : z.string().max(f.max, `„${f.label}“ darf höchstens ${f.max} Zeichen haben.`).default(""),
        ),
      ]),
    ) as unknown as Record<keyof OperatorData, z.ZodType<string>>,
  )
  .superRefine((v, ctx) => {
    if (v.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email)) ctx.addIssue({ code: "custom", path: ["email"], message: "Ungültiges E-Mail-Format" });
    if (v.phone && !/^[\d\s+()/-]{7,}$/.test(v.phone)) ctx.addIssue({ code: "custom", path: ["phone"], message: "Ungültiges Telefonnummer-Format" });
  });

/** The operator's imprint data: all fields in one transaction (required: name, address, e-mail, responsible person). */
export async function saveOperator(viewer: Viewer | null, raw: unknown): Promise<{ changed: boolean }> {
  requireAdmin(viewer);
  const input = parseInput(operatorSchema, raw) as OperatorData;
  const keys = OPERATOR_FIELDS.map((f) => operatorSettingKey(f.key));
  const changed = await db.transaction(async (tx) => {
    const current = await currentValues(tx, keys);
    const changes = OPERATOR_FIELDS.filter((f) => (current.get(operatorSettingKey(f.key)) ?? "") !== input[f.key]);
    if (!changes.length) return false;
    for (const f of changes) await upsert(tx, viewer, operatorSettingKey(f.key), input[f.key] || null);
    await writeAuditLog(tx, viewer, {
      action: "operator_update",
      targetType: "site_settings",
      targetId: "operator",
      before: Object.fromEntries(changes.map((f) => [operatorSettingKey(f.key), current.get(operatorSettingKey(f.key)) ?? null])),
      after: Object.fromEntries(changes.map((f) => [operatorSettingKey(f.key), input[f.key] || null])),
    });
    return true;
  });
  if (changed) invalidateSiteSettings();
  return { changed };
}
