import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { formatDateTime } from "~/lib/format";
import { ContestImage, contestLabels, formatPrize } from "./ContestCard";
import type { ContestCardData } from "./public.server";
import { canJoin, STATUS_LABELS } from "./schema";

/**
 * The details dialog of a contest: prize, dates, participants, terms and, when allowed, the
 * participate button; for visitors (`signInHref`) a link to the sign-in that comes back here.
 */
export function ContestDetailsDialog({
  contest: c,
  onClose,
  onJoin,
  busy,
  extra,
  signInHref,
}: {
  contest: ContestCardData | null;
  onClose: () => void;
  onJoin?: (id: string) => void;
  busy?: boolean;
  /** Set for visitors: 'Jetzt teilnehmen' is a link to the sign-in (and back to these details). */
  signInHref?: string;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation("common");
  if (!c) return null;
  const labels = contestLabels(c);
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
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{c.title}</DialogTitle>
          <DialogDescription className="whitespace-pre-line">{c.description}</DialogDescription>
        </DialogHeader>
        <ContestImage src={c.imageUrl} className="max-h-64 w-full rounded-md object-cover" />
        {labels.length > 0 && (
          <div className="flex flex-wrap gap-1.5">
            {labels.map((l) => (
              <Badge key={l} variant="outline">
                {t(l)}
              </Badge>
            ))}
          </div>
        )}
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="font-medium text-ink">{k}</dt>
              <dd className="mb-1 text-ink-muted sm:mb-0">{v}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="contest-terms" className="text-sm">
          <h3 id="contest-terms" className="font-medium text-ink">
            {t("Teilnahmebedingungen")}
          </h3>
          <p className="mt-1 whitespace-pre-line text-ink-muted">{c.termsAndConditions}</p>
        </section>
        {extra}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t("Schließen")}
          </Button>
          {onJoin && canJoin(c) ? (
            signInHref ? (
              <ButtonLink to={signInHref} rel="nofollow">
                {t("Jetzt teilnehmen")}
              </ButtonLink>
            ) : (
              <Button type="button" onClick={() => onJoin(c.id)} disabled={busy}>
                {t("Jetzt teilnehmen")}
              </Button>
            )
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
