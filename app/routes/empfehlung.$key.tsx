import { Pencil, RotateCcw, SearchX } from "lucide-react";
import { useEffect, useState } from "react";
import { LazyBoundary, lazyPart } from "~/components/ui/lazy-part";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import { data, isRouteErrorResponse, redirect, useLocation } from "react-router";
import type { Route } from "./+types/empfehlung.$key";
import { absoluteUrl, canonicalTags, imageTags, siteTitleFromMatches } from "~/components/layout/meta";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { routeErrorBoundary } from "~/components/layout/RouteError";
import { HomeButton } from "~/components/layout/NotFoundPage";
import { categoryLabel, selectableCategories } from "~/features/providers/categories";
import { InfoReportButton } from "~/features/providers/freshness/InfoReportButton";
import { ProviderCard, trackCardClick } from "~/features/providers/ProviderCard";
import { FavoriteButton } from "~/features/favorites/FavoriteButton";
import { ProviderDetailCard } from "~/features/providers/ProviderDetailCard";
import { loadProviderDetail, providerGallery, ratingDistribution } from "~/features/providers/detail.server";
import { ClubFactsSection } from "~/features/providers/ClubFacts";
import { OpeningHoursSection } from "~/features/providers/OpeningHours";
import { PhoneActionBar } from "~/features/providers/ProviderActions";
import { parseReviewQuery } from "~/features/reviews/review-filters";
import { openingHoursSpecification } from "~/lib/opening-hours";
import { ConsentMap } from "~/features/providers/geo/ConsentMap";
import { mapTileUrl } from "~/features/providers/geo/geo.server";
import { listCountries } from "~/features/providers/directory.server";
import { trackProviderEvent } from "~/features/providers/track";
import { listProviderReviews } from "~/features/reviews/reviews.server";
import { ReviewsSection } from "~/features/reviews/ReviewsSection";
import { HydrateLater } from "~/lib/hydrate-later";
import { PartShownAt, StaticPart } from "~/lib/static-part";
import { referralLink, referralShareId } from "~/features/auth/referral.server";
import { canReport } from "~/features/moderation/moderation.server";
import { ReportButton } from "~/features/moderation/ReportButton";
import { ClaimButton } from "~/features/ownership/ClaimButton";
import { OwnerReply } from "~/features/ownership/OwnerReply";
import { repliesForProvider } from "~/features/ownership/replies.server";
import { getViewer } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash.server";
import { handleAction, parseInput, readFormObject } from "~/lib/request.server";
import type { ReviewDraft, ReviewFormAnswer } from "~/features/reviews/ReviewFormPlain";
import { draftOf, reviewWriteInput, runReviewIntent } from "./+shared/review-intents.server";
import { answerProviderPageForm, providerPageForm, runProviderPageForm, typedValues, type ProviderPageForm } from "./+shared/provider-page-forms.server";
import { sharedProviderFacts, sharedShareId } from "./+shared/provider.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { baseUrl } from "~/lib/env.server";
import { HttpError } from "~/lib/errors";
import { useViewer } from "~/lib/root-data";
import { providerPath } from "~/lib/paths";

// Admins only: the dialog (with the provider form) is loaded when opened, so visitors do not download it.
const ProviderPageEditDialog = lazyPart(() => import("~/features/providers/admin/AdminEditDialog"));

/** 'Bearbeiten' for admins: the button is part of the page (it works as soon as the page is hydrated). */
function AdminEdit(props: Omit<React.ComponentProps<typeof ProviderPageEditDialog>, "open" | "onOpenChange">) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Pencil aria-hidden="true" />
        {t("Bearbeiten")}
      </Button>
      {open ? (
        <LazyBoundary onUnavailable={() => setOpen(false)}>
          <ProviderPageEditDialog {...props} open={open} onOpenChange={setOpen} />
        </LazyBoundary>
      ) : null}
    </>
  );
}

/** 'Eintrag bearbeiten' for the listing's owners (issue #26 item 6): a plain link to the edit page. */
function EditListingLink({ href }: { href: string }) {
  const { t } = useTranslation("common");
  return (
    <ButtonLink to={href} variant="outline" size="sm" icon={Pencil} className="min-h-11 w-fit" data-testid="edit-listing">
      {t("Eintrag bearbeiten")}
    </ButtonLink>
  );
}

