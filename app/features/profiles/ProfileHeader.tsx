import { Award, CalendarDays, Eye, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { VerifiedBadge } from "~/components/ui/verified-badge";
import { ButtonLink } from "~/components/ui/button-link";
import { formatDate, formatCount } from "~/lib/format";
import type { ProfileViewData } from "./profile.server";

/**
 * Avatar, name, member-since date, level and score, profile views (owner and admins), the stats,
 * and the owner's edit links or, for everyone else, `follow`.
 */
export function ProfileHeader({ data, followers, follow }: { data: ProfileViewData; followers: number; follow: ReactNode }) {
  const { t } = useTranslation("common");
  const { profile, stats, activity } = data;
  const name = profile.username ?? t("Unbekannt");
  const statItems = [
    { label: t("Einträge"), value: stats.entries },
    { label: t("Bewertungen"), value: stats.reviews },
    { label: t("Follower"), value: followers },
    { label: t("Folgt"), value: stats.following },
    { label: t("Hilfreich-Stimmen"), value: stats.helpfulVotes },
  ];
  return (
    <header className="flex flex-col gap-5 rounded-card border border-border bg-white p-5 shadow-sm sm:flex-row sm:items-center">
      <UserAvatar name={name} src={profile.avatarUrl} size="xl" alt={t("Avatar von {{name}}", { name })} />
      <div className="min-w-0 flex-1 space-y-2">
        <h1 className="truncate text-2xl font-bold text-ink sm:text-3xl">{name}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            {t("Mitglied seit")} {formatDate(profile.memberSince)}
          </span>
          <Badge variant="featured" data-testid="level-badge" title={t("Aktivitätspunkte: {{n}}", { n: activity.score })}>
            <Award aria-hidden="true" className="size-3.5" />
            {activity.level.name}
          </Badge>
          {data.gates.verifiedBadge ? <VerifiedBadge /> : null}
          <span data-testid="activity-score">{t("{{n}} Punkte", { count: activity.score, n: activity.score.toLocaleString("de-DE") })}</span>
          {data.viewCount !== null ? (
            <span className="inline-flex items-center gap-1">
              <Eye aria-hidden="true" className="size-4" />
              {t("{{n}} Profilaufrufe", { count: data.viewCount, n: formatCount(data.viewCount) })}
            </span>
          ) : null}
        </div>
        <dl className="grid grid-cols-2 gap-2 pt-1 min-[360px]:grid-cols-3 sm:grid-cols-5">
          {statItems.map((s) => (
            <div key={s.label} className="flex flex-col-reverse rounded-lg bg-surface-muted px-2 py-1.5 text-center">
              <dt className="break-words text-xs text-ink-muted">{s.label}</dt>
              <dd className="text-lg font-semibold text-ink" data-testid={`stat-${s.label}`}>
                {s.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {data.isOwner ? (
          <>
            <ButtonLink to="?edit=1" icon={Pencil}>
              {t("Profil bearbeiten")}
            </ButtonLink>
            <ButtonLink to="/account" variant="outline">
              {t("Meine Daten")}
            </ButtonLink>
          </>
        ) : (
          follow
        )}
      </div>
    </header>
  );
}
