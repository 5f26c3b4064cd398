import { LocateFixed } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";
import { filtersToSearch, type DirectoryFilters } from "../filters";
import { roundPosition } from "./geo";

/**
 * 'In meiner Nähe' of the search bar: asks the browser for its position only when clicked and
 * sends it rounded to about 1 km (?lat=&lng=), keeping the other filters of the form and its
 * radius. Without JavaScript the button is not shown (the 'Wo?' field takes a postal code).
 */
export function LocateButton({ filters, className }: { filters: DirectoryFilters; className?: string }) {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = (event: React.MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    setError(null);
    if (!("geolocation" in navigator)) {
      setError(t("Dein Browser kann den Standort nicht bestimmen."));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        const data = form ? new FormData(form) : new FormData();
        const text = (key: string) => String(data.get(key) ?? "").trim();
        const position = roundPosition({ lat: pos.coords.latitude, lng: pos.coords.longitude });
        const next: DirectoryFilters = {
          ...filters,
          q: text("q"),
          category: (text("kategorie") || null) as DirectoryFilters["category"],
          near: "",
          position,
          radius: (Number(text("umkreis")) || filters.radius) as DirectoryFilters["radius"],
          sort: null,
          page: 1,
        };
        void navigate(`/${filtersToSearch(next, 1)}`, { preventScrollReset: true });
      },
      () => {
        setLocating(false);
        setError(t("Standort nicht verfügbar. Bitte erlaube den Zugriff oder gib eine Postleitzahl ein."));
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    );
  };

  return (
    <>
      <button
        type="button"
        onClick={locate}
        disabled={locating}
        className={cn(
          "inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium whitespace-nowrap text-brand-800 hover:bg-brand-50",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60",
          className,
        )}
      >
        {locating ? <Spinner /> : <LocateFixed aria-hidden="true" className="size-4" />}
        {/* Below 375 px the field needs the room: the icon with the name for screen readers. */}
        <span className="max-[374px]:sr-only">{t("In meiner Nähe")}</span>
      </button>
      {error ? (
        <p role="alert" className="basis-full px-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}
