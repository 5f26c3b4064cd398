import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-action";

/** 'Löschen' with a confirmation dialog; posts intent=delete to `action` (default: the current route). */
export function DeleteArticleButton({ articleId, action }: { articleId: string; action?: string }) {
  const { t } = useTranslation("common");
  const submit = useSubmit();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="destructive" size="sm" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        {t("Löschen")}
      </Button>
      <ConfirmAction
        open={open}
        onOpenChange={setOpen}
        title={t("Artikel löschen?")}
        description={t("Der Artikel wird endgültig gelöscht. Dies kann nicht rückgängig gemacht werden.")}
        cancelLabel={t("Abbrechen")}
        confirmLabel={t("Endgültig löschen")}
        variant="destructive"
        onConfirm={() => void submit({ intent: "delete", articleId }, { method: "post", ...(action ? { action } : {}) })}
      />
    </>
  );
}
