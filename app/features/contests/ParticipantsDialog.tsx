import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { LoadErrors } from "~/components/ui/load-errors";
import { formatDateTime } from "~/lib/format";
import type { ParticipantRow } from "./public.server";
import { participationLabel } from "./schema";

/** The participants of a contest: username, e-mail (admins), participation status and time; or why they could not be loaded. */
export function ParticipantsDialog({
  title,
  rows,
  error,
  onClose,
}: {
  title: string;
  rows: ParticipantRow[] | null;
  error?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("common");
  const withEmail = rows?.some((r) => r.email !== null) ?? false;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("Teilnehmer")}</DialogTitle>
          <DialogDescription>{title}</DialogDescription>
        </DialogHeader>
        {error ? (
          <LoadErrors errors={[error]} />
        ) : rows === null ? (
          <p className="text-ink-muted">{t("Teilnehmer werden geladen...")}</p>
        ) : rows.length === 0 ? (
          <p className="text-ink-muted">{t("Noch keine Teilnehmer")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-border">
                  <th className="py-2 pr-3">{t("Benutzername")}</th>
                  {withEmail && <th className="py-2 pr-3">{t("E-Mail")}</th>}
                  <th className="py-2 pr-3">{t("Status")}</th>
                  <th className="py-2">{t("Zeitpunkt")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.userId} className="border-b border-border/60">
                    <td className="py-2 pr-3">{r.username ?? t("Unbekannt")}</td>
                    {withEmail && <td className="py-2 pr-3">{r.email}</td>}
                    <td className="py-2 pr-3">{t(participationLabel(r.paymentStatus))}</td>
                    <td className="py-2">{formatDateTime(r.participatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
