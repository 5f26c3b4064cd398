import { LogOut } from "lucide-react";
import { Form } from "react-router";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";

/** Sign-out is a POST to /logout (works without JavaScript). */
export function SignOutForm({
  className,
  buttonClassName,
  compact = false,
}: {
  className?: string;
  buttonClassName?: string /** icon only below 1280 px */;
  compact?: boolean;
}) {
  const { t } = useTranslation("navigation");
  return (
    <Form method="post" action="/logout" className={className}>
      <button
        type="submit"
        title={compact ? t("Abmelden") : undefined}
        className={cn(
          "inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
          buttonClassName,
        )}
      >
        <LogOut aria-hidden="true" className="size-4 shrink-0" />
        <span className={compact ? "sr-only xl:not-sr-only" : undefined}>{t("Abmelden")}</span>
      </button>
    </Form>
  );
}
