import { useTranslation } from "react-i18next";
import { Pencil } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { formatDate } from "~/lib/format";
import { PROVIDER_STATUS_LABELS } from "./categories";
import type { OwnProviderSubmission } from "./submissions.server";
import { providerPath } from "~/lib/paths";

const STATUS_VARIANT = { pending: "warning", approved: "success", rejected: "destructive" } as const;

/**
 * 'Meine Einträge' on the own profile page: every provider the member submitted with its status
 * (Ausstehend, Freigegeben, Abgelehnt) and, for a rejection, the admins' reason; the listings
 * managed through a claim too; each with 'Eintrag bearbeiten' (issue #26).
 */
export function MySubmittedProviders({ items }: { items: OwnProviderSubmission[] }) {
  const { t } = useTranslation("common");
  return (
    <section aria-labelledby="own-submissions-heading" className="flex flex-col gap-3" data-testid="own-submissions">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="own-submissions-heading" className="text-xl font-semibold text-ink">
          {t("Meine Einträge")}
        </h2>
        <p className="text-sm text-ink-muted">{t("Nur für dich sichtbar")}</p>
      </div>
      {items.length === 0 ? (
        <div className="flex flex-col items-start gap-2 rounded-card border border-dashed border-border bg-white p-4">
          <p className="text-ink-muted">{t("Du hast noch keinen Anbieter eingereicht.")}</p>
          <ButtonLink to="/add-provider" variant="outline" size="sm">
            {t("Anbieter hinzufügen")}
          </ButtonLink>
        </div>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((p) => (
            <li key={p.id} className="flex flex-col gap-1 rounded-card border border-border bg-white p-4" data-testid="own-submission">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link to={providerPath(p)} className="font-semibold text-ink underline-offset-2 hover:underline">
                  {p.name}
                </Link>
                <Badge variant={STATUS_VARIANT[p.status]}>{t(PROVIDER_STATUS_LABELS[p.status])}</Badge>
              </div>
              <p className="text-sm text-ink-muted">
                {[p.city, p.claimed ? t("von dir verwaltet") : t("eingereicht am {{date}}", { date: formatDate(p.createdAt) })].filter(Boolean).join(" · ")}
              </p>
              {p.status === "rejected" && p.rejectionReason ? (
                <p className="text-sm break-words whitespace-pre-line text-ink">
                  <span className="font-medium">{t("Begründung:")}</span> {p.rejectionReason}
                </p>
              ) : null}
              <ButtonLink
                to={`${providerPath(p)}/bearbeiten`}
                variant="outline"
                size="sm"
                icon={Pencil}
                className="mt-1 min-h-11 w-fit"
                data-testid="own-submission-edit"
              >
                {t("Eintrag bearbeiten")}
                <span className="sr-only">: {p.name}</span>
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
