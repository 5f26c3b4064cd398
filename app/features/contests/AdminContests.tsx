import { Bell } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { LoadErrors } from "~/components/ui/load-errors";
import { cn } from "~/lib/cn";
import type { ContestNotification, AdminContestRow } from "./admin-list.server";
import type { AuditGroup } from "./admin-audit.server";
import type { AdminContestConfig } from "./admin-config.server";
import { formatStamp, type ContestAdminQuery, type ContestAdminView } from "./admin-schema";
import { AdminContestAudit } from "./AdminContestAudit";
import { AdminContestConfigForm } from "./AdminContestConfig";
import { AdminContestList } from "./AdminContestList";
import { formatAmount } from "~/lib/format";

export type AdminContestsData = {
  query: ContestAdminQuery;
  notifications: ContestNotification[];
  contests?: AdminContestRow[];
  groups?: AuditGroup[];
  config?: AdminContestConfig;
  /** Parts that failed to load (their spec texts). */
  loadErrors?: string[];
};

const VIEWS: { id: ContestAdminView; label: string }[] = [
  { id: "gewinnspiele", label: "Gewinnspiele" },
  { id: "audit-logs", label: "Erweiterte Audit-Logs" },
  { id: "konfiguration", label: "Konfiguration" },
];

function ViewNav({ active }: { active: ContestAdminView }) {
  const { t } = useTranslation("admin");
  return (
    <nav aria-label={t("Gewinnspiel-Bereiche")} className="overflow-x-auto">
      <ul className="inline-flex h-10 items-center gap-1 rounded-lg bg-surface-muted p-1 text-ink-muted">
        {VIEWS.map((v) => (
          <li key={v.id} className="h-full">
            <Link
              to={`/admin/contests?ansicht=${v.id}`}
              aria-current={v.id === active ? "page" : undefined}
              className={cn(
                "inline-flex h-full items-center rounded-md px-3 text-sm font-medium whitespace-nowrap hover:text-ink",
                "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700",
                v.id === active && "bg-white text-brand-900 shadow-sm",
              )}
            >
              {t(v.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The latest 10 contest_created messages (of all admins, one per contest). */
function LatestNotifications({ rows }: { rows: ContestNotification[] }) {
  const { t } = useTranslation("admin");
  return (
    <Card className="flex flex-col gap-3 p-4" aria-labelledby="contest-notifications-heading" role="region">
      <h3 id="contest-notifications-heading" className="flex items-center gap-2 font-semibold text-ink">
        <Bell aria-hidden="true" className="size-4 text-brand-700" />
        {t("Neue Gewinnspiele")}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("Keine Benachrichtigungen.")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border text-sm">
          {rows.map((n) => (
            <li key={n.id} className="py-2 first:pt-0 last:pb-0">
              <p className="font-medium break-words text-ink">{n.contestTitle}</p>
              <p className="text-xs text-ink-muted">
                {n.prizeValue !== null ? `${formatAmount(n.prizeValue, n.currency ?? "EUR")} · ` : ""}
                <time dateTime={n.createdAt}>{formatStamp(n.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** /admin/contests: the view switch, the current view and the notifications card. */
export function AdminContests({ data }: { data: AdminContestsData }) {
  const { t } = useTranslation("admin");
  const { query } = data;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold text-ink">{t("Gewinnspiele")}</h2>
        <ViewNav active={query.ansicht} />
      </header>
      <LoadErrors errors={data.loadErrors} className="space-y-2" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          {data.contests ? <AdminContestList rows={data.contests} q={query.q} /> : null}
          {data.groups ? <AdminContestAudit groups={data.groups} query={query} /> : null}
          {data.config ? <AdminContestConfigForm config={data.config} /> : null}
        </div>
        <aside className="min-w-0">
          <LatestNotifications rows={data.notifications} />
        </aside>
      </div>
    </div>
  );
}