/**
 * The plain forms of the page (before and without JavaScript) post here:
 * - the review form (`?bewerten=1`, ReviewsSection): the same intents as POST /api/reviews. Saved:
 *   back to the reviews with the message as a flash;
 * - 'Eintrag beanspruchen' and 'Veraltete Info melden' (`?beanspruchen=1`, `?veraltet=1`; intents
 *   `claim` and `info-report`): sent, back to the page without the form, the message as a flash.
 * Refused: the page again, the form filled with what was typed and the German errors. Where the
 * page shows no such form (a visitor without a session, 401; a listing already claimed or owned by
 * the member, 409) it goes back to the page with the message as a flash.
 */
export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  let typed: ReviewDraft | null = null;
  let pageForm: ProviderPageForm | null = null;
  let values: Record<string, string> = {};
  const answer = await handleAction(async () => {
    const viewer = await getViewer(request);
    const body = await readFormObject(request);
    pageForm = providerPageForm(body);
    if (pageForm) {
      values = typedValues(pageForm, body);
      return runProviderPageForm(request, viewer, pageForm, body);
    }
    const form = parseInput(reviewWriteInput, body);
    typed = draftOf(form);
    return runReviewIntent(request, viewer, form);
  });
  const sent = pageForm as ProviderPageForm | null;
  if (sent) return answerProviderPageForm(sent, answer, url, values);
  if (answer.data.ok) {
    const to = `${url.pathname}#bewertungen`;
    return redirect(to, { status: 303, headers: { "Set-Cookie": flashCookie({ type: "success", message: answer.data.message }) } });
  }
  return data<ReviewFormAnswer>({ ...answer.data, form: "review", values: typed }, answer.init ?? undefined);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  let detail;
  try {
    detail = await loadProviderDetail(viewer, params.key);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data({ message: error.message }, { status: 404 });
    throw error;
  }
  if (detail.redirectTo) throw redirect(detail.redirectTo, 301);
  const provider = detail.provider!;
  const reviewQuery = parseReviewQuery(new URL(request.url).searchParams);
  // A render shared between members (decision 0048) is made with the member's state it is shared
  // for; their referral code is filled in per request.
  const shared = sharedProviderFacts();
  const owner = shared ? { isOwner: false, claimPending: shared.claimPending } : detail.owner;
  const [listed, ratings, gallery, countries, shareId, reportable, replies] = await Promise.all([
    listProviderReviews(viewer, provider.id, 100, reviewQuery),
    ratingDistribution(provider.id),
    providerGallery(provider),
    detail.canEdit ? listCountries() : Promise.resolve([]),
    // Members share a referral link: sign-ups through it count for them (admin tab 'Empfehlungen').
    shared ? sharedShareId() : viewer && provider.status === "approved" ? referralShareId(viewer) : Promise.resolve(null),
    shared ? shared.canReport : canReport(viewer),
    repliesForProvider(provider.id),
  ]);
  const reviews = shared ? listed.map((r) => ({ ...r, votedHelpful: shared.voted.includes(r.id) })) : listed;
  return {
    provider,
    isFavorite: shared ? shared.isFavorite : detail.isFavorite,
    canEdit: detail.canEdit,
    similar: detail.similar,
    reviews,
    reviewQuery,
    distribution: ratings.distribution,
    reviewsWithPhotos: ratings.withPhotos,
    gallery,
    /** The moment 'Jetzt geöffnet' is computed for (the same text on the server and in the browser). */
    now: new Date().toISOString(),
    canReport: reportable,
    owner,
    replies,
    countries,
    editCategories: detail.canEdit ? selectableCategories(viewer) : [],
    origin: baseUrl(),
    tileUrl: mapTileUrl(),
    shareUrl: shareId ? referralLink(baseUrl(), providerPath(provider), shareId, provider.id) : null,
  };
}

export const handle: BreadcrumbHandle<typeof loader> = {
  breadcrumb: (d) => [{ label: "Empfehlungen", href: "/#anbieter" }, ...(d ? [{ label: d.provider.name, href: providerPath(d.provider) }] : [])],
};

