import { Save, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "./button";
import { DialogFooter } from "./dialog";
import { Spinner } from "./spinner";

/**
 * The footer of a dialog's form: 'Abbrechen' and the submit button ('Speichern' with the save icon
 * unless told otherwise), the spinner while the form is sent. Texts go through t() in `ns`.
 */
export function DialogActions({
  busy,
  onCancel,
  submitLabel = "Speichern",
  icon: Icon = Save,
  variant,
  disabled = false,
  spinner = true,
  className,
  ns = "admin",
}: {
  busy: boolean;
  onCancel: () => void;
  submitLabel?: string;
  /** The submit button's icon; null for none. */
  icon?: LucideIcon | null;
  variant?: "default" | "destructive";
  /** Disabled for another reason than sending (e.g. an upload still running). */
  disabled?: boolean;
  /** Show the spinner in place of the icon while sending. */
  spinner?: boolean;
  className?: string;
  ns?: string;
}) {
  const { t } = useTranslation(ns);
  return (
    <DialogFooter className={className}>
      <Button type="button" variant="outline" onClick={onCancel}>
        {t("Abbrechen")}
      </Button>
      <Button type="submit" variant={variant} disabled={busy || disabled}>
        {busy && spinner ? <Spinner /> : Icon ? <Icon aria-hidden="true" /> : null}
        {t(submitLabel)}
      </Button>
    </DialogFooter>
  );
}
