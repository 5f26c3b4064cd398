import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AlertDialogAction, ConfirmDialog } from "./alert-dialog";

/**
 * The back-office delete with confirmation: the question (`title`, e.g. 'Banner löschen?'), what
 * happens (`description`: into the 'Papierkorb' for how long), 'Abbrechen' and the destructive
 * 'Löschen'. Opened by `trigger` or controlled by `open` / `onOpenChange`.
 */
export function ConfirmDelete({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  ns = "admin",
}: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  onConfirm: () => void;
  ns?: string;
}) {
  const { t } = useTranslation(ns);
  return (
    <ConfirmDialog trigger={trigger} open={open} onOpenChange={onOpenChange} title={title} description={description} cancelLabel={t("Abbrechen")}>
      <AlertDialogAction variant="destructive" onClick={onConfirm}>
        {t("Löschen")}
      </AlertDialogAction>
    </ConfirmDialog>
  );
}
