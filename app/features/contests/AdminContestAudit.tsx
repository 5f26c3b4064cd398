import { ChevronDown, Download, History } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { QueryForm, QuerySearch, QuerySelect } from "~/components/ui/query-form";
import type { AuditGroup } from "./admin-audit.server";
import { AUDIT_FILTER_LABELS, AUDIT_STATUS_FILTERS, CONTEST_ADMIN_LIMITS, formatStamp, type ContestAdminQuery } from "./admin-schema";
import { ContestStatusBadge } from "./AdminContestData";
import { AuditTimeline } from "./AdminContestDialogs";

function Group({ g }: { g: AuditGroup }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  const panelId = `audit-group-${g.contestId}`;
  return (
    <Card className="overflow-hidden" data-testid="audit-group" data-contest-id={g.contestId}>
      <h4>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 p-4 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700"
        >
          <span className="min-w-0 flex-1 basis-48 font-semibold break-words text-ink">{g.title}</span>
          <ContestStatusBadge status={g.status} />
          <span className="text-xs text-ink-muted">{t("{{n}} Logs", { count: g.logCount, n: g.logCount.toLocaleString("de-DE") })}</span>
          <span className="text-xs text-ink-muted">{t("{{n}} Teilnehmer", { n: g.participantCount })}</span>
          <span className="text-xs text-ink-muted">
            {t("Letzte Aktivität")}: {g.lastActivity ? formatStamp(g.lastActivity) : "–"}
          </span>
          <code className="text-xs text-ink-muted" title={g.contestId}>
            #{g.shortId}
          </code>
          <ChevronDown aria-hidden="true" className={open ? "size-4 rotate-180 text-ink-muted" : "size-4 text-ink-muted"} />
        </button>
      </h4>
      {open ? (
        <div id={panelId} className="border-t border-border p-4">
          <AuditTimeline contestId={g.contestId} limit={CONTEST_ADMIN_LIMITS.auditAdvanced} />
        </div>
      ) : null}
    </Card>
  );
}

/** The advanced audit-log view: status filter, title search, CSV export, expandable groups. */
export function AdminContestAudit({ groups, query }: { groups: AuditGroup[]; query: ContestAdminQuery }) {
  const { t } = useTranslation("admin");
  const csv = new URLSearchParams({ status: query.status, q: query.q });
  return (
    <section aria-labelledby="contest-audit-heading" className="flex flex-col gap-4">
      <h3 id="contest-audit-heading" className="text-lg font-semibold text-ink">
        {t("Erweiterte Audit-Logs")}
      </h3>
      <QueryForm
        submitLabel={t("Filtern")}
        label={t("Audit-Logs filtern")}
        extra={
          <ButtonLink href={`/admin/contests/audit-logs.csv?${csv.toString()}`} download icon={Download} variant="outline">
            {t("CSV exportieren")}
          </ButtonLink>
        }
      >
        <input type="hidden" name="ansicht" value="audit-logs" />
        <QuerySelect
          id="audit-status"
          name="status"
          label={t("Status")}
          defaultValue={query.status}
          options={AUDIT_STATUS_FILTERS.map((s) => ({ value: s, label: t(AUDIT_FILTER_LABELS[s]) }))}
          className="sm:w-44"
        />
        <QuerySearch id="audit-search" label={t("Titel suchen")} defaultValue={query.q} />
      </QueryForm>
      {groups.length === 0 ? (
        <EmptyState icon={History} headingLevel="p" title={t("Keine Gewinnspiele gefunden.")} />
      ) : (
        <ul className="flex flex-col gap-3">
          {groups.map((g) => (
            <li key={g.contestId}>
              <Group g={g} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
