import { LocateFixed } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Spinner } from "~/components/ui/spinner";
import type { DirectoryFilters } from "./filters";
import { RADIUS_OPTIONS, roundPosition } from "./geo";

/**
 * 'In meiner Nähe' inside the search form: a postal code or place (?nahe=), the radius
 * (?umkreis=) and 'Meinen Standort verwenden', which asks the browser for its position only when
 * clicked and sends it rounded to about 1 km (?lat=&lng=), keeping the category of the form.
 */
export function NearFields({ filters }: { filters: DirectoryFilters }) {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const useLocation = (event: React.MouseEvent<HTMLButtonElement>) => {
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
        const { lat, lng } = roundPosition({ lat: pos.coords.latitude, lng: pos.coords.longitude });
        const data = form ? new FormData(form) : new FormData();
        const params = new URLSearchParams({ lat: String(lat), lng: String(lng), umkreis: String(data.get("umkreis") ?? filters.radius) });
        const category = String(data.get("kategorie") ?? "");
        if (category) params.set("kategorie", category);
        void navigate(`/?${params.toString()}#anbieter`);
      },
      () => {
        setLocating(false);
        setError(t("Standort nicht verfügbar. Bitte erlaube den Zugriff oder gib eine Postleitzahl ein."));
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    );
  };

  return (
    <div className="mt-4 grid gap-4 border-t border-border pt-4 md:grid-cols-[2fr_1fr_auto] md:items-end">
      <Field label={t("In meiner Nähe: Postleitzahl oder Ort")}>
        <Input
          name="nahe"
          defaultValue={filters.near}
          placeholder={filters.position ? t("Dein Standort") : t("z. B. 10115 oder Leipzig")}
          autoComplete="postal-code"
          maxLength={100}
        />
      </Field>
      <Field label={t("Umkreis")}>
        <NativeSelect name="umkreis" defaultValue={String(filters.radius)}>
          {RADIUS_OPTIONS.map((km) => (
            <option key={km} value={km}>
              {t("{{km}} km", { km })}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="flex flex-col gap-1">
        <Button type="button" variant="outline" onClick={useLocation} disabled={locating}>
          {locating ? <Spinner /> : <LocateFixed aria-hidden="true" />}
          {t("Meinen Standort verwenden")}
        </Button>
      </div>
      {filters.position ? (
        <>
          <input type="hidden" name="lat" value={filters.position.lat} />
          <input type="hidden" name="lng" value={filters.position.lng} />
        </>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger md:col-span-3">
          {error}
        </p>
      ) : null}
    </div>
  );
}
