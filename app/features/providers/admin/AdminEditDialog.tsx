import { Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import { useFetcherResult } from "~/lib/use-fetcher-toast";
import { Button } from "~/components/ui/button";
import { DialogActions } from "~/components/ui/dialog-actions";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { ProviderFields, providerFormValues, providerPayload, useProviderForm, type ProviderFormSource, type ProviderFormValues } from "../ProviderForm";
import { providerPath } from "~/lib/paths";

type SaveResult = { ok: true; slug: string; status: string; message: string } | { ok: false; error: string; fieldErrors?: Record<string, string> };

type Saved = Extract<SaveResult, { ok: true }>;

/**
 * Admin only: the provider form with every field plus the image manager, in a dialog. On the
 * provider page it brings its own 'Bearbeiten' button and follows a changed slug; the back-office
 * list controls it (`open`, `onOpenChange`) and decides what happens after a save (`onSaved`).
 */
export function AdminEditDialog({
  providerId,
  initial,
  categories,
  countries,
  currentSlug,
  open: controlledOpen,
  onOpenChange: controlledChange,
  onSaved,
}: {
  providerId: string;
  initial: ProviderFormValues;
  categories: string[];
  countries: { code: string; name: string }[];
  currentSlug: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  onSaved?: (saved: Saved) => void;
}) {
  const { t } = useTranslation("admin");
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = controlledChange ?? setOwnOpen;
  const [busy, setBusy] = useState(false);
  const onOpenChange = (next: boolean) => {
    if (!next && busy) {
      toast.error(t("Bitte warte, bis alle Bilder hochgeladen sind"));
      return;
    }
    setOpen(next);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {controlledOpen === undefined ? (
        <Button variant="outline" onClick={() => setOpen(true)}>
          <Pencil aria-hidden="true" />
          {t("Bearbeiten")}
        </Button>
      ) : null}
      {open ? (
        <EditForm
          providerId={providerId}
          initial={initial}
          categories={categories}
          countries={countries}
          currentSlug={currentSlug}
          close={() => setOpen(false)}
          onBusyChange={setBusy}
          onSaved={onSaved}
        />
      ) : null}
    </Dialog>
  );
}

function EditForm({
  providerId,
  initial,
  categories,
  countries,
  currentSlug,
  close,
  onBusyChange,
  onSaved,
}: {
  providerId: string;
  initial: ProviderFormValues;
  categories: string[];
  countries: { code: string; name: string }[];
  currentSlug: string;
  close: () => void;
  onBusyChange: (busy: boolean) => void;
  onSaved?: (saved: Saved) => void;
}) {
  const { t } = useTranslation("admin");
  const form = useProviderForm(initial, true);
  const fetcher = useFetcher<SaveResult>();
  const navigate = useNavigate();
  const saving = fetcher.state !== "idle";
  const { setServerErrors, uploading } = form;
  useEffect(() => onBusyChange(uploading), [uploading, onBusyChange]);

  useFetcherResult(fetcher, (d) => {
    if (d.ok) {
      toast.success(t("Anbieter erfolgreich aktualisiert"));
      close();
      if (onSaved) onSaved(d);
      else if (d.slug !== currentSlug) void navigate(providerPath({ slug: d.slug, id: providerId }), { replace: true });
    } else {
      setServerErrors(d.fieldErrors ?? {});
      toast.error(t("Fehler beim Aktualisieren des Anbieters: {{message}}", { message: t(d.error) }));
    }
  });

  const blockWhileUploading = (event: Event) => {
    if (form.uploading) {
      event.preventDefault();
      toast.error(t("Bitte warte, bis alle Bilder hochgeladen sind"));
    }
  };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (form.uploading) {
      toast.error(t("Bitte warte, bis alle Bilder hochgeladen sind"));
      return;
    }
    form.setSubmitted(true);
    if (Object.keys(form.clientErrors).length > 0) {
      toast.error(t("Bitte korrigiere die Fehler im Formular."));
      return;
    }
    void fetcher.submit(providerPayload(form.values, true), { method: "post", action: `/api/providers/${providerId}`, encType: "application/json" });
  };

  return (
    <DialogContent
      className="max-h-[92dvh] overflow-y-auto sm:max-w-3xl"
      onEscapeKeyDown={blockWhileUploading}
      onPointerDownOutside={blockWhileUploading}
      onInteractOutside={blockWhileUploading}
    >
      <DialogHeader>
        <DialogTitle>{t("Anbieter bearbeiten")}</DialogTitle>
        <DialogDescription>{t("Alle Felder, Status, Markierungen, SEO und Bilder des Eintrags.")}</DialogDescription>
      </DialogHeader>
      <form onSubmit={save} aria-label={t("Anbieter bearbeiten")} noValidate>
        <ProviderFields form={form} admin categories={categories} countries={countries} />
        <DialogActions
          className="mt-6"
          busy={saving}
          disabled={form.uploading}
          icon={null}
          onCancel={() => {
            if (form.uploading) toast.error(t("Bitte warte, bis alle Bilder hochgeladen sind"));
            else close();
          }}
        />
      </form>
    </DialogContent>
  );
}

/**
 * The edit dialog of a provider page, for admins, opened by the page's own button. A module of its
 * own so the page loads it (and the provider form) when it is opened: visitors never download it.
 */
export default function ProviderPageEditDialog({
  provider,
  ...props
}: { provider: ProviderFormSource & { id: string; slug: string } } & Pick<
  Parameters<typeof AdminEditDialog>[0],
  "categories" | "countries" | "open" | "onOpenChange"
>) {
  return <AdminEditDialog providerId={provider.id} initial={providerFormValues(provider)} currentSlug={provider.slug} {...props} />;
}
