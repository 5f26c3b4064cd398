import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Link } from "react-router";
import { ContestImage, contestLabels } from "./ContestCard";
import { ContestFacts } from "./ContestFacts";
import type { ContestCardData } from "./public.server";
import { canJoin } from "./schema";
import { contestPath } from "./slug";

/**
 * The details dialog of a contest: prize, dates, participants, terms and, when allowed, the
 * participate button (anonymous visitors are sent to /auth by the caller).
 */
export function ContestDetailsDialog({
  contest: c,
  onClose,
  onJoin,
  busy,
  extra,
}: {
  contest: ContestCardData | null;
  onClose: () => void;
  onJoin?: (id: string) => void;
  busy?: boolean;
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
          {onJoin && canJoin(c) && (
            <Button type="button" onClick={() => onJoin(c.id)} disabled={busy}>
              {t("Jetzt teilnehmen")}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
