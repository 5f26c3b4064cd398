import { ChevronDown, Pencil, Plus, Save, Trash2, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { ConfirmDelete } from "~/components/ui/confirm-delete";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { DateInput } from "~/components/ui/date-input";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { EmptyNote } from "~/components/ui/query-form";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { formatDate, formatDateTime } from "~/lib/format";
import { toast } from "~/lib/toast";
import { useDialogSave, useFetcherResult, type FetcherResult } from "~/lib/use-fetcher-toast";
import type { AdminPopupRow, PopupDeletionRow } from "./admin.server";
import { POPUP_MESSAGES as M } from "./schema";
import { trashPeriod } from "~/components/ui/trash-period";

export type AdminPopupsData = { popups: AdminPopupRow[]; logs: PopupDeletionRow[] };
const ACTION = "/admin/global-popups";
type SaveResult = FetcherResult & { fieldErrors?: Record<string, string> };

/** Create and edit form (spec 3 section 5): title and message required, the link a URL, missing link and dates null. */
function PopupForm({ popup, onDone }: { popup: AdminPopupRow | null; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<SaveResult>();
  const { errors, busy } = useDialogSave(fetcher, M.saveError, onDone);
  const err = (k: string) => (errors?.[k] ? t(errors[k]) : undefined);
  const p = `popup-${popup?.id ?? "new"}`;
  const title = popup ? t("Popup bearbeiten") : t("Neues Popup");
  return (
    <Card className="p-4">
      <fetcher.Form method="post" action={ACTION} noValidate aria-label={title} className="flex flex-col gap-4" key={popup?.id ?? "new"}>
        <h3 className="text-lg font-semibold text-ink">{title}</h3>
        <input type="hidden" name="intent" value="popup-save" />
        <input type="hidden" name="id" value={popup?.id ?? ""} />
        <Field label={t("Titel")} required error={err("title")} id={`${p}-title`}>
          <Input name="title" defaultValue={popup?.title ?? ""} maxLength={200} />
        </Field>
        <Field label={t("Nachricht")} required error={err("message")} id={`${p}-message`}>
          <Textarea name="message" defaultValue={popup?.message ?? ""} rows={4} maxLength={2000} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("Link-URL")} error={err("linkUrl")} id={`${p}-link`}>
            <Input name="linkUrl" type="url" defaultValue={popup?.linkUrl ?? ""} placeholder="https://…" />
          </Field>
          <Field label={t("Link-Text")} error={err("linkText")} id={`${p}-link-text`}>
            <Input name="linkText" defaultValue={popup?.linkText ?? ""} maxLength={200} />
          </Field>
          <Field label={t("Startdatum (optional)")} error={err("startDate")} id={`${p}-start`}>
            <DateInput name="startDate" defaultValue={popup?.startDate ?? null} />
          </Field>
          <Field label={t("Enddatum (optional)")} error={err("endDate")} id={`${p}-end`}>
            <DateInput name="endDate" defaultValue={popup?.endDate ?? null} />
          </Field>
        </div>
        <Field label={t("Aktiv")} inline id={`${p}-active`}>
          <Checkbox name="isActive" value="1" defaultChecked={popup?.isActive ?? false} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner /> : <Save aria-hidden="true" />}
            {t("Speichern")}
          </Button>
          {popup ? (
            <Button type="button" variant="outline" onClick={onDone}>
              <X aria-hidden="true" />
              {t("Abbrechen")}
            </Button>
          ) : null}
        </div>
      </fetcher.Form>
    </Card>
  );
}

/** The toasts of the deletes, in the page (the deleted row is gone when the answer arrives). */
function DeleteToasts({ intent, errorText }: { intent: string; errorText: string }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult>({ key: intent });
  useFetcherResult(fetcher, (d) => (d.ok ? toast.success(t(d.message ?? "")) : toast.error(t(errorText))));
  return null;
}

/** A delete with confirmation (its toast: DeleteToasts). */
function DeleteButton({ intent, id, label, title, description }: { intent: string; id: string; label: string; title: string; description: string }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult>({ key: intent });
  return (
    <ConfirmDelete
      trigger={
        <Button variant="outline" size="sm" aria-label={label} disabled={fetcher.state !== "idle" && fetcher.formData?.get("id") === id}>
          <Trash2 aria-hidden="true" />
          {t("Löschen")}
        </Button>
      }
      title={title}
      description={description}
      onConfirm={() => void fetcher.submit({ intent, id }, { method: "post", action: ACTION })}
    />
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-ink-muted">{t(label)}</dt>
      <dd className="font-semibold text-ink">{value.toLocaleString("de-DE")}</dd>
    </div>
  );
}