export function cutDescription(text: string, max = 160) {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 3)}...` : clean;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  const siteTitle = siteTitleFromMatches(matches);
  // The head of the error states comes from here alone (the boundary renders no <title>).
  if (isRouteErrorResponse(error) && error.status === 404)
    return [{ title: `Anbieter nicht gefunden | ${siteTitle}` }, { name: "robots", content: "noindex,follow" }];
  if (!loaderData) return [{ title: `Fehler | ${siteTitle}` }, { name: "robots", content: "noindex,follow" }];
  const p = loaderData.provider;
  const title = p.metaTitle || p.name;
  const description = cutDescription(p.metaDescription || p.description);
  return [
    { title: `${title} | ${siteTitle}` },
    { name: "description", content: description },
    ...canonicalTags(loaderData.origin, providerPath(p)),
    { property: "og:type", content: "business.business" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: siteTitle },
    { name: "twitter:card", content: p.imageUrl ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "robots", content: p.status === "approved" ? "index,follow" : "noindex,nofollow" },
    ...imageTags(loaderData.origin, p.imageUrl),
  ];
};

function jsonLd(d: Route.ComponentProps["loaderData"]) {
  const p = d.provider;
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: p.name,
    description: cutDescription(p.metaDescription || p.description, 300),
    url: `${d.origin}${providerPath(p)}`,
    ...(d.gallery.length > 0
      ? {
          image: d.gallery
            .filter((g) => g.source === "provider")
            .map((g) => absoluteUrl(d.origin, g.src))
            .slice(0, 5),
        }
      : {}),
    ...(p.logoUrl ? { logo: absoluteUrl(d.origin, p.logoUrl) } : {}),
    ...(p.phone ? { telephone: p.phone } : {}),
    ...(p.email ? { email: p.email } : {}),
    ...(p.website ? { sameAs: [p.website] } : {}),
    address: {
      "@type": "PostalAddress",
      ...(p.address ? { streetAddress: p.address } : {}),
      ...(p.city ? { addressLocality: p.city } : {}),
      ...(p.postalCode ? { postalCode: p.postalCode } : {}),
      addressCountry: p.countryCode,
    },
  };
  const hours = openingHoursSpecification(p.openingHours);
  if (hours.length > 0) ld.openingHoursSpecification = hours;
  if (p.reviewCount > 0) {
    ld.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(p.averageRating * 10) / 10,
      reviewCount: p.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return JSON.stringify(ld).replace(/</g, "\\u003c");
}

export default function ProviderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("common");
  const d = loaderData;
  const p = d.provider;
  const viewer = useViewer();
  const location = useLocation();
  const center = p.latitude !== null && p.longitude !== null ? { lat: p.latitude, lng: p.longitude } : null;
  const factCards = (p.openingHours ? 1 : 0) + (p.club ? 1 : 0);

  useEffect(() => {
    if (!viewer?.isAdmin && p.status === "approved") trackProviderEvent(p.id, "view");
  }, [p.id, p.status, viewer?.isAdmin]);

  useEffect(() => {
    if (!location.hash.startsWith("#review-")) return;
    const el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    el?.scrollIntoView({ behavior: "smooth", block: "center" });
  }, [location.hash, d.reviews.length]);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(d) }} />
      <ProviderDetailCard
        provider={p}
        gallery={d.gallery}
        now={d.now}
        shareUrl={d.shareUrl}
        favoriteSlot={<FavoriteButton providerId={p.id} initial={d.isFavorite} />}
        claimSlot={
          p.status === "approved" || d.owner.isOwner ? (
            <div className="flex flex-wrap items-center gap-2">
              {p.status === "approved" ? (
                <ClaimButton providerId={p.id} signedIn={Boolean(viewer)} isOwner={d.owner.isOwner} claimPending={d.owner.claimPending} />
              ) : null}
              {d.owner.isOwner ? <EditListingLink href={`${providerPath(p)}/bearbeiten`} /> : null}
            </div>
          ) : null
        }
        adminSlot={d.canEdit ? <AdminEdit provider={p} categories={d.editCategories} countries={d.countries} /> : null}
        reportSlot={p.status === "approved" ? <InfoReportButton providerId={p.id} signedIn={Boolean(viewer)} /> : null}
      />
      {/* Hours, club facts and the map side by side from md (as the anchors show location and hours);
          an odd one out takes the whole row. */}
      {center || p.openingHours || p.club ? (
        <div className="grid gap-4 md:grid-cols-2">
          {p.openingHours ? (
            // Text computed in the provider's time zone: taken over unhydrated (decision 0050).
            <StaticPart key={d.now} className="contents">
              <OpeningHoursSection hours={p.openingHours} timeZone={p.timeZone} now={d.now} />
            </StaticPart>
          ) : null}
          {p.club ? (
            <StaticPart key={JSON.stringify(p.club)} className="contents">
              <ClubFactsSection club={p.club} />
            </StaticPart>
          ) : null}
          {center ? (
            <HydrateLater>
              <section aria-labelledby="map-heading" className={cn("flex flex-col gap-3", factCards % 2 === 0 && "md:col-span-2")}>
                <h2 id="map-heading" className="text-xl font-semibold text-ink">
                  {t("Auf der Karte")}
                </h2>
                <ConsentMap
                  tileUrl={d.tileUrl}
                  center={center}
                  points={[{ id: p.id, name: p.name, slug: p.slug, ...center }]}
                  label={t("Karte: {{name}}", { name: p.name })}
                  className="h-64 md:h-80"
                />
              </section>
            </HydrateLater>
          ) : null}
        </div>
      ) : null}
      <HydrateLater>
        <ReviewsSection
          providerId={p.id}
          reviews={d.reviews}
          query={d.reviewQuery}
          summary={{ average: p.averageRating, count: p.reviewCount, distribution: d.distribution, withPhotos: d.reviewsWithPhotos }}
          renderReport={d.canReport ? (r) => <ReportButton targetType="review" targetId={r.id} label={r.label} /> : undefined}
          renderReply={(r) => (
            <OwnerReply
              reviewId={r.id}
              reply={d.replies[r.id] ?? null}
              canReply={d.owner.isOwner && !r.isOwn}
              canDelete={d.owner.isOwner || Boolean(viewer?.isAdmin)}
            />
          )}
        />
      </HydrateLater>
      {d.similar.length > 0 ? (
        // Cards are links: taken over unhydrated (decision 0050), a click tracked as on home.
        <StaticPart
          as="section"
          key={JSON.stringify(d.similar)}
          aria-labelledby="similar-heading"
          className="flex flex-col gap-4"
          onAdoptedClick={trackCardClick}
        >
          <h2 id="similar-heading" className="text-xl font-semibold text-ink">
            {t("Ähnliche Anbieter")}
          </h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {d.similar.map((s) => (
              <li key={s.id}>
                <ProviderCard provider={s} />
              </li>
            ))}
          </ul>
        </StaticPart>
      ) : null}
      <p className="sr-only">{t("Kategorie: {{category}}", { category: t(categoryLabel(p.category)) })}</p>
      {p.status === "approved" ? (
        // Shown below 768 px only: taken over unhydrated while hidden (decision 0051).
        <PartShownAt query="(max-width: 767.98px)" className="contents">
          <PhoneActionBar provider={p} favoriteSlot={<FavoriteButton providerId={p.id} initial={d.isFavorite} caption={t("Merken")} returnIntent={false} />} />
        </PartShownAt>
      ) : null}
    </div>
  );
}

/** 'Anbieter nicht gefunden' with home and retry (HTTP 404 from the loader); other errors: the error page. */
export const ErrorBoundary = routeErrorBoundary({ status: { 404: () => <ProviderNotFound /> } });

function ProviderNotFound() {
  const { t } = useTranslation("common");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold text-ink">{t("Anbieter nicht gefunden")}</h1>
      <p className="text-ink-muted">{t("Der gesuchte Anbieter existiert nicht oder ist nicht (mehr) öffentlich.")}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <HomeButton />
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden="true" />
          {t("Erneut versuchen")}
        </Button>
      </div>
    </div>
  );
}
