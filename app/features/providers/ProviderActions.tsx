import { Globe, Mail, MessageSquarePlus, Navigation, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/ui/button-link";
import { trackProviderEvent } from "./track";

type Contact = {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  dofollowWebsite: boolean;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  countryName: string;
  latitude: number | null;
  longitude: number | null;
};

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * 'Route planen': a plain link to OpenStreetMap's directions to the coordinates, or to the address
 * (nothing loads before the click, so no consent is needed). Null without a place.
 */
export function routeHref(p: Pick<Contact, "latitude" | "longitude" | "address" | "postalCode" | "city" | "countryName">): string | null {
  if (p.latitude !== null && p.longitude !== null) return `https://www.openstreetmap.org/directions?to=${p.latitude}%2C${p.longitude}`;
  const address = [p.address, [p.postalCode, p.city].filter(Boolean).join(" "), p.countryName].filter(Boolean).join(", ");
  return p.address || p.city ? `https://www.openstreetmap.org/directions?to=${encodeURIComponent(address)}` : null;
}

/** 'Anrufen', 'Route planen', 'Website', 'E-Mail' as buttons (issue #26 item 5); contact clicks are counted. */
export function ContactButtons({ provider: p }: { provider: Contact }) {
  const { t } = useTranslation("common");
  const route = routeHref(p);
  return (
    <div className="flex flex-wrap gap-2" data-testid="contact-buttons">
      {p.phone ? (
        <ButtonLink href={telHref(p.phone)} icon={Phone} onClick={() => trackProviderEvent(p.id, "detail_click", "phone")}>
          {t("Anrufen")}
        </ButtonLink>
      ) : null}
      {route ? (
        <ButtonLink href={route} icon={Navigation} variant="outline" target="_blank" rel="noopener noreferrer">
          {t("Route planen")}
        </ButtonLink>
      ) : null}
      {p.website ? (
        <ButtonLink
          href={p.website}
          icon={Globe}
          variant="outline"
          target="_blank"
          rel={p.dofollowWebsite ? "noopener" : "nofollow noopener"}
          onClick={() => trackProviderEvent(p.id, "detail_click", "website")}
        >
          {t("Website")}
        </ButtonLink>
      ) : null}
      {p.email ? (
        <ButtonLink href={`mailto:${p.email}`} icon={Mail} variant="outline" onClick={() => trackProviderEvent(p.id, "detail_click", "email")}>
          {t("E-Mail")}
        </ButtonLink>
      ) : null}
    </div>
  );
}

/**
 * On a phone (< 768 px) a bar fixed at the bottom: 'Anrufen', 'Route', 'Bewerten', 'Merken' (the
 * favourites feature's button comes in as `favoriteSlot`). Each target is at least 44 px high;
 * the bar sits below the cookie banner and dialogs (z-index), and the toasts rise above it
 * (`--hn-bottom-bar`, app.css).
 */
export function PhoneActionBar({ provider: p, favoriteSlot }: { provider: Contact; favoriteSlot: React.ReactNode }) {
  const { t } = useTranslation("common");
  const route = routeHref(p);
  const item =
    "flex min-h-11 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg text-xs font-medium text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-700";
  return (
    <nav
      aria-label={t("Schnellaktionen")}
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-white px-2 pt-1 pb-[max(0.25rem,env(safe-area-inset-bottom))] md:hidden"
    >
      <ul className="flex gap-1">
        {p.phone ? (
          <li className="flex flex-1">
            <a href={telHref(p.phone)} className={item} onClick={() => trackProviderEvent(p.id, "detail_click", "phone")}>
              <Phone aria-hidden="true" className="size-5" />
              {t("Anrufen")}
            </a>
          </li>
        ) : null}
        {route ? (
          <li className="flex flex-1">
            <a href={route} target="_blank" rel="noopener noreferrer" className={item}>
              <Navigation aria-hidden="true" className="size-5" />
              {t("Route")}
            </a>
          </li>
        ) : null}
        <li className="flex flex-1">
          <a href="#bewertungen" className={item}>
            <MessageSquarePlus aria-hidden="true" className="size-5" />
            {t("Bewerten")}
          </a>
        </li>
        <li className="flex flex-1 [&_button]:min-h-11 [&_button]:w-full [&_a]:min-h-11 [&_a]:w-full">{favoriteSlot}</li>
      </ul>
    </nav>
  );
}
