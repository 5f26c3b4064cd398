import { Globe, Mail, MapPin, Phone, Share2, UserRound, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "~/lib/toast";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Gallery, type GalleryImage } from "~/components/ui/gallery";
import { responsiveSrc } from "~/lib/image-src";
import { ContactButtons } from "./ProviderActions";
import { Monogram } from "./Monogram";
import { OpeningStatusLink } from "./OpeningHours";
import { StaticPart } from "~/lib/static-part";
import { formatDate } from "~/lib/format";
import { categoryLabel } from "./categories";
import { FeaturedBadge, VerifiedBadge } from "./ProviderCard";
import type { ProviderDetail } from "./detail.server";
import { RatingSummary } from "~/components/ui/stars";
import { trackProviderEvent } from "./track";
import { profilePath } from "~/lib/paths";

type Provider = NonNullable<ProviderDetail["provider"]>;

/**
 * The provider card of the detail page with every field of the spec. `favoriteSlot` (the
 * favourites feature's button), `adminSlot` and `claimSlot` are composed in by the route; 'Teilen' shares
 * `shareUrl` (a member's referral link) when given.
 */
/** Phone, e-mail and website in the facts: 44 px to tap (issue #26 item 11) in the same line height. */
const CONTACT_LINK = "-my-3 inline-block py-3 hover:underline";

