import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { BulkAction } from "~/components/ui/bulk-bar";
import { DataTable, type Column } from "~/components/ui/data-table";
import { formatDate, isoDate } from "~/lib/format";
import { toast } from "~/lib/toast";
import type { AdminCouponRow, AdminMerchantRow } from "./admin-list.server";
import { CouponEditDialog, MerchantEditDialog } from "./AdminEditDialogs";
import { DecisionButtons, ModerationBadge, RowMenu, useAdminAction } from "./AdminRowActions";
import { copyCode, ExpiredBadge } from "./CouponCard";
import { ADMIN_COUPON_MESSAGES, COUPON_LIMITS, discountLabel } from "./schema";

function Created({ at }: { at: string }) {
  return <time dateTime={isoDate(at)}>{formatDate(at)}</time>;
}

function Creator({ name }: { name: string | null }) {
  const { t } = useTranslation("admin");
  return <>{name ?? t("gelöschtes Konto")}</>;
}

/** The inline display weight: 1 to 10, otherwise 'Display-Weight muss zwischen 1 und 10 liegen' and no save. */
function WeightForm({ coupon }: { coupon: AdminCouponRow }) {
  const { t } = useTranslation("admin");
  const { submit, busyWith } = useAdminAction();
  const [value, setValue] = useState(String(coupon.displayWeight));
  const id = `weight-${coupon.id}`;
  return (
    <form
      className="flex items-center gap-1"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const n = Number(value);
        if (!Number.isInteger(n) || n < COUPON_LIMITS.weightMin || n > COUPON_LIMITS.weightMax) {
          toast.error(t(ADMIN_COUPON_MESSAGES.weight));
          return;
        }
        submit("coupon-weight", coupon.id, { displayWeight: String(n) });
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t("Display-Weight für {{code}}", { code: coupon.code })}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={10}
        step={1}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className="h-8 w-16 px-2"
      />
      <Button
        type="submit"
        size="icon"
        variant="ghost"
        disabled={busyWith(coupon.id)}
        aria-label={t("Display-Weight für {{code}} speichern", { code: coupon.code })}
        title={t("Speichern")}
      >
        <Check aria-hidden="true" />
      </Button>
    </form>
  );
}

const MERCHANT_BULK: BulkAction[] = [
  {
    intent: "bulk-merchant-approve",
    label: "Genehmigen",
    title: "{{what}} genehmigen?",
    description: "Die ausgewählten Merchants werden öffentlich sichtbar.",
    variant: "default",
  },
  { intent: "bulk-merchant-reject", label: "Ablehnen", title: "{{what}} ablehnen?", variant: "outline" },
  {
    intent: "bulk-merchant-delete",
    label: "Löschen",
    title: "{{what}} löschen?",
    description: "Die ausgewählten Merchants kommen mit ihren Gutscheincodes in den Papierkorb und können dort wiederhergestellt werden.",
    variant: "destructive",
  },
];

const COUPON_BULK: BulkAction[] = [
  {
    intent: "bulk-coupon-approve",
    label: "Genehmigen",
    title: "{{what}} genehmigen?",
    description: "Die ausgewählten Gutscheincodes werden öffentlich sichtbar.",
    variant: "default",
  },
  { intent: "bulk-coupon-reject", label: "Ablehnen", title: "{{what}} ablehnen?", variant: "outline" },
  {
    intent: "bulk-coupon-delete",
    label: "Löschen",
    title: "{{what}} löschen?",
    description: "Die ausgewählten Gutscheincodes kommen mit ihren Statistiken in den Papierkorb und können dort wiederhergestellt werden.",
    variant: "destructive",
  },
];

const ACTION = "/admin/coupons";

