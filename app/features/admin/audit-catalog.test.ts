import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AREA_TABLES } from "./audit-names.server";
import {
  AUDIT_ACTIONS,
  AUDIT_AREAS,
  AUDIT_EXTRA_FIELDS,
  AUDIT_HIDDEN_FIELDS,
  AUDIT_VALUE_FIELDS,
  auditActionKey,
  type AuditArea,
  auditAreaKey,
  auditFieldKey,
  auditValueKey,
} from "~/lib/audit-catalog";

/**
 * Every area, action and field the audit log records has its German label in admin.json (issue
 * #25: no raw keys such as `is_verified` in the 'Audit-Logs' tab). The fields of an area are its
 * table's columns plus the extra fields its entries carry.
 */
const admin = JSON.parse(readFileSync(fileURLToPath(new URL("../../../public/locales/de/admin.json", import.meta.url)), "utf8")) as Record<string, string>;

const TABLES = AREA_TABLES;

function fieldsOf(area: AuditArea): string[] {
  const table = TABLES[area];
  return [...(table ? Object.keys(getTableColumns(table)) : []), ...(AUDIT_EXTRA_FIELDS[area] ?? [])];
}

describe("audit log labels", () => {
  it("name every area and action in German", () => {
    const missing = [...AUDIT_AREAS.map(auditAreaKey), ...AUDIT_ACTIONS.map(auditActionKey)].filter((k) => !admin[k]);
    expect(missing).toEqual([]);
  });

  it("label every field of every area (technical fields left out of the list need none)", () => {
    const missing = AUDIT_AREAS.flatMap((area) =>
      fieldsOf(area)
        .filter((f) => !AUDIT_HIDDEN_FIELDS.has(f) && !admin[auditFieldKey(area, f)])
        .map((f) => `${area}.${f}`),
    );
    expect(missing).toEqual([]);
    expect(admin[auditFieldKey("provider", "verified")]).toBe("Verifiziert");
    expect(admin[auditFieldKey("user", "canCreateB2b")]).toBe("Darf B2B-Einträge erstellen");
  });

  it("label the values of fixed sets, and use no key that is not listed", () => {
    const missing = Object.entries(AUDIT_VALUE_FIELDS).flatMap(([field, values]) =>
      values.filter((v) => !admin[auditValueKey(field, v)]).map((v) => `${field}.${v}`),
    );
    expect(missing).toEqual([]);
    const known = new Set([
      ...AUDIT_AREAS.map(auditAreaKey),
      ...AUDIT_ACTIONS.map(auditActionKey),
      ...AUDIT_AREAS.flatMap((area) => fieldsOf(area).map((f) => auditFieldKey(area, f))),
      ...Object.entries(AUDIT_VALUE_FIELDS).flatMap(([field, values]) => values.map((v) => auditValueKey(field, v))),
    ]);
    expect(Object.keys(admin).filter((k) => k.startsWith("audit.") && !known.has(k))).toEqual([]);
  });
});
