import { ListChecks, LogIn } from "lucide-react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { data, redirect } from "react-router";
import type { Route } from "./+types/gutschein.hinzufuegen";
import { pageMeta } from "~/components/layout/meta";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { RequirementList } from "~/features/coupons/EligibilityNotice";
import { SubmitWizard } from "~/features/coupons/SubmitWizard";
import { couponEligibility } from "~/features/coupons/public.server";
import { COUPON_MESSAGES } from "~/features/coupons/schema";
import { submitCoupon, submitMerchant } from "~/features/coupons/submit.server";
import { clientIp, getViewer } from "~/lib/auth.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { HttpError } from "~/lib/errors";
import { flashCookie } from "~/lib/flash.server";
import { failure, handleAction, ok, parseInput, readFormObject } from "~/lib/request.server";

export const handle: BreadcrumbHandle = {
  breadcrumb: () => [
    { label: "Gutscheine", href: "/gutscheincodes" },
    { label: "Gutschein hinzufügen", href: "/gutschein/hinzufuegen" },
  ],
};

/** /gutschein/hinzufuegen: sign-in prompt, the requirements (same check as the server's), or the two steps. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  return { eligibility: await couponEligibility(viewer) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta("Gutschein hinzufügen", "Teile einen Gutscheincode für einen Shop rund um Hanf mit der Community.", matches, { robots: "noindex,follow" });

const text = (max: number) => z.string().max(max).optional();
/** What the route reads itself (the step, and the chosen merchant for a refusal's answer); the fields are the coupons feature's. */
const form = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("merchant") }), z.object({ intent: z.literal("coupon"), merchantId: text(64), merchantName: text(200) })],
  { error: "Ungültige Anfrage." },
);

/** POST intent=merchant (multipart, optional logo file) or intent=coupon; every rule is checked in the coupons feature. */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    const body = await readFormObject(request, { multipart: true });
    const input = parseInput(form, body, COUPON_MESSAGES.required);
    const meta = { ip: clientIp(request), request };
    if (input.intent === "merchant") {
      try {
        const { merchant, existing } = await submitMerchant(viewer, body, meta);
        const message = existing ? "Diesen Merchant gibt es schon – füge jetzt deinen Gutscheincode hinzu." : COUPON_MESSAGES.merchantCreated;
        return ok({ step: "coupon" as const, merchant: { id: merchant.id, name: merchant.name }, existing, message });
      } catch (error) {
        return refused(error, { intent: "merchant" });
      }
    }
    try {
      await submitCoupon(viewer, body, meta);
    } catch (error) {
      const merchant = input.merchantId && input.merchantName ? { id: input.merchantId, name: input.merchantName } : undefined;
      return refused(error, { intent: "coupon", merchant });
    }
    return redirect("/gutscheincodes", { headers: { "Set-Cookie": flashCookie({ type: "success", message: COUPON_MESSAGES.submitted }) } });
  });
}

/** A refusal with the step that failed (and the chosen merchant), so the page shows it at that step. */
function refused(error: unknown, extra: Record<string, unknown>) {
  if (!(error instanceof HttpError)) return failure(error);
  return data({ ...error.data, ...extra }, error.init);
}

export default function AddCoupon({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  const { eligibility } = loaderData;
  if (!eligibility.signedIn) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="sr-only">{t("Gutschein hinzufügen")}</h1>
        <EmptyState
          icon={LogIn}
          title={t("Anmeldung erforderlich")}
          text={t(COUPON_MESSAGES.login)}
          action={<ButtonLink to="/auth?redirectTo=%2Fgutschein%2Fhinzufuegen">{t("Zur Anmeldung")}</ButtonLink>}
        />
      </div>
    );
  }
  if (!eligibility.eligible) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="sr-only">{t("Gutschein hinzufügen")}</h1>
        <EmptyState
          icon={ListChecks}
          title={t("Voraussetzungen für Gutscheincodes")}
          text={
            <>
              <span className="block">{t("Gutscheincodes können Mitglieder einreichen, die eine dieser Voraussetzungen erfüllen:")}</span>
              <RequirementList eligibility={eligibility} className="mt-3 inline-block list-disc pl-5 text-left font-medium text-ink" />
            </>
          }
          action={
            <>
              <ButtonLink to="/add-provider">{t("Anbieter hinzufügen")}</ButtonLink>
              <ButtonLink to="/myblog" variant="outline">
                {t("Artikel schreiben")}
              </ButtonLink>
            </>
          }
        />
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-ink md:text-3xl">{t("Gutschein hinzufügen")}</h1>
      <p className="mt-2 mb-6 text-ink-muted">{t("Neue Merchants und Gutscheincodes werden von unserem Team geprüft und nach der Freigabe veröffentlicht.")}</p>
      <SubmitWizard />
    </div>
  );
}