/** Merchants: name, website, status, coupon count, created by, created, actions (spec 3); bulk actions; cards on phones. */
export function MerchantTable({ rows, caption, total, empty }: { rows: AdminMerchantRow[]; caption: string; total: number; empty: string }) {
  const [editing, setEditing] = useState<AdminMerchantRow | null>(null);
  const columns: Column<AdminMerchantRow>[] = [
    {
      id: "name",
      header: "Name",
      phone: "title",
      className: "max-w-52 font-medium",
      cell: (m) => (
        <span className="block min-w-0">
          <span className="line-clamp-2">{m.name}</span>
          {m.slug ? <span className="block text-xs font-normal text-ink-muted">/{m.slug}</span> : null}
        </span>
      ),
    },
    {
      id: "website",
      header: "Website",
      className: "max-w-48 truncate",
      cell: (m) =>
        m.website ? (
          <a href={m.website} target="_blank" rel="noopener noreferrer nofollow" className="min-w-0 truncate text-brand-800 hover:underline">
            {m.website.replace(/^https?:\/\/(www\.)?/, "")}
          </a>
        ) : (
          <span className="text-ink-muted">–</span>
        ),
    },
    { id: "status", header: "Status", cell: (m) => <ModerationBadge status={m.status} /> },
    { id: "coupons", header: "Gutscheine", className: "tabular-nums", cell: (m) => m.couponCount },
    { id: "creator", header: "Erstellt von", className: "max-w-36 truncate", cell: (m) => <Creator name={m.createdBy} /> },
    { id: "created", header: "Erstellt", className: "whitespace-nowrap", cell: (m) => <Created at={m.createdAt} /> },
  ];
  return (
    <>
      <DataTable
        rows={rows}
        getId={(m) => m.id}
        getLabel={(m) => m.name}
        columns={columns}
        caption={caption}
        total={total}
        noun={MERCHANT_NOUN}
        empty={empty}
        rowTestId={(m) => `merchant-row-${m.id}`}
        bulk={{ action: ACTION, actions: MERCHANT_BULK }}
        rowActions={(m) => (
          <>
            <DecisionButtons kind="merchant" id={m.id} label={m.name} status={m.status} />
            <RowMenu
              kind="merchant"
              id={m.id}
              label={m.name}
              onEdit={() => setEditing(m)}
              links={[
                ...(m.website ? [{ href: m.website, label: "Website öffnen" }] : []),
                ...(m.slug && m.status === "approved" ? [{ href: `/gutscheincode/${m.slug}`, label: "Seite öffnen" }] : []),
              ]}
            />
          </>
        )}
      />
      {editing ? <MerchantEditDialog key={editing.id} merchant={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

const MERCHANT_NOUN = { one: "Merchant", other: "Merchants" };
const COUPON_NOUN = { one: "Gutscheincode", other: "Gutscheincodes" };

/** Coupons: code, merchant, title, discount, status, created by, views/clicks, weight, actions (spec 3); bulk actions; cards on phones. */
export function CouponTable({ rows, caption, total, empty }: { rows: AdminCouponRow[]; caption: string; total: number; empty: string }) {
  const { t } = useTranslation("admin");
  const [editing, setEditing] = useState<AdminCouponRow | null>(null);
  const columns: Column<AdminCouponRow>[] = [
    {
      id: "code",
      header: "Code",
      phone: "title",
      cell: (c) => (
        <span className="flex items-center gap-1">
          <span className="font-mono font-semibold">{c.code}</span>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-7 max-md:size-11"
            onClick={() => void copyCode(c.code, t)}
            aria-label={t("Code {{code}} kopieren", { code: c.code })}
          >
            <Copy aria-hidden="true" />
          </Button>
        </span>
      ),
    },
    { id: "merchant", header: "Merchant", className: "max-w-40", cell: (c) => <span className="line-clamp-2">{c.merchant.name}</span> },
    { id: "title", header: "Titel", className: "max-w-52", cell: (c) => <span className="line-clamp-2">{c.title ?? "–"}</span> },
    { id: "discount", header: "Rabatt", className: "whitespace-nowrap", cell: (c) => discountLabel(c.discountType, c.discountValue) ?? "–" },
    {
      id: "status",
      header: "Status",
      cell: (c) => (
        <span className="flex flex-col items-start gap-1 max-md:flex-row">
          <ModerationBadge status={c.status} />
          {c.expired ? <ExpiredBadge /> : null}
        </span>
      ),
    },
    { id: "creator", header: "Erstellt von", className: "max-w-32 truncate", cell: (c) => <Creator name={c.createdBy} /> },
    {
      id: "stats",
      header: "Aufrufe/Klicks",
      className: "whitespace-nowrap tabular-nums",
      cell: (c) => (
        <span data-testid="coupon-stats">
          {c.views}/{c.clicks}
        </span>
      ),
    },
    { id: "weight", header: "Gewichtung", cell: (c) => <WeightForm key={`${c.id}-${c.displayWeight}`} coupon={c} /> },
  ];
  return (
    <>
      <DataTable
        rows={rows}
        getId={(c) => c.id}
        getLabel={(c) => c.code}
        columns={columns}
        caption={caption}
        total={total}
        noun={COUPON_NOUN}
        empty={empty}
        rowTestId={(c) => `coupon-row-${c.id}`}
        bulk={{ action: ACTION, actions: COUPON_BULK }}
        rowActions={(c) => (
          <>
            <DecisionButtons kind="coupon" id={c.id} label={c.code} status={c.status} />
            <RowMenu
              kind="coupon"
              id={c.id}
              label={c.code}
              code={c.code}
              resetStats
              onEdit={() => setEditing(c)}
              links={[
                ...(c.affiliateUrl ? [{ href: c.affiliateUrl, label: "Affiliate-Link öffnen" }] : []),
                ...(c.merchant.website ? [{ href: c.merchant.website, label: "Website öffnen" }] : []),
              ]}
            />
          </>
        )}
      />
      {editing ? <CouponEditDialog key={editing.id} coupon={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
