import type * as React from "react";
import { useLocation } from "react-router";

/**
 * A plain GET form to the current page that sets one query parameter and keeps the others: the
 * button inside (`name={param}`) works before and without JavaScript, as the server renders what
 * the parameter asks for (e.g. `?bewerten=1`: the review form in the page). After hydration the
 * button's onClick may take over with `event.preventDefault()` (e.g. to open a dialog).
 *
 *   <PageParamForm param="bewerten" hash="bewertung-schreiben">
 *     <Button type="submit" name="bewerten" value="1" onClick={open}>Jetzt Bewerten</Button>
 *   </PageParamForm>
 */
export function PageParamForm({ param, hash, children }: { param: string; hash?: string; children: React.ReactNode }) {
  const location = useLocation();
  const kept = [...new URLSearchParams(location.search)].filter(([key]) => key !== param);
  return (
    <form method="get" action={`${location.pathname}${hash ? `#${hash}` : ""}`} className="contents">
      {kept.map(([key, value], i) => (
        <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
      ))}
      {children}
    </form>
  );
}

/** The current query without `param` (what the page is when the form the parameter opened is done). */
export function withoutParam(search: string, param: string): string {
  const params = new URLSearchParams(search);
  params.delete(param);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
