import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { AlertDialogAction, ConfirmDialog } from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";

/** 'Löschen' with a confirmation dialog; posts intent=delete to `action` (default: the current route). */
export function DeleteArticleButton({ articleId, action }: { articleId: string; action?: string }) {
  const { t } = useTranslation("common");
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive" size="sm">
          <Trash2 aria-hidden="true" />
          {t("Löschen")}
        </Button>
      }
      title={t("Artikel löschen?")}
      description={t("Der Artikel wird endgültig gelöscht. Dies kann nicht rückgängig gemacht werden.")}
      cancelLabel={t("Abbrechen")}
    >
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="articleId" value={articleId} />
        <AlertDialogAction asChild>
          <Button type="submit" variant="destructive">
            {t("Endgültig löschen")}
          </Button>
        </AlertDialogAction>
      </Form>
    </ConfirmDialog>
  );
}
