import { absoluteUrl, publisherJsonLd } from "~/components/layout/meta";
import type { ContestPageData } from "./public.server";
import { isEnded, isFull } from "./schema";
import { contestPath } from "./slug";
import { profilePath } from "~/lib/paths";

/**
 * schema.org Event of a contest page (issue 25, defect 19): name, description, start and end, the
 * event status (cancelled contests EventCancelled, all others EventScheduled: schema.org has no
 * 'ended'), an online event at the page itself (a contest belongs to no place), free entry (sold
 * out once ended or full), the
 * image and the organizer (the creator's profile, or the site when the account is gone).
 */
export function contestEventJsonLd(d: Pick<ContestPageData, "contest" | "organizer">, origin: string, siteTitle: string, now = new Date()) {
  const c = d.contest;
  const url = absoluteUrl(origin, contestPath(c));
  const open = !isEnded(c, now) && !isFull(c);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: c.title,
    description: c.description,
    url,
    startDate: c.startDate,
    endDate: c.endDate,
    eventStatus: c.status === "cancelled" ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url },
    isAccessibleForFree: true,
    offers: {
      "@type": "Offer",
      price: 0,
      priceCurrency: c.currency,
      url,
      validFrom: c.startDate,
      availability: open ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
    },
    ...(c.imageUrl ? { image: [absoluteUrl(origin, c.imageUrl)] } : {}),
    organizer: d.organizer
      ? { "@type": "Person", name: d.organizer.username, url: absoluteUrl(origin, profilePath(d.organizer)) }
      : publisherJsonLd(siteTitle, origin),
  };
}
