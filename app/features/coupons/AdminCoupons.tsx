import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import { QueryForm, QuerySearch, QuerySelect } from "~/components/ui/query-form";
import { cn } from "~/lib/cn";
import type { AdminCouponRow, AdminMerchantRow } from "./admin-list.server";
import { AdminActionToasts } from "./AdminRowActions";
import { CouponTable, MerchantTable } from "./AdminTables";
import { STATUS_FILTERS, STATUS_LABELS, type AdminCouponTab, type StatusFilter } from "./schema";

export type AdminCouponsData = {
  tab: AdminCouponTab;
  counts: { pending: number; merchants: number; coupons: number };
  query: { q: string; status: StatusFilter };
  pending?: { merchants: AdminMerchantRow[]; coupons: AdminCouponRow[] };
  merchants?: { rows: AdminMerchantRow[]; total: number; page: number; pageSize: number };
  coupons?: { rows: AdminCouponRow[]; total: number; page: number; pageSize: number };
};

const TABS: { id: AdminCouponTab; label: string; count: keyof AdminCouponsData["counts"] }[] = [
  { id: "ausstehend", label: "Ausstehend ({{n}})", count: "pending" },
  { id: "merchants", label: "Alle Merchants ({{n}})", count: "merchants" },
  { id: "gutscheine", label: "Alle Gutscheine ({{n}})", count: "coupons" },
];

/** The three views as links (their lists, filters and pages live in the URL). */
function TabNav({ tab, counts }: { tab: AdminCouponTab; counts: AdminCouponsData["counts"] }) {
  const { t } = useTranslation("admin");
  return (
    <nav aria-label={t("Gutschein-Bereiche")} className="overflow-x-auto">
      <ul className="inline-flex h-10 items-center gap-1 rounded-lg bg-surface-muted p-1 text-ink-muted">
        {TABS.map((item) => {
          const active = item.id === tab;
          return (
            <li key={item.id} className="h-full">
              <Link
                to={item.id === "ausstehend" ? "/admin/coupons" : `/admin/coupons?tab=${item.id}`}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-full items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors hover:text-ink",
                  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700",
                  active && "bg-white text-brand-900 shadow-sm",
                )}
              >
                {t(item.label, { n: counts[item.count] })}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Filters({ tab, query, searchLabel }: { tab: AdminCouponTab; query: AdminCouponsData["query"]; searchLabel: string }) {
  const { t } = useTranslation("admin");
  return (
    <QueryForm submitLabel={t("Filtern")} label={t("Filter")}>
      <input type="hidden" name="tab" value={tab} />
      <QuerySearch id={`${tab}-q`} label={searchLabel} defaultValue={query.q} />
      <QuerySelect
        id={`${tab}-status`}
        name="status"
        label={t("Status")}
        defaultValue={query.status}
        className="sm:w-48"
        options={STATUS_FILTERS.map((s) => ({ value: s, label: s === "all" ? t("Alle Status") : t(STATUS_LABELS[s]) }))}
      />
    </QueryForm>
  );
}

function Paged({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  return <Pagination page={page} pageCount={Math.max(1, Math.ceil(total / pageSize))} />;
}

/** The back-office coupons tab (spec 3 'Coupon and merchant moderation'). */
export function AdminCoupons({ data }: { data: AdminCouponsData }) {
  const { t } = useTranslation("admin");
  const { tab, counts, query } = data;
  return (
    <section aria-labelledby="coupons-heading" className="flex flex-col gap-4">
      <AdminActionToasts />
      <h2 id="coupons-heading" className="text-xl font-semibold text-ink">
        {t("Gutscheine & Merchants")}
      </h2>
      <TabNav tab={tab} counts={counts} />
      {data.pending ? (
        <>
          <h3 className="text-lg font-semibold text-ink">{t("Ausstehende Merchants")}</h3>
          <MerchantTable
            rows={data.pending.merchants}
            total={data.pending.merchants.length}
            caption={t("Ausstehende Merchants")}
            empty="Keine ausstehenden Merchants."
          />
          <h3 className="text-lg font-semibold text-ink">{t("Ausstehende Gutscheincodes")}</h3>
          <CouponTable
            rows={data.pending.coupons}
            total={data.pending.coupons.length}
            caption={t("Ausstehende Gutscheincodes")}
            empty="Keine ausstehenden Gutscheincodes."
          />
        </>
      ) : null}
      {data.merchants ? (
        <>
          <Filters tab={tab} query={query} searchLabel={t("Suche (Name, Website, Ersteller)")} />
          <MerchantTable rows={data.merchants.rows} total={data.merchants.total} caption={t("Alle Merchants")} empty="Keine Merchants gefunden." />
          <Paged {...data.merchants} />
        </>
      ) : null}
      {data.coupons ? (
        <>
          <Filters tab={tab} query={query} searchLabel={t("Suche (Code, Titel, Merchant, Ersteller)")} />
          <CouponTable rows={data.coupons.rows} total={data.coupons.total} caption={t("Alle Gutscheine")} empty="Keine Gutscheincodes gefunden." />
          <Paged {...data.coupons} />
        </>
      ) : null}
    </section>
  );
}
