import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { DialogActions } from "~/components/ui/dialog-actions";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/lib/toast";
import { useFetcherResult } from "~/lib/use-fetcher-toast";
import { ADMIN_PROVIDER_MESSAGES } from "./admin-schema";
import { PROVIDER_CATEGORIES } from "../categories";
import { CategoryOptions } from "../SelectOptions";

type CreateResult = { ok: true; message: string; slug: string } | { ok: false; error: string; fieldErrors?: Record<string, string> };

const DESCRIPTION_MIN = 50;

/** 'Anbieter hinzufügen' (spec 3 sections 2 and 5): saved approved, public at once. */
export function AdminCreateDialog({ action }: { action: string }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        {t("Anbieter hinzufügen")}
      </Button>
      {open ? <CreateForm action={action} close={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function CreateForm({ action, close }: { action: string; close: () => void }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<CreateResult>();
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  useFetcherResult(fetcher, (d) => {
    if (d.ok) {
      toast.success(t(ADMIN_PROVIDER_MESSAGES.created));
      close();
    } else {
      setErrors(d.fieldErrors ?? {});
      toast.error(t(ADMIN_PROVIDER_MESSAGES.createFailed));
    }
  });
  const error = (key: string) => (errors[key] ? t(errors[key]) : undefined);
  const length = description.trim().length;
  return (
    <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
      <DialogHeader>
        <DialogTitle>{t("Anbieter hinzufügen")}</DialogTitle>
        <DialogDescription>{t("Der Eintrag wird sofort freigegeben und ist öffentlich sichtbar.")}</DialogDescription>
      </DialogHeader>
      <fetcher.Form method="post" action={action} noValidate aria-label={t("Anbieter hinzufügen")} className="grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value="create" />
        <Field label={t("Name")} required error={error("name")} className="md:col-span-2">
          <Input name="name" maxLength={100} autoComplete="organization" />
        </Field>
        <Field
          label={t("Beschreibung")}
          required
          error={error("description")}
          description={
            <span className={length < DESCRIPTION_MIN ? "text-danger" : undefined}>
              {t("{{n}} Zeichen (mindestens {{min}})", { n: length, min: DESCRIPTION_MIN })}
            </span>
          }
          className="md:col-span-2"
        >
          <Textarea name="description" rows={5} maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} />
        </Field>
        <Field label={t("Kategorie")} required error={error("category")}>
          <NativeSelect name="category" defaultValue="other">
            <CategoryOptions categories={PROVIDER_CATEGORIES} emptyLabel={t("Kategorie wählen")} />
          </NativeSelect>
        </Field>
        <Field label={t("Stadt")} required error={error("city")}>
          <Input name="city" maxLength={100} autoComplete="address-level2" />
        </Field>
        <Field label={t("Adresse")} required error={error("address")} className="md:col-span-2">
          <Input name="address" maxLength={200} autoComplete="address-line1" />
        </Field>
        <DialogActions className="md:col-span-2" busy={fetcher.state !== "idle"} onCancel={close} submitLabel="Anbieter erstellen" icon={null} />
      </fetcher.Form>
    </DialogContent>
  );
}
