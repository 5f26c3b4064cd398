import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { userRecordPath } from "~/lib/admin-paths";
import { DataTable, type Column } from "~/components/ui/data-table";
import { formatDateTime } from "~/lib/format";
import { PROVIDER_CATEGORY_LABELS } from "~db/provider-categories";
import type { AuditLogRow } from "./audit.server";
import { AUDIT_REF_FIELDS, auditActionKey, auditAreaKey, type AuditChange, auditFieldKey, auditNameKey, auditValueKey } from "~/lib/audit-catalog";

type T = (key: string, options?: Record<string, unknown>) => string;

/** The text of `key`, or `fallback` when the locale has none (t answers with the key itself then). */
function label(t: T, key: string, fallback: string): string {
  const text = t(key);
  return text === key ? fallback : text;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MAX_TEXT = 160;

/** Names of objects that reference fields point to (`area:id` → name), from the loader. */
type Names = Record<string, string>;

/** A value as the list shows it: German yes/no, dates dd.MM.yyyy, labels of fixed sets, names for ids, shortened texts. */
export function auditValue(t: T, field: string, value: unknown, names: Names = {}): string {
  if (value === null || value === undefined || value === "") return "–";
  if (typeof value === "boolean") return value ? t("Ja") : t("Nein");
  if (Array.isArray(value)) return value.length ? value.map((v) => auditValue(t, field, v, names)).join(", ") : "–";
  const ref = AUDIT_REF_FIELDS[field];
  if (ref && typeof value === "string") return names[auditNameKey(ref, value)] ?? t("nicht mehr vorhanden");
  if (typeof value === "object") return JSON.stringify(value);
  const text = String(value);
  if ((field === "category" || field === "categories") && text in PROVIDER_CATEGORY_LABELS)
    return PROVIDER_CATEGORY_LABELS[text as keyof typeof PROVIDER_CATEGORY_LABELS];
  if (typeof value === "string" && ISO_DATE.test(text)) return formatDateTime(text);
  if (typeof value === "number") return value.toLocaleString("de-DE");
  const known = label(t, auditValueKey(field, text), "");
  if (known) return known;
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

/** The German name of a field of an area; a site setting without a label is named by its key (its name is data). */
export function auditFieldLabel(t: T, area: string, field: string): string {
  const fallback = area === "site_settings" ? t("Einstellung „{{key}}“", { key: field }) : t("Weiteres Feld");
  return label(t, auditFieldKey(area, field), fallback);
}

/** Lists longer than this fold away behind 'Alle N Felder anzeigen' (creations and deletions list every field). */
const SHOWN = 6;

function ChangeList({ area, changes, names }: { area: string; changes: AuditChange[]; names: Names }) {
  const { t } = useTranslation("admin");
  return (
    <dl className="flex flex-col gap-1 text-xs" data-testid="audit-changes">
      {changes.map((c) => (
        <div key={c.field} className="flex flex-wrap gap-x-1">
          <dt className="font-medium text-ink">{auditFieldLabel(t, area, c.field)}:</dt>
          <dd className="min-w-0 text-ink-muted wrap-anywhere">
            {"before" in c && "after" in c ? (
              <>
                <del className="decoration-danger/60">{auditValue(t, c.field, c.before, names)}</del>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> {t("wird zu")} </span>
                <ins className="text-ink no-underline">{auditValue(t, c.field, c.after, names)}</ins>
              </>
            ) : (
              auditValue(t, c.field, "after" in c ? c.after : c.before, names)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Changes({ area, changes, names }: { area: string; changes: AuditChange[]; names: Names }) {
  const { t } = useTranslation("admin");
  if (changes.length === 0) return <span className="text-ink-muted">–</span>;
  if (changes.length <= SHOWN) return <ChangeList area={area} changes={changes} names={names} />;
  return (
    <div className="flex flex-col gap-1">
      <ChangeList area={area} changes={changes.slice(0, SHOWN - 2)} names={names} />
      <details className="text-xs">
        <summary className="cursor-pointer font-medium text-brand-800 underline-offset-2 hover:underline">
          {t("Alle {{n}} Felder anzeigen", { count: changes.length, n: changes.length })}
        </summary>
        <div className="mt-1">
          <ChangeList area={area} changes={changes.slice(SHOWN - 2)} names={names} />
        </div>
      </details>
    </div>
  );
}

const NOUN = { one: "Eintrag", other: "Einträge" };

/**
 * The audit log's table (the back-office DataTable): the count, time, admin, German action, the
 * object by area and name, and the changed fields; 'Keine Einträge gefunden.' when none match.
 */
export function AuditLogTable({ rows, total, names = {} }: { rows: AuditLogRow[]; total: number; names?: Names }) {
  const { t } = useTranslation("admin");
  const columns: Column<AuditLogRow>[] = [
    { id: "time", header: "Zeit", className: "whitespace-nowrap", cell: (row) => formatDateTime(row.createdAt) },
    {
      id: "admin",
      header: "Admin",
      cell: (row) =>
        row.actorId && row.actorName ? (
          <Link to={userRecordPath(row.actorId)} className="text-brand-800 underline">
            {row.actorName}
          </Link>
        ) : (
          (row.actorName ?? t("gelöschtes Konto"))
        ),
    },
    { id: "action", header: "Aktion", phone: "title", cell: (row) => label(t, auditActionKey(row.action), t("Sonstige Änderung")) },
    {
      id: "object",
      header: "Objekt",
      className: "max-w-56",
      cell: (row) => (
        <>
          <span className="block text-xs text-ink-muted">{label(t, auditAreaKey(row.targetType), t("Sonstiges"))}</span>
          {row.targetType === "user" && row.targetId ? (
            <Link to={userRecordPath(row.targetId)} className="block break-words font-medium text-brand-800 underline">
              {row.targetLabel ?? t("ohne Namen")}
            </Link>
          ) : (
            <span className="block break-words font-medium text-ink">{row.targetLabel ?? (row.targetId ? t("ohne Namen") : "–")}</span>
          )}
        </>
      ),
    },
    {
      id: "changes",
      header: "Änderungen",
      className: "max-w-96 min-w-56",
      cell: (row) => <Changes area={row.targetType} changes={row.changes} names={names} />,
    },
  ];
  return (
    <DataTable
      rows={rows}
      getId={(row) => row.id}
      getLabel={(row) => row.targetLabel ?? row.action}
      columns={columns}
      total={total}
      noun={NOUN}
      empty="Keine Einträge gefunden."
      rowTestId={() => "audit-row"}
      caption={t("Audit-Logs")}
    />
  );
}
