import type { BulkAction } from "~/components/ui/bulk-bar";
import { RowCheckbox, SelectionHeader, useRowSelection } from "~/components/ui/data-table";
import { ExternalLink, Image as ImageIcon, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { ConfirmDelete } from "~/components/ui/confirm-delete";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { formatDate } from "~/lib/format";
import { toast } from "~/lib/toast";
import { useFetcherResult, type FetcherResult } from "~/lib/use-fetcher-toast";
import type { AdminBannerRow } from "./admin.server";
import { ADS_ACTION, STATUS_VARIANT, type CampaignRow, type PlacementRow } from "./admin-types";
import { BannerDialog } from "./BannerDialog";
import { ADS_MESSAGES, bannerStatus, BANNER_STATUS_LABELS } from "./schema";
import { trashPeriod } from "~/components/ui/trash-period";

const DELETE_KEY = "ads-banner-delete";

/** The delete's toast, in the list (the deleted card is gone when the answer arrives). */
function DeleteToasts() {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult>({ key: DELETE_KEY });
  useFetcherResult(fetcher, (d) => (d.ok ? toast.success(t(d.message ?? "")) : toast.error(t(ADS_MESSAGES.bannerDeleteError))));
  return null;
}

function DeleteBanner({ row }: { row: AdminBannerRow["banner"] }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult>({ key: DELETE_KEY });
  return (
    <ConfirmDelete
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("{{name}} löschen", { name: row.name })}
          disabled={fetcher.state !== "idle" && fetcher.formData?.get("id") === row.id}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={t("Banner löschen?")}
      description={t("„{{name}}“ kommt mit seinen Statistiken für {{period}} in den Papierkorb und kann dort wiederhergestellt werden.", {
        name: row.name,
        period: trashPeriod(t),
      })}
      onConfirm={() => void fetcher.submit({ intent: "banner-delete", id: row.id }, { method: "post", action: ADS_ACTION })}
    />
  );
}

const BANNER_NOUN = { one: "Banner", other: "Banner" };
const BANNER_BULK: BulkAction[] = [
  { intent: "bulk-banner-activate", label: "Aktivieren", title: "{{what}} aktivieren?", variant: "default" },
  {
    intent: "bulk-banner-deactivate",
    label: "Deaktivieren",
    title: "{{what}} deaktivieren?",
    description: "Die ausgewählten Banner werden nicht mehr ausgespielt.",
    variant: "outline",
  },
  {
    intent: "bulk-banner-delete",
    label: "Löschen",
    title: "{{what}} löschen?",
    description: "Die ausgewählten Banner kommen mit ihren Statistiken in den Papierkorb und können dort wiederhergestellt werden.",
    variant: "destructive",
  },
];

/** Banners: cards with everything spec 3 lists, the derived status, the dialog and the empty state. */
export function AdminBanners({ rows, campaigns, placements }: { rows: AdminBannerRow[]; campaigns: CampaignRow[]; placements: PlacementRow[] }) {
  const { t } = useTranslation("admin");
  const [editing, setEditing] = useState<AdminBannerRow["banner"] | "new" | null>(null);
  const create = (
    <Button onClick={() => setEditing("new")}>
      <Plus aria-hidden="true" />
      {rows.length === 0 ? t(ADS_MESSAGES.firstBanner) : t("Neuer Banner")}
    </Button>
  );
  const sel = useRowSelection(
    rows.map((r) => r.banner.id),
    rows.length,
  );
  return (
    <div className="flex flex-col gap-4">
      <DeleteToasts />
      {rows.length === 0 ? (
        <EmptyState icon={ImageIcon} headingLevel="h3" title={t(ADS_MESSAGES.noBanners)} action={create} />
      ) : (
        <>
          <div className="self-start">{create}</div>
          <SelectionHeader sel={sel} noun={BANNER_NOUN} bulk={{ action: ADS_ACTION, actions: BANNER_BULK }} />
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {rows.map(({ banner: b, campaignName, placementName, placementKey }) => {
              const status = bannerStatus(b);
              return (
                <li key={b.id}>
                  <Card className="flex h-full flex-col gap-0 overflow-hidden py-0" data-testid={`banner-card-${b.id}`}>
                    <div className="relative bg-surface-muted">
                      <img src={b.imageUrl} alt={b.altText ?? ""} className="h-32 w-full object-contain" loading="lazy" />
                      <div className="absolute top-2 left-2 flex items-center gap-1">
                        <span className="rounded bg-white/90 px-1.5 py-1">
                          <RowCheckbox sel={sel} id={b.id} label={b.name} />
                        </span>
                        <Badge variant={STATUS_VARIANT[status]}>{t(BANNER_STATUS_LABELS[status])}</Badge>
                        {b.linkUrl ? (
                          <Badge variant="outline" title={b.linkUrl}>
                            <ExternalLink aria-hidden="true" className="size-3" />
                            {t("Link")}
                          </Badge>
                        ) : null}
                      </div>
                      <div className="absolute top-1 right-1 rounded-lg bg-white/90">
                        <DeleteBanner row={b} />
                      </div>
                    </div>
                    <div className="flex flex-1 flex-col gap-2 p-4">
                      <h3 className="font-semibold text-ink">{b.name}</h3>
                      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                        <dt className="text-ink-muted">{t("Werbeplatz")}</dt>
                        <dd>
                          {placementName} <span className="font-mono text-xs text-ink-muted">({placementKey})</span>
                        </dd>
                        <dt className="text-ink-muted">{t("Kampagne")}</dt>
                        <dd>{campaignName}</dd>
                        <dt className="text-ink-muted">{t("Priorität")}</dt>
                        <dd>{b.priority}</dd>
                        <dt className="text-ink-muted">{t("Gewichtung")}</dt>
                        <dd>{b.weight}</dd>
                        <dt className="text-ink-muted">{t("Zeitraum")}</dt>
                        <dd>{b.endDate ? `${formatDate(b.startDate)} – ${formatDate(b.endDate)}` : t("ab {{start}}", { start: formatDate(b.startDate) })}</dd>
                      </dl>
                      <Button
                        variant="outline"
                        size="sm"
                        className="mt-auto self-start"
                        onClick={() => setEditing(b)}
                        aria-label={t("{{name}} bearbeiten", { name: b.name })}
                      >
                        <Pencil aria-hidden="true" />
                        {t("Bearbeiten")}
                      </Button>
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {editing ? (
        <BannerDialog banner={editing === "new" ? null : editing} campaigns={campaigns} placements={placements} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
