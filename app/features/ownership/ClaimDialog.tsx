import { KeyRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { useDialogSave, type FetcherResult } from "~/lib/use-fetcher-toast";
import { ClaimFields, ClaimLead } from "./ClaimFields";

type Result = FetcherResult & { fieldErrors?: Record<string, string> };

/**
 * The dialog of 'Eintrag beanspruchen': a short note and a contact, sent to POST
 * /api/provider-claims; an admin checks the claim. Loaded only when a member opens it.
 */
export default function ClaimDialog({ providerId, onClose }: { providerId: string; onClose: () => void }) {
  const { t } = useTranslation("common");
  const fetcher = useFetcher<Result>();
  const { errors, busy } = useDialogSave(fetcher, "Der Anspruch konnte nicht gesendet werden.", onClose, "common");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Eintrag beanspruchen")}</DialogTitle>
          <DialogDescription>
            <ClaimLead />
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action="/api/provider-claims" className="flex flex-col gap-4">
          <input type="hidden" name="providerId" value={providerId} />
          <ClaimFields errors={errors} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              {t("Abbrechen")}
            </Button>
            <Button type="submit" disabled={busy}>
              <KeyRound aria-hidden="true" />
              {t("Anspruch senden")}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
