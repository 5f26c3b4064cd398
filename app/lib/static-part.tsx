import { createElement, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { useNavigate, type NavigateFunction } from "react-router";

/**
 * A part of the page the browser takes over as the server wrote it, without hydrating it
 * (decision 0050): no component below it runs while the page hydrates. For parts whose only
 * interactions are links (and plain forms, which the browser sends itself): result cards, the
 * footer. Its links still navigate on the client: one click listener on the part's element does
 * what `<Link>` would have done for the links `<Link>` rendered (they carry `data-discover`; plain
 * anchors such as feeds stay the browser's): a plain left click, same origin, no `target`.
 * `onAdoptedClick` sees a click first while the part is the server's HTML, whose own handlers are not
 * attached (a card's click tracking, the footer's 'Cookie-Einstellungen').
 *
 * - Server: renders `as` with its children.
 * - Browser, hydrating: renders `as` with `dangerouslySetInnerHTML` of an empty string, which Preact
 *   does not apply while hydrating (nor the same string afterwards): the server's children stay.
 * - Browser, afterwards (a client-side navigation, a new card from 'Mehr laden'): renders its
 *   children as any component would. A part whose content changes must change its `key` (the
 *   caller's data), so that it renders anew instead of keeping the first page's HTML.
 * - `live`: renders (and hydrates) its children as any component would (`PartShownAt`).
 */
let adopting = typeof document !== "undefined";

/** Called once the page has hydrated (root.tsx): parts mounted from then on render their children. */
export function staticPartsAdopted() {
  adopting = false;
}

type Tag = "div" | "li" | "footer" | "section" | "article" | "nav";

export function StaticPart({
  as = "div",
  children,
  onAdoptedClick,
  live = false,
  ...rest
}: {
  as?: Tag;
  children: ReactNode;
  live?: boolean;
  onAdoptedClick?: (event: MouseEvent<HTMLElement>) => void;
  id?: string;
  className?: string;
  role?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  style?: React.CSSProperties;
  "data-testid"?: string;
}) {
  const [adopted, setAdopted] = useState(() => adopting);
  const ref = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  // A part first mounted while the page was still hydrating, but not from the server's HTML (a
  // client-side navigation clicked during hydration) has nothing to keep: render its children.
  useLayoutEffect(() => {
    if (adopted && ref.current && !ref.current.hasChildNodes()) setAdopted(false);
  }, [adopted]);
  if (live || !adopted) return createElement(as, rest, children);
  return createElement(as, {
    ...rest,
    ref,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: "" },
    onClick: (event: MouseEvent<HTMLElement>) => {
      onAdoptedClick?.(event);
      followLink(event, navigate);
    },
  });
}

type StaticPartProps = Parameters<typeof StaticPart>[0];

/**
 * A part that CSS shows only where `query` matches (the header's bar of one width, a phone's
 * action bar), decision 0051: taken over unhydrated while it is hidden, rendered anew (a new key)
 * once the query matches. On the server, and where the answer is unknown, it is live.
 */
export function PartShownAt({ query, ...props }: StaticPartProps & { query: string }) {
  const shown = useMediaMatch(query);
  return <StaticPart key={shown === false ? "hidden" : "shown"} live={shown !== false} {...props} />;
}

/**
 * Whether a media query matches: null on the server and in tests without `matchMedia` (unknown),
 * then the browser's answer from the first render on, kept current.
 */
export function useMediaMatch(query: string): boolean | null {
  const [matches, setMatches] = useState<boolean | null>(() =>
    typeof window === "undefined" || typeof window.matchMedia !== "function" ? null : window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const media = window.matchMedia(query);
    const update = () => setMatches(media.matches);
    update();
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, [query]);
  return matches;
}

/** A click on a same-origin link inside an adopted part: a client-side navigation, as `<Link>`. */
function followLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element | null)?.closest?.("a[href][data-discover]") as HTMLAnchorElement | null;
  if (!anchor || !event.currentTarget.contains(anchor)) return;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  // A link to the same page's anchor is the browser's.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
  event.preventDefault();
  // `data-keep-scroll`: what `<Link preventScrollReset>` does (home's category chips).
  void navigate(url.pathname + url.search + url.hash, { preventScrollReset: anchor.hasAttribute("data-keep-scroll") });
}
