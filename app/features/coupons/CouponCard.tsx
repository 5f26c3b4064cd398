import { CalendarClock, Copy, ExternalLink, Eye, TicketPercent } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";
import { useFetcherResult } from "~/lib/use-fetcher-toast";
import type { PublicCoupon } from "./public.server";
import { COUPON_MESSAGES, formatUtcDay } from "./schema";

export type RevealResult = { ok: true; couponId: string; code: string } | { ok: false; error: string };

/** Copies a code to the clipboard: 'Code kopiert!' (the code is selected for manual copying otherwise). */
export async function copyCode(code: string, t: (key: string) => string) {
  try {
    await navigator.clipboard.writeText(code);
    toast.success(t(COUPON_MESSAGES.copied));
  } catch {
    toast.error(t("Kopieren fehlgeschlagen"));
  }
}

export function ExpiredBadge() {
  const { t } = useTranslation("common");
  return <Badge variant="secondary">{t("Abgelaufen")}</Badge>;
}

/**
 * One coupon: discount, title, text, validity; 'Code anzeigen' asks the server for the code (a
 * click is counted; the code is not in the page before), then the code with a copy button;
 * 'Zum Shop' opens the affiliate link. Works without JavaScript: the form posts to the page, which
 * answers with the code (`revealed`).
 */
export function CouponCard({ coupon, revealed, headingLevel: H = "h3" }: { coupon: PublicCoupon; revealed?: string | null; headingLevel?: "h2" | "h3" }) {
  const { t } = useTranslation("common");
  const fetcher = useFetcher<RevealResult>({ key: `reveal-${coupon.id}` });
  useFetcherResult(fetcher, (d) => {
    if (!d.ok) toast.error(t(d.error));
  });
  const code = (fetcher.data?.ok ? fetcher.data.code : null) ?? revealed ?? null;
  const busy = fetcher.state !== "idle";
  const title = coupon.title || coupon.discount || t("Gutscheincode");
  return (
    <article
      data-coupon-id={coupon.id}
      className={cn(
        "flex flex-col gap-3 rounded-card border border-border bg-white p-4 shadow-sm sm:flex-row sm:items-center",
        coupon.expired && "bg-surface-muted/60",
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3 sm:items-center">
        <div
          className={cn(
            "flex size-16 shrink-0 flex-col items-center justify-center rounded-lg bg-brand-100 text-center font-bold text-brand-900",
            coupon.expired && "border border-border bg-white text-ink-muted",
          )}
        >
          {coupon.discount && coupon.discount.length <= 8 ? (
            <span className="text-lg leading-tight">{coupon.discount}</span>
          ) : (
            <TicketPercent aria-hidden="true" className="size-7" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <H className="text-base leading-snug font-semibold text-ink">{title}</H>
            {coupon.expired ? <ExpiredBadge /> : null}
          </div>
          {coupon.description ? <p className="text-sm text-ink-muted">{coupon.description}</p> : null}
          {coupon.validUntil ? (
            <p className="flex items-center gap-1 text-xs text-ink-muted">
              <CalendarClock aria-hidden="true" className="size-3.5" />
              {coupon.expired
                ? t("Abgelaufen am {{date}}", {
                    date: formatUtcDay(coupon.validUntil),
                  })
                : t("Gültig bis {{date}}", {
                    date: formatUtcDay(coupon.validUntil),
                  })}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:w-56">
        {code ? (
          <div className="flex items-stretch gap-1">
            <output
              aria-label={t("Gutscheincode")}
              className="flex flex-1 items-center justify-center rounded-lg border-2 border-dashed border-brand-700 bg-brand-50 px-3 py-1.5 font-mono text-base font-semibold tracking-wider text-brand-900 select-all"
            >
              {code}
            </output>
            <Button
              type="button"
              variant="outline"
              size="icon"
              onClick={() => void copyCode(code, t)}
              aria-label={t("Code kopieren")}
              title={t("Code kopieren")}
            >
              <Copy aria-hidden="true" />
            </Button>
          </div>
        ) : (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="reveal" />
            <input type="hidden" name="couponId" value={coupon.id} />
            <Button type="submit" className="w-full" disabled={busy} variant={coupon.expired ? "outline" : "default"}>
              {busy ? <Spinner /> : <Eye aria-hidden="true" />}
              {t("Code anzeigen")}
            </Button>
          </fetcher.Form>
        )}
        {coupon.shopUrl ? (
          <Button asChild variant="outline" className="w-full">
            <a href={coupon.shopUrl} target="_blank" rel="sponsored nofollow noopener">
              <ExternalLink aria-hidden="true" />
              {t("Zum Shop")}
              <span className="sr-only">{t("(öffnet in neuem Tab)")}</span>
            </a>
          </Button>
        ) : null}
      </div>
    </article>
  );
}
