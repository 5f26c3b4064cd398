import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { buttonVariants } from "./button";

/** The address of another page: the current query with `param` set (page 1 drops it). */
export function pageHref(pathname: string, search: string, page: number, param = "seite"): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/**
 * Server-side pagination as links (works without JavaScript): previous, 'Seite x von y', next.
 * The page number lives in the URL (`?seite=` unless another `param` is given).
 */
export function Pagination({ page, pageCount, param = "seite", className }: { page: number; pageCount: number; param?: string; className?: string }) {
  const { t } = useTranslation("common");
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const link = (target: number, label: string, icon: "prev" | "next") => {
    const disabled = target < 1 || target > pageCount;
    const content = (
      <>
        {icon === "prev" ? <ChevronLeft aria-hidden="true" /> : null}
        {label}
        {icon === "next" ? <ChevronRight aria-hidden="true" /> : null}
      </>
    );
    return disabled ? (
      <span aria-disabled="true" className={cn(buttonVariants({ variant: "outline", size: "sm" }), "pointer-events-none opacity-50")}>
        {content}
      </span>
    ) : (
      <Link to={pageHref(pathname, search, target, param)} rel={icon} className={buttonVariants({ variant: "outline", size: "sm" })}>
        {content}
      </Link>
    );
  };
  return (
    <nav aria-label={t("Seitennavigation")} className={cn("flex items-center justify-between gap-3", className)}>
      {link(page - 1, t("Zurück"), "prev")}
      <span className="text-sm text-ink-muted" aria-current="page">
        {t("Seite {{page}} von {{count}}", { page, count: pageCount })}
      </span>
      {link(page + 1, t("Weiter"), "next")}
    </nav>
  );
}
