import { TicketPercent } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { formatDate, isoDate } from "~/lib/format";
import type { OwnSubmissions } from "./submit.server";
import { STATUS_LABELS, type ModerationStatus } from "./schema";

const VARIANT = { pending: "warning", approved: "success", rejected: "destructive" } as const;
/** The member's view of a status (the back-office says 'Genehmigt'). */
const MEMBER_LABELS: Record<ModerationStatus, string> = { ...STATUS_LABELS, pending: "Wartet auf Freigabe", approved: "Freigegeben" };

function Status({ status }: { status: ModerationStatus }) {
  const { t } = useTranslation("common");
  return <Badge variant={VARIANT[status]}>{t(MEMBER_LABELS[status])}</Badge>;
}

/** 'Meine Gutscheincodes' on /account: the member's merchants and codes with their status. */
export function MySubmissions({ data }: { data: OwnSubmissions }) {
  const { t } = useTranslation("common");
  if (data.merchants.length === 0 && data.coupons.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <TicketPercent aria-hidden="true" className="size-4" />
        {t("Du hast noch keine Gutscheincodes eingereicht.")}{" "}
        <Link to="/gutscheincodes" className="font-medium text-brand-800 underline-offset-2 hover:underline">
          {t("Zu den Gutscheincodes")}
        </Link>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {data.merchants.length > 0 ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-ink">{t("Meine Merchants")}</h3>
          <ul className="divide-y divide-border rounded-lg border border-border">
            {data.merchants.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span className="font-medium">
                  {m.status === "approved" && m.slug ? (
                    <Link to={`/gutscheincode/${m.slug}`} className="text-brand-800 hover:underline">
                      {m.name}
                    </Link>
                  ) : (
                    m.name
                  )}
                </span>
                <span className="flex items-center gap-2">
                  <time dateTime={isoDate(m.createdAt)} className="text-xs text-ink-muted">
                    {formatDate(m.createdAt)}
                  </time>
                  <Status status={m.status} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.coupons.length > 0 ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-ink">{t("Meine Gutscheincodes")}</h3>
          <ul className="divide-y divide-border rounded-lg border border-border">
            {data.coupons.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span>
                  <span className="font-mono font-semibold">{c.code}</span>
                  <span className="text-ink-muted"> · {c.merchant.name}</span>
                  {c.title ? <span className="block text-xs text-ink-muted">{c.title}</span> : null}
                </span>
                <span className="flex items-center gap-2">
                  <time dateTime={isoDate(c.createdAt)} className="text-xs text-ink-muted">
                    {formatDate(c.createdAt)}
                  </time>
                  <Status status={c.status} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
