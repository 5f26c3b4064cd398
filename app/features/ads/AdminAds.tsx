import type { BulkAction } from "~/components/ui/bulk-bar";
import { RowCheckbox, SelectionHeader, useRowSelection } from "~/components/ui/data-table";
import { Megaphone, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { ConfirmDelete } from "~/components/ui/confirm-delete";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { Switch } from "~/components/ui/switch";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/format";
import { toast } from "~/lib/toast";
import { useFetcherResult, type FetcherResult } from "~/lib/use-fetcher-toast";
import { AdminAdStats } from "./AdminAdStats";
import { AdminBanners } from "./AdminBanners";
import { CampaignDialog } from "./CampaignDialog";
import { ADS_ACTION, STATUS_VARIANT, type AdminAdsData, type CampaignRow, type PlacementRow } from "./admin-types";
import { ADS_MESSAGES, campaignStatus, CAMPAIGN_STATUS_LABELS, type AdAdminTab } from "./schema";
import { trashPeriod } from "~/components/ui/trash-period";

const TABS: { id: AdAdminTab; label: string }[] = [
  { id: "werbeplaetze", label: "Werbeplätze" },
  { id: "kampagnen", label: "Kampagnen" },
  { id: "banner", label: "Banner" },
  { id: "statistiken", label: "Statistiken" },
];

function TabNav({ tab }: { tab: AdAdminTab }) {
  const { t } = useTranslation("admin");
  return (
    <nav aria-label={t("Werbung-Bereiche")} className="overflow-x-auto">
      <ul className="inline-flex h-10 items-center gap-1 rounded-lg bg-surface-muted p-1 text-ink-muted">
        {TABS.map((item) => (
          <li key={item.id} className="h-full">
            <Link
              to={`/admin/ads?tab=${item.id}`}
              aria-current={item.id === tab ? "page" : undefined}
              className={cn(
                "inline-flex h-full items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors hover:text-ink",
                "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700",
                item.id === tab && "bg-white text-brand-900 shadow-sm",
              )}
            >
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Placements: cards with an active toggle that posts at once. */
function Placements({ rows }: { rows: PlacementRow[] }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult>();
  useFetcherResult(fetcher, (d) => (d.ok ? toast.success(t(d.message ?? "")) : toast.error(t(ADS_MESSAGES.placementError))));
  if (rows.length === 0) return <EmptyState icon={Megaphone} headingLevel="h3" title={t("Keine Werbeplätze vorhanden.")} />;
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {rows.map((p) => {
        const pending = fetcher.formData?.get("id") === p.id ? fetcher.formData.get("isActive") === "1" : null;
        const checked = pending ?? p.isActive;
        return (
          <li key={p.id}>
            <Card className="flex h-full flex-col gap-2 p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-semibold text-ink">{p.name}</h3>
                  <p className="font-mono text-xs text-ink-muted">{p.placementKey}</p>
                </div>
                <Switch
                  checked={checked}
                  aria-label={t("{{name}} aktiv", { name: p.name })}
                  onCheckedChange={(next) =>
                    void fetcher.submit({ intent: "placement-toggle", id: p.id, isActive: next ? "1" : "0" }, { method: "post", action: ADS_ACTION })
                  }
                />
              </div>
              {p.description ? <p className="text-sm text-ink-muted">{p.description}</p> : null}
              <dl className="mt-auto grid grid-cols-2 gap-x-3 text-xs text-ink-muted">
                <dt>{t("Maximale Größe")}</dt>
                <dd>{p.maxWidth && p.maxHeight ? `${p.maxWidth} × ${p.maxHeight} px` : "–"}</dd>
                <dt>{t("Seitenverhältnis")}</dt>
                <dd>{p.recommendedAspectRatio ?? "–"}</dd>
              </dl>
              <Badge variant={checked ? "success" : "secondary"} className="self-start">
                {checked ? t("Aktiv") : t("Inaktiv")}
              </Badge>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

const CAMPAIGN_DELETE_KEY = "ads-campaign-delete";

/** 'Kampagne löschen?': into the 'Papierkorb' with its banners and their statistics. */
function DeleteCampaign({ row }: { row: CampaignRow }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult>({ key: CAMPAIGN_DELETE_KEY });
  return (
    <ConfirmDelete
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="text-danger"
          aria-label={t("{{name}} löschen", { name: row.name })}
          disabled={fetcher.state !== "idle" && fetcher.formData?.get("id") === row.id}
        >
          <Trash2 aria-hidden="true" />
          {t("Löschen")}
        </Button>
      }
      title={t("Kampagne löschen?")}
      description={t("„{{name}}“ kommt mit allen Bannern und ihren Statistiken für {{period}} in den Papierkorb und kann dort wiederhergestellt werden.", {
        name: row.name,
        period: trashPeriod(t),
      })}
      onConfirm={() => void fetcher.submit({ intent: "campaign-delete", id: row.id }, { method: "post", action: ADS_ACTION })}
    />
  );
}

const CAMPAIGN_NOUN = { one: "Kampagne", other: "Kampagnen" };
const CAMPAIGN_BULK: BulkAction[] = [
  { intent: "bulk-campaign-activate", label: "Aktivieren", title: "{{what}} aktivieren?", variant: "default" },
  {
    intent: "bulk-campaign-deactivate",
    label: "Deaktivieren",
    title: "{{what}} deaktivieren?",
    description: "Die Banner der ausgewählten Kampagnen werden nicht mehr ausgespielt.",
    variant: "outline",
  },
  {
    intent: "bulk-campaign-delete",
    label: "Löschen",
    title: "{{what}} löschen?",
    description: "Die ausgewählten Kampagnen kommen mit allen Bannern und ihren Statistiken in den Papierkorb und können dort wiederhergestellt werden.",
    variant: "destructive",
  },
];

/** Campaigns: cards with the derived status, the create/edit dialog and the delete. */
function Campaigns({ rows }: { rows: CampaignRow[] }) {
  const { t } = useTranslation("admin");
  const [editing, setEditing] = useState<CampaignRow | "new" | null>(null);
  const deletes = useFetcher<FetcherResult>({ key: CAMPAIGN_DELETE_KEY });
  useFetcherResult(deletes, (d) =>
    d.ok ? toast.success(t(d.message ?? "")) : toast.error(t(ADS_MESSAGES.campaignDeleteError), d.error ? { description: t(d.error) } : undefined),
  );
  const sel = useRowSelection(
    rows.map((c) => c.id),
    rows.length,
  );
  return (
    <div className="flex flex-col gap-4">
      <Button className="self-start" onClick={() => setEditing("new")}>
        <Plus aria-hidden="true" />
        {t("Neue Kampagne")}
      </Button>
      {rows.length === 0 ? (
        <EmptyState icon={Megaphone} headingLevel="h3" title={t("Noch keine Kampagnen erstellt.")} />
      ) : (
        <>
          <SelectionHeader sel={sel} noun={CAMPAIGN_NOUN} bulk={{ action: ADS_ACTION, actions: CAMPAIGN_BULK }} />
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {rows.map((c) => {
              const status = campaignStatus(c);
              return (
                <li key={c.id}>
                  <Card className="flex h-full flex-col gap-2 p-4">
                    <div className="flex items-start justify-between gap-3">
                      <RowCheckbox sel={sel} id={c.id} label={c.name} />
                      <h3 className="mr-auto font-semibold text-ink">{c.name}</h3>
                      <Badge variant={STATUS_VARIANT[status]}>{t(CAMPAIGN_STATUS_LABELS[status])}</Badge>
                    </div>
                    {c.description ? <p className="text-sm text-ink-muted">{c.description}</p> : null}
                    <p className="text-sm text-ink-muted">
                      {c.endDate
                        ? t("{{start}} bis {{end}}", { start: formatDate(c.startDate), end: formatDate(c.endDate) })
                        : t("ab {{start}}", { start: formatDate(c.startDate) })}
                    </p>
                    <div className="mt-auto flex flex-wrap items-center gap-2">
                      <Button variant="outline" size="sm" onClick={() => setEditing(c)} aria-label={t("{{name}} bearbeiten", { name: c.name })}>
                        <Pencil aria-hidden="true" />
                        {t("Bearbeiten")}
                      </Button>
                      <DeleteCampaign row={c} />
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {editing ? <CampaignDialog campaign={editing === "new" ? null : editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

/** The back-office ads tab ('Werbung & Banner Management', spec 3). */
export function AdminAds({ data }: { data: AdminAdsData }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="ads-heading" className="flex flex-col gap-4">
      <h2 id="ads-heading" className="text-xl font-semibold text-ink">
        {t("Werbung & Banner Management")}
      </h2>
      <TabNav tab={data.tab} />
      {data.tab === "werbeplaetze" ? <Placements rows={data.placements} /> : null}
      {data.tab === "kampagnen" ? <Campaigns rows={data.campaigns} /> : null}
      {data.tab === "banner" && data.banners ? <AdminBanners rows={data.banners} campaigns={data.campaigns} placements={data.placements} /> : null}
      {data.tab === "statistiken" && data.stats ? <AdminAdStats stats={data.stats} /> : null}
    </section>
  );
}
