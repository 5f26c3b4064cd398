import { LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";

export type SpinnerProps = {
  className?: string;
  /** Screen-reader text; default 'Wird geladen …'. Pass "" when a visible text says the same. */
  label?: string;
  size?: "sm" | "md" | "lg";
};

const SIZES = { sm: "size-4", md: "size-6", lg: "size-10" } as const;

export function Spinner({ className, label, size = "md" }: SpinnerProps) {
  const { t } = useTranslation("common");
  const text = label ?? t("Wird geladen …");
  return (
    <span role={text ? "status" : undefined} className={cn("inline-flex items-center text-brand-800", className)}>
      <LoaderCircle aria-hidden="true" className={cn("animate-spin", SIZES[size])} />
      {text ? <span className="sr-only">{text}</span> : null}
    </span>
  );
}
