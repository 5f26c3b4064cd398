import { MapPin } from "lucide-react";
import { useState } from "react";
import { LazyBoundary, lazyPart } from "~/components/ui/lazy-part";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { allowExternalMedia, useExternalMediaConsent } from "~/features/consent/consent-store";
import type { MapPoint, MapProps } from "./LeafletMap";

export type { MapPoint };

/** Leaflet and its stylesheet are a chunk of their own, loaded only when a map is shown. */
const LeafletMap = lazyPart(() => import("./LeafletMap"));

/**
 * A map with OpenStreetMap tiles that loads only with consent for external content (decision
 * 0028). Before that (and always in the server HTML) a placeholder with 'Karte laden': the click
 * records the consent (changeable in the cookie settings) and loads Leaflet; no request goes to
 * the tile server before. With the consent already given the map loads after hydration.
 */
export function ConsentMap({ className = "h-72 md:h-96", ...map }: MapProps & { className?: string }) {
  const { tileUrl, label } = map;
  const { t } = useTranslation("common");
  const consent = useExternalMediaConsent();
  const [clicked, setClicked] = useState(false);
  const show = consent || clicked;
  const host = tileHost(tileUrl);
  return (
    <section
      aria-label={label}
      className={`relative isolate overflow-hidden rounded-card border border-border bg-surface-muted ${className}`}
      data-testid="consent-map"
    >
      {show ? (
        <LazyBoundary
          fallback={
            <div className="flex size-full items-center justify-center">
              <Spinner />
            </div>
          }
          onUnavailable={() => setClicked(false)}
        >
          <LeafletMap {...map} />
        </LazyBoundary>
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-3 p-6 text-center">
          <MapPin aria-hidden="true" className="size-8 text-brand-700" />
          <p className="max-w-md text-sm text-pretty text-ink-muted">
            {t(
              "Die Karte lädt Kartenkacheln von OpenStreetMap ({{host}}). Dabei erhält der Kartendienst deine IP-Adresse. Du kannst deine Wahl in den Cookie-Einstellungen ändern.",
              { host },
            )}
          </p>
          <Button
            type="button"
            onClick={() => {
              allowExternalMedia();
              setClicked(true);
            }}
          >
            {t("Karte laden")}
          </Button>
        </div>
      )}
    </section>
  );
}

function tileHost(url: string): string {
  return /^https:\/\/([^/]+)\//.exec(url)?.[1]?.replace("{s}.", "") ?? url;
}
