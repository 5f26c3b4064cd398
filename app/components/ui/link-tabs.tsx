import type * as React from "react";
import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { cn } from "~/lib/cn";

/** The tabs' look, shared by the Radix `Tabs` (tabs.tsx) and `LinkTabs`. */
export const TABS_LIST = "inline-flex h-13 w-fit max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-surface-muted p-1 text-ink-muted md:h-10";
export const TABS_TRIGGER =
  "inline-flex h-full items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors duration-150 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 [&_svg]:size-4 [&_svg]:shrink-0";
export const TABS_TRIGGER_ACTIVE = "bg-white text-brand-900 shadow-sm";

/**
 * Views of one page as links that look like tabs (`?tab=…`): a click works the same before the
 * page's scripts have started, while it hydrates and after, and the server renders the chosen view.
 * The current one has `aria-current="page"`. Switching replaces the history entry and keeps the
 * scroll position.
 */
export function LinkTabs({
  label,
  items,
  className,
}: {
  label: string;
  items: { to: string; current: boolean; children: React.ReactNode }[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn(TABS_LIST, className)}>
      {items.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          replace
          preventScrollReset
          aria-current={item.current ? "page" : undefined}
          className={cn(TABS_TRIGGER, item.current && TABS_TRIGGER_ACTIVE)}
        >
          {item.children}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The address of a view of the current page: `?tab=<tab>` (or another parameter, `param`) with the
 * page's other parameters kept (a way back, a page size), or without it for the default view
 * (`null`); "." when nothing is left.
 */
export function tabSearch(params: URLSearchParams, tab: string | null, param = "tab"): string {
  const next = new URLSearchParams(params);
  if (tab) next.set(param, tab);
  else next.delete(param);
  const query = next.toString();
  return query ? `?${query}` : ".";
}

/** Whether a navigation only switches the view of the same page (`?tab=`, or `param`; nothing else). */
export function onlyTabChanged(currentUrl: URL, nextUrl: URL, param = "tab"): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  const withoutTab = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(param);
    params.sort();
    return params.toString();
  };
  return withoutTab(currentUrl) === withoutTab(nextUrl);
}

/**
 * A route's `shouldRevalidate` for pages whose loader already returns every view: switching the
 * view (`?tab=`) loads nothing; any other change (a form, another path or parameter) as usual.
 */
export function keepDataOnTabSwitch(args: ShouldRevalidateFunctionArgs) {
  return keepDataOnViewSwitch("tab")(args);
}

/** `keepDataOnTabSwitch` for views chosen by another parameter (`?bereich=` …). */
export function keepDataOnViewSwitch(param: string) {
  return ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => {
    if (!formMethod && onlyTabChanged(currentUrl, nextUrl, param)) return false;
    return defaultShouldRevalidate;
  };
}

/**
 * The view of a page chosen by `?<param>=` (one of `views`; the first is the default) and the
 * LinkTabs items for all of them, labelled by `label`.
 */
export function viewTabs<T extends string>(params: URLSearchParams, param: string, views: readonly T[], label: (view: T) => React.ReactNode) {
  const asked = params.get(param) as T | null;
  const view: T = asked && views.includes(asked) ? asked : views[0]!;
  const items = views.map((v, i) => ({ to: tabSearch(params, i === 0 ? null : v, param), current: v === view, children: label(v) }));
  return { view, items };
}
