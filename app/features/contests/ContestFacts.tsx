import { useTranslation } from "react-i18next";
import { formatDateTime } from "~/lib/format";
import { formatPrize } from "./ContestCard";
import type { ContestCardData } from "./public.server";
import { STATUS_LABELS } from "./schema";

/** A contest's facts (status, prize, dates, participants, ...) and its terms: the details dialog and the contest page. */
export function ContestFacts({
  contest: c,
  termsHeadingId,
  headingLevel = "h3",
}: {
  contest: ContestCardData;
  termsHeadingId: string;
  headingLevel?: "h2" | "h3";
}) {
  const { t } = useTranslation("common");
  const Heading = headingLevel;
  const rows: [string, React.ReactNode][] = [
    [t("Status"), t(STATUS_LABELS[c.status])],
    [t("Gewinn"), `${c.prizeDescription ?? ""}${c.prizeDescription ? " · " : ""}${formatPrize(c)}`],
    [t("Gewinnart"), c.prizeType === "voucher" ? t("Gutschein") : t("Individueller Gewinn")],
    [t("Beginn"), formatDateTime(c.startDate)],
    [t("Ende"), formatDateTime(c.endDate)],
    [t("Teilnehmer"), c.maxParticipants === null ? String(c.participantCount) : `${c.participantCount} / ${c.maxParticipants}`],
  ];
  if (c.individualPrizeDescription) rows.push([t("Gewinnbeschreibung"), c.individualPrizeDescription]);
  if (c.voucherCode) rows.push([t("Gutscheincode"), c.voucherCode]);
  if (c.viewCount !== null) rows.push([t("Aufrufe"), String(c.viewCount)]);
  return (
    <>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium text-ink">{k}</dt>
            <dd className="mb-1 text-ink-muted sm:mb-0">{v}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby={termsHeadingId} className="text-sm">
        <Heading id={termsHeadingId} className="font-medium text-ink">
          {t("Teilnahmebedingungen")}
        </Heading>
        <p className="mt-1 whitespace-pre-line text-ink-muted">{c.termsAndConditions}</p>
      </section>
    </>
  );
}
