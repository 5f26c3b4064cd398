import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { cn } from "~/lib/cn";
import { useRootData } from "~/lib/root-data";

/**
 * Shows the one-shot flash message of the root loader as a toast; without JavaScript (a plain
 * form came back, decision 0025) as a notice at the bottom of the screen that lets clicks through.
 */
export function FlashToast() {
  const { flash } = useRootData();
  const { t } = useTranslation();
  useEffect(() => {
    if (!flash) return;
    const show = flash.type === "error" ? toast.error : flash.type === "success" ? toast.success : toast;
    show(t(flash.message));
  }, [flash, t]);
  if (!flash) return null;
  return (
    <noscript>
      <p
        role={flash.type === "error" ? "alert" : "status"}
        data-testid="flash-notice"
        className={cn(
          "pointer-events-none fixed inset-x-4 bottom-4 z-[90] mx-auto max-w-md rounded-lg border bg-white px-4 py-3 text-sm font-medium text-ink shadow-lg",
          flash.type === "error" ? "border-red-200" : "border-green-200",
        )}
      >
        {t(flash.message)}
      </p>
    </noscript>
  );
}