export function ProviderDetailCard({
  provider: p,
  gallery,
  shareUrl,
  favoriteSlot,
  adminSlot,
  claimSlot,
  reportSlot,
  now,
}: {
  provider: Provider;
  /** The loader's moment (ISO), for 'Jetzt geöffnet' / 'Geschlossen · öffnet …' under the rating. */
  now?: string;
  /** The owner's photos and review photos (detail.server.ts providerGallery), at most 12. */
  gallery: GalleryImage[];
  /** The signed-in member's referral link to this page; otherwise the page's own address is shared. */
  shareUrl?: string | null;
  favoriteSlot?: React.ReactNode;
  adminSlot?: React.ReactNode;
  /** 'Eintrag beanspruchen' or the owner's label (features/ownership), under the submitter line. */
  claimSlot?: React.ReactNode;
  /** 'Veraltete Info melden' (InfoReportButton), composed in by the route. */
  reportSlot?: React.ReactNode;
}) {
  const { t } = useTranslation("common");
  const share = async () => {
    const url = shareUrl ?? window.location.href.split("#")[0]!;
    trackProviderEvent(p.id, "share");
    try {
      if (navigator.share) {
        await navigator.share({ title: p.name, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast.success(t("Link in Zwischenablage kopiert!"));
    } catch (error) {
      if ((error as Error)?.name !== "AbortError") toast.error(t("Fehler beim Kopieren des Links"));
    }
  };
  return (
    <article className="overflow-hidden rounded-card border border-border bg-white shadow-sm" aria-labelledby="provider-name">
      <div className={gallery.length > 0 ? "grid gap-0 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]" : undefined}>
        {gallery.length > 0 ? (
          <div className="bg-surface-muted p-3">
            <Gallery images={gallery} title={t("Fotos von {{name}}", { name: p.name })} />
          </div>
        ) : null}
        <div className="flex flex-col gap-4 p-5 md:p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            {/* Logo, badges, name, rating and opening status: links and text, taken over unhydrated
                (decision 0052); any of them changing renders the block anew. */}
            <StaticPart
              key={JSON.stringify([p.name, p.logoUrl, p.category, p.verified, p.featured, p.status, p.averageRating, p.reviewCount, now, p.openingHours])}
              className="flex min-w-0 items-start gap-3"
            >
              <ProviderIdentity provider={p} now={now} />
            </StaticPart>
            <div className="flex gap-2">
              {favoriteSlot}
              <Button
                variant="outline"
                size="icon"
                aria-label={t("Teilen")}
                title={t("Teilen")}
                data-share-url={shareUrl ?? undefined}
                onClick={() => void share()}
              >
                <Share2 aria-hidden="true" />
              </Button>
              {adminSlot}
            </div>
          </div>
          <ContactButtons provider={p} />
          <p className="text-sm text-ink-muted">
            {p.isAnonymous || !p.creator ? (
              <span className="inline-flex items-center gap-1">
                <UserRound aria-hidden="true" className="size-4" />
                {t("Anonym eingereicht")}
              </span>
            ) : (
              <>
                {t("Eingereicht von")}{" "}
                <Link to={profilePath({ id: p.creator.id, username: p.creator.username })} className="font-medium text-brand-800 hover:underline">
                  {p.creator.username || t("Mitglied")}
                </Link>
              </>
            )}
          </p>
          {claimSlot}
          {/* Description and facts: text and links, taken over unhydrated (decision 0052); a click
              on a contact link is still counted. */}
          <StaticPart
            key={JSON.stringify([p.description, p.address, p.postalCode, p.city, p.countryName, p.phone, p.email, p.website, p.dofollowWebsite])}
            className="contents"
            onAdoptedClick={(event) => {
              const link = (event.target as Element).closest?.("a[data-track]");
              if (link) trackProviderEvent(p.id, "detail_click", link.getAttribute("data-track") as "website" | "phone" | "email");
            }}
          >
            <ProviderFacts provider={p} />
          </StaticPart>
          <div className="flex flex-col gap-2 border-t border-border pt-3">
            <p className="text-xs text-ink-muted" data-testid="data-updated">
              {t("Zuletzt aktualisiert am {{date}}", { date: formatDate(p.dataUpdatedAt) })}
            </p>
            {p.stale ? (
              <Alert variant="info" role="note" data-testid="stale-hint">
                {t("Diese Angaben wurden seit über 12 Monaten nicht aktualisiert. Stimmt etwas nicht? Melde veraltete Infos.")}
              </Alert>
            ) : null}
            {reportSlot}
          </div>
        </div>
      </div>
    </article>
  );
}

/** One fact of the card: an icon (its name for screen readers) and the value. */
function DetailRow({ icon: Icon, label, className, children }: { icon: LucideIcon; label: string; className?: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt>
        <Icon aria-hidden="true" className="size-4 text-ink-muted" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/**
 * Logo, badges, name, rating and opening status: links and text. A component of its own, so that
 * none of it runs while the page takes it over unhydrated (StaticPart, decision 0052).
 */
function ProviderIdentity({ provider: p, now }: { provider: Provider; now?: string }) {
  const { t } = useTranslation("common");
  return (
    <>
      {p.logoUrl ? (
        <img
          {...responsiveSrc(p.logoUrl, [160, 320], 160)}
          sizes="80px"
          alt={t("Logo von {{name}}", { name: p.name })}
          width={80}
          height={80}
          className="size-16 shrink-0 rounded-xl border border-border bg-white object-contain md:size-20"
          data-testid="provider-logo"
        />
      ) : (
        <Monogram name={p.name} category={p.category} className="size-16 rounded-xl text-2xl md:size-20" />
      )}
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{t(categoryLabel(p.category))}</Badge>
          {p.verified ? <VerifiedBadge /> : null}
          {p.featured ? <FeaturedBadge /> : null}
          {p.status !== "approved" ? <Badge variant="warning">{p.status === "pending" ? t("Wartet auf Freigabe") : t("Abgelehnt")}</Badge> : null}
        </div>
        <h1 id="provider-name" className="text-2xl font-bold break-words text-ink md:text-3xl">
          {p.name}
        </h1>
        <a href="#bewertungen" className="w-fit hover:underline">
          <RatingSummary average={p.averageRating} count={p.reviewCount} stars />
        </a>
        {now ? (
          // Computed in the provider's time zone: taken over unhydrated (decision 0050).
          <StaticPart key={now} className="contents">
            <OpeningStatusLink hours={p.openingHours} timeZone={p.timeZone} now={now} />
          </StaticPart>
        ) : null}
      </div>
    </>
  );
}

/** Description and facts (address, country, phone, e-mail, website), as ProviderIdentity. */
function ProviderFacts({ provider: p }: { provider: Provider }) {
  const { t } = useTranslation("common");
  const websiteRel = p.dofollowWebsite ? "noopener" : "nofollow noopener";
  return (
    <>
      <div className="text-[0.9375rem] leading-relaxed whitespace-pre-line text-ink">{p.description}</div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {p.address || p.city ? (
          <DetailRow icon={MapPin} label={t("Adresse")}>
            {p.address ? <span className="block">{p.address}</span> : null}
            {[p.postalCode, p.city].filter(Boolean).join(" ")}
          </DetailRow>
        ) : null}
        <div className="flex gap-2">
          <dt className="font-medium text-ink-muted">{t("Land")}:</dt>
          <dd>{p.countryName}</dd>
        </div>
        {p.phone ? (
          <DetailRow icon={Phone} label={t("Telefon")}>
            <a
              href={`tel:${p.phone.replace(/[^\d+]/g, "")}`}
              className={CONTACT_LINK}
              data-track="phone"
              onClick={() => trackProviderEvent(p.id, "detail_click", "phone")}
            >
              {p.phone}
            </a>
          </DetailRow>
        ) : null}
        {p.email ? (
          <DetailRow icon={Mail} label={t("E-Mail")} className="min-w-0 break-all">
            <a href={`mailto:${p.email}`} className={CONTACT_LINK} data-track="email" onClick={() => trackProviderEvent(p.id, "detail_click", "email")}>
              {p.email}
            </a>
          </DetailRow>
        ) : null}
        {p.website ? (
          <DetailRow icon={Globe} label={t("Website")} className="min-w-0 break-all">
            <a
              href={p.website}
              target="_blank"
              rel={websiteRel}
              className={`${CONTACT_LINK} text-brand-800`}
              data-track="website"
              onClick={() => trackProviderEvent(p.id, "detail_click", "website")}
            >
              {p.website.replace(/^https?:\/\//, "")}
            </a>
          </DetailRow>
        ) : null}
      </dl>
    </>
  );
}
