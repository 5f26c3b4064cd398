import { useTranslation } from "react-i18next";
import type { ClubFacts } from "./detail.server";
import { CLUB_ADMISSION_LABELS, CLUB_LICENCE_LABELS, clubFactsDate, clubFeeRange } from "./club-facts";

/** The club facts of a Cannabis Social Club on its page (issue #26 item 7), with 'Stand: dd.MM.yyyy'. */
export function ClubFactsSection({ club }: { club: ClubFacts }) {
  const { t } = useTranslation("common");
  const fee = clubFeeRange(club.feeMinCents, club.feeMaxCents);
  const date = clubFactsDate(club.updatedAt);
  const rows: [string, string][] = [];
  if (club.admission) rows.push([t("Mitgliederaufnahme"), t(CLUB_ADMISSION_LABELS[club.admission])]);
  if (fee) rows.push([t("Mitgliedsbeitrag"), `${fee} ${t("pro Monat")}`]);
  if (club.licence) rows.push([t("Erlaubnis nach KCanG"), t(CLUB_LICENCE_LABELS[club.licence])]);
  if (club.minimumAge !== null) rows.push([t("Mindestalter"), t("{{n}} Jahre", { count: club.minimumAge, n: club.minimumAge })]);
  return (
    <section aria-labelledby="club-heading" className="rounded-card border border-border bg-white p-5" data-testid="club-facts">
      <h2 id="club-heading" className="text-lg font-semibold text-ink">
        {t("Club-Infos")}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {date ? <p className="mt-3 text-xs text-ink-muted">{t("Stand: {{date}}", { date })}</p> : null}
    </section>
  );
}
