import { ArrowLeft, ArrowRight, Send, Store } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";
import { CouponFields, MerchantFields } from "./FormFields";
import { ADD_COUPON_PATH } from "./EligibilityNotice";

export type WizardResult =
  | { ok: true; step: "coupon"; merchant: { id: string; name: string }; existing: boolean; message: string }
  | { ok: false; error: string; fieldErrors?: Record<string, string>; intent?: "merchant" | "coupon"; merchant?: { id: string; name: string } };

function Steps({ step }: { step: 1 | 2 }) {
  const { t } = useTranslation("forms");
  const item = (n: 1 | 2, label: string) => (
    <li
      className={cn("flex items-center gap-2", step === n ? "font-semibold text-brand-900" : "text-ink-muted")}
      aria-current={step === n ? "step" : undefined}
    >
      <span className={cn("flex size-7 items-center justify-center rounded-full text-sm", step === n ? "bg-brand-800 text-white" : "bg-surface-muted")}>
        {n}
      </span>
      {label}
    </li>
  );
  return (
    <ol className="flex flex-wrap items-center gap-4 text-sm" aria-label={t("Schritte")}>
      {item(1, t("Merchant"))}
      {item(2, t("Gutschein"))}
    </ol>
  );
}

/**
 * The two steps of /gutschein/hinzufuegen: the merchant (an existing name goes straight on), then
 * the coupon; 'Zurück' returns to the merchant step with its values. Both forms stay mounted, so
 * nothing typed is lost; without JavaScript the server answers each step with the next one.
 */
export function SubmitWizard() {
  const { t } = useTranslation("forms");
  const result = useActionData<WizardResult>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const submittingIntent = navigation.formData?.get("intent");
  // The server's answer decides the step (also without JavaScript); 'Zurück' goes back locally.
  const answered = result?.merchant ?? null;
  const [merchant, setMerchant] = useState<{ id: string; name: string } | null>(answered);
  const [step, setStep] = useState<1 | 2>(answered ? 2 : 1);

  useEffect(() => {
    if (!result) return;
    if (result.merchant) {
      setMerchant(result.merchant);
      setStep(2);
    }
    if (result.ok) toast.success(t(result.message));
    else toast.error(t(result.error));
  }, [result, t]);

  const errors = result && !result.ok ? result.fieldErrors : undefined;
  const merchantErrors = result && !result.ok && result.intent === "merchant" ? errors : undefined;
  const couponErrors = result && !result.ok && result.intent === "coupon" ? errors : undefined;

  return (
    <div className="flex flex-col gap-6">
      <Steps step={step} />
      <Form
        method="post"
        encType="multipart/form-data"
        hidden={step !== 1}
        className="rounded-card border border-border bg-white p-4 shadow-sm md:p-6"
        aria-label={t("Merchant")}
        noValidate
      >
        <input type="hidden" name="intent" value="merchant" />
        <h2 className="mb-1 text-lg font-semibold text-ink">{t("Schritt 1: Merchant")}</h2>
        <p className="mb-4 text-sm text-ink-muted">
          {t("Gib den Shop an, für den der Gutscheincode gilt. Gibt es ihn schon bei uns, geht es direkt mit dem Gutschein weiter.")}
        </p>
        <MerchantFields errors={merchantErrors} idPrefix="merchant" />
        <div className="mt-6 flex justify-end">
          <Button type="submit" disabled={submitting}>
            {submitting && submittingIntent === "merchant" ? <Spinner /> : <ArrowRight aria-hidden="true" />}
            {t("Weiter")}
          </Button>
        </div>
      </Form>
      {merchant ? (
        <Form
          method="post"
          hidden={step !== 2}
          className="rounded-card border border-border bg-white p-4 shadow-sm md:p-6"
          aria-label={t("Gutschein")}
          noValidate
        >
          <input type="hidden" name="intent" value="coupon" />
          <input type="hidden" name="merchantId" value={merchant.id} />
          <input type="hidden" name="merchantName" value={merchant.name} />
          <h2 className="mb-1 text-lg font-semibold text-ink">{t("Schritt 2: Gutschein")}</h2>
          <p className="mb-4 flex items-center gap-2 text-sm text-ink-muted">
            <Store aria-hidden="true" className="size-4" />
            {t("Für {{name}}", { name: merchant.name })}
          </p>
          <CouponFields errors={couponErrors} idPrefix="coupon" />
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button asChild variant="outline">
              <Link
                to={ADD_COUPON_PATH}
                onClick={(e) => {
                  e.preventDefault();
                  setStep(1);
                }}
              >
                <ArrowLeft aria-hidden="true" />
                {t("Zurück")}
              </Link>
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting && submittingIntent === "coupon" ? <Spinner /> : <Send aria-hidden="true" />}
              {t("Gutscheincode einreichen")}
            </Button>
          </div>
        </Form>
      ) : null}
    </div>
  );
}
