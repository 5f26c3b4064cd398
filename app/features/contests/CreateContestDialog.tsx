import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Alert } from "~/components/ui/alert";
import { DialogActions } from "~/components/ui/dialog-actions";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { useViewer } from "~/lib/root-data";
import { useDialogSave, type FetcherResult } from "~/lib/use-fetcher-toast";
import { ContestFormFields } from "./ContestForm";
import type { ContestCardData } from "./public.server";
import { CONTEST_MESSAGES, CONTEST_WARNINGS, contestWarnings } from "./schema";

type SaveResult = FetcherResult & { fieldErrors?: Record<string, string>; warnings?: string[] };

/** The warnings of the values typed so far: the terms one only once there are terms (an empty field is the form's own error). */
function shownWarnings(v: { prizeValue: string; termsAndConditions: string; description: string }) {
  return contestWarnings(v).filter((w) => w !== CONTEST_WARNINGS.terms || v.termsAndConditions.trim() !== "");
}

/**
 * The contest form in a dialog: 'Verlosung starten' on /contests (create) and the dashboard's
 * edit. Posts to /contests/dashboard; the server decides everything (permission, rules, status).
 * Admins see the non-blocking warnings while they type (the same rule the server answers with).
 * Loaded lazily.
 */
export default function CreateContestDialog({ onClose, contest }: { onClose: () => void; contest?: ContestCardData | null }) {
  const { t } = useTranslation("common");
  const fetcher = useFetcher<SaveResult>({ key: contest ? `contest-edit-${contest.id}` : "contest-create" });
  const { errors, busy } = useDialogSave(fetcher, contest ? CONTEST_MESSAGES.saveFailed : CONTEST_MESSAGES.createFailed, onClose, "common");
  const isAdmin = useViewer()?.isAdmin ?? false;
  const [warnings, setWarnings] = useState(() =>
    isAdmin
      ? shownWarnings({
          prizeValue: contest ? String(contest.prizeValue) : "",
          termsAndConditions: contest?.termsAndConditions ?? "",
          description: contest?.description ?? "",
        })
      : [],
  );
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (!isAdmin) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    const next = shownWarnings({ prizeValue: text("prizeValue"), termsAndConditions: text("termsAndConditions"), description: text("description") });
    setWarnings((prev) => (prev.join("|") === next.join("|") ? prev : next));
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{contest ? t("Gewinnspiel bearbeiten") : t("Verlosung starten")}</DialogTitle>
          <DialogDescription>
            {contest
              ? t("Änderungen sind nur möglich, solange niemand teilnimmt.")
              : t("Dein Gewinnspiel wird nach der Prüfung durch unser Team veröffentlicht.")}
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action="/contests/dashboard" encType="multipart/form-data" className="flex flex-col gap-4" noValidate onInput={onInput}>
          <input type="hidden" name="intent" value={contest ? "update" : "create"} />
          {contest && <input type="hidden" name="id" value={contest.id} />}
          <ContestFormFields contest={contest} errors={errors} />
          {isAdmin ? (
            // Always in the page, so that screen readers announce the warnings as they appear.
            <div aria-live="polite" data-testid="contest-warnings">
              {warnings.length > 0 ? (
                <Alert variant="info" role="note" title={t("Hinweise für Admins")}>
                  <ul className="list-disc pl-5">
                    {warnings.map((w) => (
                      <li key={w}>{t(w)}</li>
                    ))}
                  </ul>
                  <p className="mt-1 text-ink-muted">{t("Speichern ist trotzdem möglich.")}</p>
                </Alert>
              ) : null}
            </div>
          ) : null}
          <DialogActions busy={busy} onCancel={onClose} submitLabel={contest ? "Speichern" : "Verlosung erstellen"} icon={null} spinner={false} ns="common" />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
