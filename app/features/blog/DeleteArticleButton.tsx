import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-action";

/**
 * 'Löschen' with a confirmation dialog; posts intent=delete to `action` (default: the current route).
 * Beside 'Bearbeiten' in every row of an article list, it is an outlined button in red text, as the
 * own review's and the owner reply's 'Löschen' are: the red fill is for the dialog's final
 * 'Endgültig löschen'.
 */
export function DeleteArticleButton({ articleId, action }: { articleId: string; action?: string }) {
  const { t } = useTranslation("common");
  const submit = useSubmit();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" className="text-danger hover:bg-danger-bg" onClick={() => setOpen(true)}>
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
