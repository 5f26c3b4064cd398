import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDate, isoDate } from "~/lib/format";
import { toast } from "~/lib/toast";
import type { AdminCouponRow, AdminMerchantRow } from "./admin-list.server";
import { CouponEditDialog, MerchantEditDialog } from "./AdminEditDialogs";
import { DecisionButtons, ModerationBadge, RowMenu, useAdminAction } from "./AdminRowActions";
import { copyCode, ExpiredBadge } from "./CouponCard";
import { ADMIN_COUPON_MESSAGES, COUPON_LIMITS, discountLabel } from "./schema";

const MERCHANT_COLUMNS = ["Name", "Website", "Status", "Gutscheine", "Erstellt von", "Erstellt"];
const COUPON_COLUMNS = ["Code", "Merchant", "Titel", "Rabatt", "Status", "Erstellt von", "Aufrufe/Klicks", "Gewichtung"];

/** The column headers, then the (visually hidden) actions column. */
function HeadRow({ labels }: { labels: string[] }) {
  const { t } = useTranslation("admin");
  return (
    <TableHeader>
      <TableRow>
        {labels.map((label) => (
          <TableHead key={label}>{t(label)}</TableHead>
        ))}
        <TableHead>
          <span className="sr-only">{t("Aktionen")}</span>
        </TableHead>
      </TableRow>
    </TableHeader>
  );
}

function Created({ at }: { at: string }) {
  return <time dateTime={isoDate(at)}>{formatDate(at)}</time>;
}

function Creator({ name }: { name: string | null }) {
  const { t } = useTranslation("admin");
  return <>{name ?? t("gelöschtes Konto")}</>;
}

/** Merchants: name, website, status, coupon count, created by, created, actions (spec 3). */
export function MerchantTable({ rows, caption }: { rows: AdminMerchantRow[]; caption: string }) {
  const [editing, setEditing] = useState<AdminMerchantRow | null>(null);
  return (
    <>
      <Table>
        <caption className="sr-only">{caption}</caption>
        <HeadRow labels={MERCHANT_COLUMNS} />
        <TableBody>
          {rows.map((m) => (
            <TableRow key={m.id} data-testid={`merchant-row-${m.id}`}>
              <TableCell className="max-w-52 font-medium">
                <span className="line-clamp-2">{m.name}</span>
                {m.slug ? <span className="block text-xs text-ink-muted">/{m.slug}</span> : null}
              </TableCell>
              <TableCell className="max-w-48 truncate">
                {m.website ? (
                  <a href={m.website} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-800 hover:underline">
                    {m.website.replace(/^https?:\/\/(www\.)?/, "")}
                  </a>
                ) : (
                  <span className="text-ink-muted">–</span>
                )}
              </TableCell>
              <TableCell>
                <ModerationBadge status={m.status} />
              </TableCell>
              <TableCell className="tabular-nums">{m.couponCount}</TableCell>
              <TableCell className="max-w-36 truncate">
                <Creator name={m.createdBy} />
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <Created at={m.createdAt} />
              </TableCell>
              <TableCell>
                <div className="flex items-center justify-end gap-1">
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
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing ? <MerchantEditDialog key={editing.id} merchant={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
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
      <Input id={id} type="number" inputMode="numeric" min={1} max={10} step={1} value={value} onChange={(e) => setValue(e.target.value)} className="h-8 w-16 px-2" />
      <Button type="submit" size="icon" variant="ghost" disabled={busyWith(coupon.id)} aria-label={t("Display-Weight für {{code}} speichern", { code: coupon.code })} title={t("Speichern")}>
        <Check aria-hidden="true" />
      </Button>
    </form>
  );
}

/** Coupons: code, merchant, title, discount, status, created by, views/clicks, weight, actions (spec 3). */
export function CouponTable({ rows, caption }: { rows: AdminCouponRow[]; caption: string }) {
  const { t } = useTranslation("admin");
  const [editing, setEditing] = useState<AdminCouponRow | null>(null);
  return (
    <>
      <Table>
        <caption className="sr-only">{caption}</caption>
        <HeadRow labels={COUPON_COLUMNS} />
        <TableBody>
          {rows.map((c) => (
            <TableRow key={c.id} data-testid={`coupon-row-${c.id}`}>
              <TableCell>
                <span className="flex items-center gap-1">
                  <span className="font-mono font-semibold">{c.code}</span>
                  <Button type="button" variant="ghost" size="icon" className="size-11 md:size-7" onClick={() => void copyCode(c.code, t)} aria-label={t("Code {{code}} kopieren", { code: c.code })}>
                    <Copy aria-hidden="true" />
                  </Button>
                </span>
              </TableCell>
              <TableCell className="max-w-40">
                <span className="line-clamp-2">{c.merchant.name}</span>
              </TableCell>
              <TableCell className="max-w-52">
                <span className="line-clamp-2">{c.title ?? "–"}</span>
              </TableCell>
              <TableCell className="whitespace-nowrap">{discountLabel(c.discountType, c.discountValue) ?? "–"}</TableCell>
              <TableCell>
                <span className="flex flex-col items-start gap-1">
                  <ModerationBadge status={c.status} />
                  {c.expired ? <ExpiredBadge /> : null}
                </span>
              </TableCell>
              <TableCell className="max-w-32 truncate">
                <Creator name={c.createdBy} />
              </TableCell>
              <TableCell className="whitespace-nowrap tabular-nums" data-testid="coupon-stats">
                {c.views}/{c.clicks}
              </TableCell>
              <TableCell>
                <WeightForm key={`${c.id}-${c.displayWeight}`} coupon={c} />
              </TableCell>
              <TableCell>
                <div className="flex items-center justify-end gap-1">
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
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing ? <CouponEditDialog key={editing.id} coupon={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
