import { Map as MapIcon } from "lucide-react";
import { useId, useMemo, useState, type ReactNode } from "react";
import { LazyBoundary, lazyPart } from "~/components/ui/lazy-part";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import type { MapPoint } from "./ConsentMap";

// Loaded when 'Auf der Karte zeigen' is clicked, not with home (issue #27: less JavaScript on a first visit).
const ConsentMap = lazyPart(() => import("./ConsentMap").then((m) => ({ default: m.ConsentMap })));

type ResultItem = { id: string; name: string; slug: string; lat?: number; lng?: number };

/**
 * The map view of the directory on home (issue #18): 'Auf der Karte zeigen' opens a map of the
 * listed providers that have coordinates. The map itself still waits for consent for external
 * content (ConsentMap); nothing map-related loads before the click. The toggle sits in the results'
 * heading row ('Karte' on a phone, so that two result rows fit in a phone's first screen), the map
 * below it: home places the two parts; both are null without a provider on the map.
 */
export function useResultsMap(tileUrl: string, items: ResultItem[]): { toggle: ReactNode; panel: ReactNode } {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  const id = useId();
  const points = useMemo(() => items.filter((p): p is ResultItem & MapPoint => p.lat !== undefined && p.lng !== undefined), [items]);
  if (points.length === 0) return { toggle: null, panel: null };
  const toggle = (
    <Button type="button" variant="outline" size="sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
      <MapIcon aria-hidden="true" />
      {open ? (
        t("Karte ausblenden")
      ) : (
        <>
          <span className="sm:hidden" aria-hidden="true">
            {t("Karte")}
          </span>
          <span className="max-sm:sr-only">{t("Auf der Karte zeigen")}</span>
        </>
      )}
    </Button>
  );
  const panel = open ? (
    <div id={id}>
      <LazyBoundary fallback={<p className="text-sm text-ink-muted">{t("Karte wird geladen …")}</p>}>
        <ConsentMap tileUrl={tileUrl} points={points} label={t("Karte der angezeigten Anbieter")} />
      </LazyBoundary>
    </div>
  ) : null;
  return { toggle, panel };
}