function PopupList({ rows, onEdit }: { rows: AdminPopupRow[]; onEdit: (p: AdminPopupRow) => void }) {
  const { t } = useTranslation("admin");
  if (rows.length === 0) return <EmptyNote>{t("Noch keine Popups erstellt.")}</EmptyNote>;
  return (
    <ul className="flex flex-col gap-3">
      {rows.map((p) => (
        <li key={p.id}>
          <Card className="flex flex-col gap-3 p-4" data-testid={`popup-row-${p.id}`}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h4 className="font-semibold text-ink">{p.title}</h4>
                <p className="line-clamp-2 text-sm text-ink-muted">{p.message}</p>
              </div>
              <Badge variant={p.isActive ? "success" : "secondary"}>{p.isActive ? t("Aktiv") : t("Inaktiv")}</Badge>
            </div>
            <p className="text-xs text-ink-muted">
              {t("Erstellt am {{date}}", { date: formatDate(p.createdAt) })}
              {p.startDate || p.endDate ? ` · ${p.startDate ? formatDate(p.startDate) : "…"} – ${p.endDate ? formatDate(p.endDate) : "…"}` : ""}
            </p>
            <dl className="grid grid-cols-4 gap-2">
              <Stat label="Aufrufe" value={p.stats.views} />
              <Stat label="Geschlossen" value={p.stats.closes} />
              <Stat label="Likes" value={p.stats.likes} />
              <Stat label="Geteilt" value={p.stats.shares} />
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => onEdit(p)} aria-label={t("{{name}} bearbeiten", { name: p.title })}>
                <Pencil aria-hidden="true" />
                {t("Bearbeiten")}
              </Button>
              <DeleteButton
                intent="popup-delete"
                id={p.id}
                label={t("{{name}} löschen", { name: p.title })}
                title={t("Popup löschen?")}
                description={t(
                  "„{{name}}“ kommt mit seinen Statistiken für {{period}} in den Papierkorb und kann dort wiederhergestellt werden; ein Eintrag im Lösch-Log bleibt bis dahin.",
                  { name: p.title, period: trashPeriod(t) },
                )}
              />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The collapsible deletion log with its own delete. */
function DeletionLog({ rows }: { rows: PopupDeletionRow[] }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="popup-log-heading" className="flex flex-col gap-3">
      <h3 id="popup-log-heading">
        <Button variant="ghost" aria-expanded={open} aria-controls="popup-log" onClick={() => setOpen(!open)}>
          <ChevronDown aria-hidden="true" className={open ? "rotate-180" : undefined} />
          {t("Lösch-Log ({{n}})", { n: rows.length })}
        </Button>
      </h3>
      <div id="popup-log" hidden={!open}>
        {rows.length === 0 ? (
          <EmptyNote>{t("Keine gelöschten Popups.")}</EmptyNote>
        ) : (
          <ul className="flex flex-col gap-2">
            {rows.map((l) => (
              <li key={l.id}>
                <Card className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <div className="min-w-0">
                    <p className="font-medium text-ink">{l.title}</p>
                    <p className="text-xs text-ink-muted">
                      {t("Gelöscht am {{date}} · {{c}} geschlossen · {{likes}} · {{s}} geteilt · war {{state}}", {
                        date: formatDateTime(l.deletedAt),
                        c: l.closeCount,
                        likes: t("{{n}} Likes", { count: l.likeCount, n: l.likeCount }),
                        s: l.shareCount,
                        state: l.wasActive ? t("aktiv") : t("inaktiv"),
                      })}
                    </p>
                  </div>
                  <DeleteButton
                    intent="log-delete"
                    id={l.id}
                    label={t("Log-Eintrag {{name}} löschen", { name: l.title })}
                    title={t("Log-Eintrag löschen?")}
                    description={t("Der Eintrag „{{name}}“ wird endgültig entfernt.", { name: l.title })}
                  />
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The back-office global popup tab (spec 3 'Global popup management'). */
export function AdminPopups({ data }: { data: AdminPopupsData }) {
  const { t } = useTranslation("admin");
  const [editing, setEditing] = useState<AdminPopupRow | null>(null);
  const [formKey, setFormKey] = useState(0);
  const done = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  return (
    <section aria-labelledby="popups-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="popups-heading" className="text-xl font-semibold text-ink">
          {t("Globale Popups")}
        </h2>
        {editing ? (
          <Button variant="outline" onClick={done}>
            <Plus aria-hidden="true" />
            {t("Neues Popup")}
          </Button>
        ) : null}
      </div>
      <DeleteToasts intent="popup-delete" errorText={M.deleteError} />
      <DeleteToasts intent="log-delete" errorText={M.logDeleteError} />
      <PopupForm key={`${editing?.id ?? "new"}-${formKey}`} popup={editing} onDone={done} />
      <h3 className="text-lg font-semibold text-ink">{t("Alle Popups")}</h3>
      <PopupList
        rows={data.popups}
        onEdit={(p) => {
          setEditing(p);
          window.scrollTo({ top: 0, behavior: "smooth" });
        }}
      />
      <DeletionLog rows={data.logs} />
    </section>
  );
}
