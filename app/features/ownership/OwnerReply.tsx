import { MessageSquareReply, Pencil, Store, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { Field } from "~/components/ui/field";
import { useFocusOnMount } from "~/components/ui/focus-on-mount";
import { Textarea } from "~/components/ui/textarea";
import { formatDate } from "~/lib/format";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";
import { REPLY_CONTENT_MAX } from "./limits";
import type { ReplyItem } from "./replies.server";

type Result = FetcherResult & { fieldErrors?: Record<string, string> };
const ACTION = "/api/review-replies";

/**
 * 'Antwort des Anbieters' under a review: the reply with its date; owners of the listing answer
 * ('Antworten'), edit and delete it, admins may delete it (moderation).
 */
export function OwnerReply({
  reviewId,
  reply,
  canReply,
  canDelete,
}: {
  reviewId: string;
  reply: ReplyItem | null;
  /** The viewer owns the listing (and the review is not the viewer's own). */
  canReply: boolean;
  /** Owners and admins. */
  canDelete: boolean;
}) {
  const { t } = useTranslation("common");
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const del = useFetcher<Result>();
  useFetcherToast(del, { error: "Die Antwort konnte nicht gelöscht werden." });
  if (editing) return <ReplyForm reviewId={reviewId} reply={reply} close={() => setEditing(false)} />;
  if (!reply) {
    if (!canReply) return null;
    return (
      <Button variant="outline" size="sm" className="w-fit" onClick={() => setEditing(true)}>
        <MessageSquareReply aria-hidden="true" />
        {t("Antworten")}
      </Button>
    );
  }
  const edited = reply.updatedAt.slice(0, 19) !== reply.createdAt.slice(0, 19);
  return (
    <section
      aria-label={t("Antwort des Anbieters")}
      className="ml-2 flex flex-col gap-1.5 rounded-lg border-l-4 border-brand-300 bg-surface-muted p-3 sm:ml-6"
      data-testid="owner-reply"
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Store aria-hidden="true" className="size-4 text-brand-800" />
        <span className="font-semibold text-ink">{t("Antwort des Anbieters")}</span>
        <time dateTime={reply.createdAt} className="text-xs text-ink-muted">
          {formatDate(reply.createdAt)}
          {edited ? ` · ${t("bearbeitet")}` : ""}
        </time>
      </header>
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-ink">{reply.content}</p>
      {canReply || canDelete ? (
        <div className="flex flex-wrap gap-2">
          {canReply ? (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t("Bearbeiten")}
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" className="text-danger" onClick={() => setConfirm(true)} disabled={del.state !== "idle"}>
            <Trash2 aria-hidden="true" />
            {t("Löschen")}
          </Button>
          <ConfirmAction
            open={confirm}
            onOpenChange={setConfirm}
            title={t("Antwort löschen?")}
            description={t("Möchtest du die Antwort des Anbieters wirklich löschen?")}
            cancelLabel={t("Abbrechen")}
            confirmLabel={t("Löschen")}
            variant="destructive"
            onConfirm={() => void del.submit({ intent: "delete", reviewId }, { method: "post", action: ACTION })}
          />
        </div>
      ) : null}
    </section>
  );
}

function ReplyForm({ reviewId, reply, close }: { reviewId: string; reply: ReplyItem | null; close: () => void }) {
  const { t } = useTranslation("common");
  const fetcher = useFetcher<Result>();
  const fieldId = useId();
  useFocusOnMount(fieldId);
  useFetcherToast(fetcher, { error: "Die Antwort konnte nicht gespeichert werden." }, close);
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors?.content : undefined;
  return (
    <fetcher.Form method="post" action={ACTION} className="ml-2 flex flex-col gap-2 sm:ml-6">
      <input type="hidden" name="intent" value={reply ? "update" : "create"} />
      <input type="hidden" name="reviewId" value={reviewId} />
      <Field id={fieldId} label={t("Antwort des Anbieters")} error={error}>
        <Textarea name="content" defaultValue={reply?.content ?? ""} maxLength={REPLY_CONTENT_MAX} rows={3} required />
      </Field>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={close}>
          {t("Abbrechen")}
        </Button>
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
          {reply ? t("Speichern") : t("Antwort veröffentlichen")}
        </Button>
      </div>
    </fetcher.Form>
  );
}
