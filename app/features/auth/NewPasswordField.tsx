import { Check, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { passwordChecks } from "./schema";

/**
 * A new-password input with the live rules of spec 1 section 5 below it (each says whether it is
 * met); the page keeps the value.
 */
export function NewPasswordField({
  id,
  checklistId,
  label,
  error,
  value,
  onChange,
}: {
  id: string;
  checklistId: string;
  label: string;
  error?: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation("auth");
  return (
    <Field id={id} label={label} error={error} announce>
      {(control) => (
        <>
          <Input
            {...control}
            aria-describedby={[checklistId, control["aria-describedby"]].filter(Boolean).join(" ")}
            name="password"
            type="password"
            autoComplete="new-password"
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
          <ul id={checklistId} className="mt-2 space-y-1 text-sm" aria-label={t("Passwort-Anforderungen")}>
            {passwordChecks(value).map((c) => (
              <li key={c.id} className={c.ok ? "flex items-center gap-2 text-brand-800" : "flex items-center gap-2 text-ink-muted"}>
                {c.ok ? <Check aria-hidden="true" className="size-4" /> : <X aria-hidden="true" className="size-4" />}
                <span>{t(c.label)}</span>
                <span className="sr-only">{c.ok ? t("erfüllt") : t("nicht erfüllt")}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Field>
  );
}
