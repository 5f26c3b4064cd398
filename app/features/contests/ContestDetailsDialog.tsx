import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Link } from "react-router";
import { ContestImage, contestLabels } from "./ContestCard";
import { ContestFacts } from "./ContestFacts";
import type { ContestCardData } from "./public.server";
import { canJoin } from "./schema";
import { contestPath } from "./slug";

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
        <ContestFacts contest={c} termsHeadingId="contest-terms" />
        <p className="text-sm">
          <Link to={contestPath(c)} className="font-medium text-brand-800 underline-offset-2 hover:underline">
            {t("Zur Seite des Gewinnspiels")}
          </Link>
        </p>
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
