import type { LucideIcon } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./dialog";
import { toast } from "~/lib/toast";

type Result = { ok: true; message: string } | { ok: false; error: string; fieldErrors?: Record<string, string> };

/**
 * A small dialog with one fetcher form (reports of content, outdated-info reports): title,
 * description, hidden fields, the caller's fields, 'Abbrechen' and the submit button. The answer
 * (`{ ok, message }` or `{ ok: false, error }`) comes as a toast; success closes the dialog.
 * Callers load it lazily (the dialog primitives stay out of the first visit of public pages).
 */
export function FetcherFormDialog({
  title,
  description,
  action,
  hidden,
  submitLabel,
  submitIcon: Icon,
  onClose,
  children,
  namespace = "common",
}: {
  title: string;
  description: string;
  action: string;
  hidden: Record<string, string>;
  submitLabel: string;
  submitIcon?: LucideIcon;
  onClose: () => void;
  children: ReactNode;
  namespace?: string;
}) {
  const { t } = useTranslation(namespace);
  const fetcher = useFetcher<Result>();
  useEffect(() => {
    const d = fetcher.data;
    if (!d || fetcher.state !== "idle") return;
    if (d.ok) {
      toast.success(t(d.message));
      onClose();
    } else toast.error(t(d.error));
  }, [fetcher.data, fetcher.state, t, onClose]);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(title)}</DialogTitle>
          <DialogDescription>{t(description)}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action={action} className="flex flex-col gap-4">
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              {t("Abbrechen")}
            </Button>
            <Button type="submit" disabled={fetcher.state !== "idle"}>
              {Icon ? <Icon aria-hidden="true" /> : null}
              {t(submitLabel)}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
