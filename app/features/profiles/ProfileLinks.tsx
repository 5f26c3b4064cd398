import { AtSign as Instagram, ExternalLink, Heart, MousePointerClick } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ProfileViewData } from "./profile.server";
import { sendTrackingForm } from "~/lib/browser-session";
import { providerPath } from "~/lib/paths";

/** Instagram and the custom links (clicks are counted; the owner sees the counts). */
export function ProfileLinks({ data }: { data: ProfileViewData }) {
  const { t } = useTranslation("common");
  const { profile } = data;
  const clicks = (i: number) => data.owner?.linkClicks.find((c) => c.linkIndex === i)?.clicks ?? 0;
  return (
    <div className="space-y-3">
      <h2 id="links-heading" className="text-lg font-semibold">
        {t("Links")}
      </h2>
      <ul className="space-y-2">
        {profile.instagramUrl ? (
          <li>
            <a
              href={profile.instagramUrl}
              target="_blank"
              rel="nofollow noopener noreferrer"
              onClick={() => trackLink(profile.id, -1)}
              className="inline-flex items-center gap-2 text-brand-800 hover:underline"
            >
              <Instagram aria-hidden="true" className="size-4" /> Instagram
            </a>
            {data.owner ? <ClickCount n={clicks(-1)} /> : null}
          </li>
        ) : null}
        {profile.customLinks.map((l, i) => (
          <li key={`${l.url}-${i}`}>
            <a
              href={l.url}
              target="_blank"
              rel="nofollow noopener noreferrer"
              onClick={() => trackLink(profile.id, i)}
              className="inline-flex items-center gap-2 text-brand-800 hover:underline"
            >
              <ExternalLink aria-hidden="true" className="size-4" /> {l.title}
            </a>
            {data.owner ? <ClickCount n={clicks(i)} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The owner's showcased favourite providers ('Lieblingsanbieter'). */
export function ProfileShowcase({ showcase }: { showcase: ProfileViewData["showcase"] }) {
  const { t } = useTranslation("common");
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold">{t("Lieblingsanbieter")}</h2>
      <ul className="grid gap-2">
        {showcase.map((p) => (
          <li key={p.id}>
            <Link to={providerPath(p)} className="flex items-center gap-3 rounded-lg border border-border bg-white p-2 hover:bg-surface-muted">
              <Heart aria-hidden="true" className="size-4 text-danger" />
              <span className="font-medium">{p.name}</span>
              {p.city ? <span className="text-sm text-ink-muted">{p.city}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function trackLink(profileId: string, linkIndex: number) {
  sendTrackingForm("/api/profile-link-click", { profileId, linkIndex: String(linkIndex) });
}

function ClickCount({ n }: { n: number }) {
  const { t } = useTranslation("common");
  return (
    <span className="ml-2 inline-flex items-center gap-1 text-xs text-ink-muted">
      <MousePointerClick aria-hidden="true" className="size-3" />
      {t("{{n}} Klicks", { count: n, n })}
    </span>
  );
}
