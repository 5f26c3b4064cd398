import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { ContestParticipant } from "./admin-list.server";
import { AUDIT_ACTION_LABELS, CONTEST_ADMIN_LIMITS, CONTEST_ADMIN_MESSAGES, formatStamp, PAYMENT_STATUS_LABELS } from "./admin-schema";
import { auditLogsUrl, ContestStatusBadge, participantsUrl, useAdminJson, type AuditLogsAnswer } from "./AdminContestData";

export type DialogTarget = { id: string; title: string } | null;

function LoadError({ text }: { text: string }) {
  const { t } = useTranslation("admin");
  return (
    <p role="alert" className="text-sm text-danger">
      {t(text)}
    </p>
  );
}

/** The participants of one contest: username, e-mail, payment status, time; CSV export. */
export function ParticipantsDialog({ target, onClose }: { target: DialogTarget; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const answer = useAdminJson<{ participants: ContestParticipant[] }>(target ? participantsUrl(target.id) : null);
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("Teilnehmer")}</DialogTitle>
          <DialogDescription>{target?.title}</DialogDescription>
        </DialogHeader>
        {!answer ? (
          <Spinner size="sm" />
        ) : !answer.ok ? (
          <LoadError text={CONTEST_ADMIN_MESSAGES.loadParticipants} />
        ) : (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-ink-muted">{t("{{n}} Teilnehmer", { n: answer.participants.length })}</p>
              {target ? (
                <ButtonLink href={`${participantsUrl(target.id)}.csv`} download icon={Download} variant="outline" size="sm">
                  {t("CSV exportieren")}
                </ButtonLink>
              ) : null}
            </div>
            {answer.participants.length === 0 ? (
              <p className="text-sm text-ink-muted">{t("Noch keine Teilnehmer.")}</p>
            ) : (
              <div className="max-h-[60vh] overflow-y-auto">
                <Table scrollLabel={t("Teilnehmer")}>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t("Benutzername")}</TableHead>
                      <TableHead>{t("E-Mail")}</TableHead>
                      <TableHead>{t("Zahlungsstatus")}</TableHead>
                      <TableHead>{t("Zeitpunkt")}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {answer.participants.map((p) => (
                      <TableRow key={p.id}>
                        <TableCell className="font-medium">{p.username ?? "–"}</TableCell>
                        <TableCell className="break-all">{p.email}</TableCell>
                        <TableCell>
                          <Badge variant={p.paymentStatus === "completed" ? "success" : p.paymentStatus === "failed" ? "destructive" : "warning"}>
                            {t(PAYMENT_STATUS_LABELS[p.paymentStatus] ?? p.paymentStatus)}
                          </Badge>
                        </TableCell>
                        <TableCell className="whitespace-nowrap">{formatStamp(p.participatedAt)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The activity timeline of one contest's audit rows (newest first). */
export function AuditTimeline({ contestId, limit }: { contestId: string; limit: number }) {
  const { t } = useTranslation("admin");
  const answer = useAdminJson<AuditLogsAnswer>(auditLogsUrl(contestId, limit));
  if (!answer) return <Spinner size="sm" />;
  if (!answer.ok) return <LoadError text={CONTEST_ADMIN_MESSAGES.loadAuditLogs} />;
  if (answer.logs.length === 0) return <p className="text-sm text-ink-muted">{t("Keine Audit-Logs vorhanden.")}</p>;
  return (
    <ol className="relative flex flex-col gap-3 border-l border-border pl-4" aria-label={t("Aktivitätsverlauf")}>
      {answer.logs.map((log) => (
        <li key={log.id} className="relative text-sm">
          <span aria-hidden="true" className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-brand-700" />
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium text-ink">{t(AUDIT_ACTION_LABELS[log.actionType] ?? log.actionType)}</span>
            {log.status ? <ContestStatusBadge status={log.status} /> : null}
            <time dateTime={log.createdAt} className="text-xs text-ink-muted">
              {formatStamp(log.createdAt)}
            </time>
          </div>
          <p className="text-xs text-ink-muted">
            {t("von {{actor}}", { actor: log.actorUsername ?? t("System") })}
            {log.participantUserId ? ` · ${t("Teilnehmer-ID {{id}}", { id: log.participantUserId.slice(0, 8) })}` : ""}
            {log.referralCode ? ` · ${t("Empfehlungscode {{code}}", { code: log.referralCode })}` : ""}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** The audit log of one contest (latest 100). */
export function AuditLogDialog({ target, onClose }: { target: DialogTarget; onClose: () => void }) {
  const { t } = useTranslation("admin");
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("Audit-Log")}</DialogTitle>
          <DialogDescription>{target?.title}</DialogDescription>
        </DialogHeader>
        <div className="max-h-[60vh] overflow-y-auto py-1">
          {target ? <AuditTimeline contestId={target.id} limit={CONTEST_ADMIN_LIMITS.auditDialog} /> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
