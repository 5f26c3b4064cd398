import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { useRootData } from "~/lib/root-data";

/** Shows the one-shot flash message of the root loader as a toast. */
export function FlashToast() {
  const { flash } = useRootData();
  const { t } = useTranslation();
  useEffect(() => {
    if (!flash) return;
    const show = flash.type === "error" ? toast.error : flash.type === "success" ? toast.success : toast;
    show(t(flash.message));
  }, [flash, t]);
  return null;
}
