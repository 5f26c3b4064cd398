import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { useDialogSave, type FetcherResult } from "~/lib/use-fetcher-toast";
import { ContestFormFields } from "./ContestForm";
import type { ContestCardData } from "./public.server";
import { CONTEST_MESSAGES } from "./schema";

type SaveResult = FetcherResult & { fieldErrors?: Record<string, string>; warnings?: string[] };

/**
 * The contest form in a dialog: 'Verlosung starten' on /contests (create) and the dashboard's
 * edit. Posts to /contests/dashboard; the server decides everything (permission, rules, status).
 * Loaded lazily.
 */
export default function CreateContestDialog({ onClose, contest }: { onClose: () => void; contest?: ContestCardData | null }) {
  const { t } = useTranslation("common");
  const fetcher = useFetcher<SaveResult>({ key: contest ? `contest-edit-${contest.id}` : "contest-create" });
  const { errors, busy } = useDialogSave(fetcher, contest ? CONTEST_MESSAGES.saveFailed : CONTEST_MESSAGES.createFailed, onClose, "common");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{contest ? t("Gewinnspiel bearbeiten") : t("Verlosung starten")}</DialogTitle>
          <DialogDescription>
            {contest ? t("Änderungen sind nur möglich, solange niemand teilnimmt.") : t("Dein Gewinnspiel wird nach der Prüfung durch unser Team veröffentlicht.")}
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action="/contests/dashboard" encType="multipart/form-data" className="flex flex-col gap-4" noValidate>
          <input type="hidden" name="intent" value={contest ? "update" : "create"} />
          {contest && <input type="hidden" name="id" value={contest.id} />}
          <ContestFormFields contest={contest} errors={errors} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t("Abbrechen")}
            </Button>
            <Button type="submit" disabled={busy}>
              {contest ? t("Speichern") : t("Verlosung erstellen")}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
