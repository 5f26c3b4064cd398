import { Plus } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { signInPromptHref } from "~/lib/return-intent";
import type { Eligibility } from "./eligibility";
import { COUPON_MESSAGES } from "./schema";

export const ADD_COUPON_PATH = "/gutschein/hinzufuegen";

/** The unmet requirements, one 'Noch N ... benötigt (x/N)' a line. */
export function RequirementList({ eligibility, className }: { eligibility: Eligibility; className?: string }) {
  const { t } = useTranslation("common");
  return (
    <ul className={className}>
      {eligibility.requirements
        .filter((r) => !r.met)
        .map((r) => (
          <li key={r.key}>{t(r.text)}</li>
        ))}
    </ul>
  );
}

/**
 * 'Gutschein hinzufügen': a link for eligible members; for visitors a link to the sign-in that
 * leads on to the form (its tooltip and a visible line ask to sign in); otherwise a disabled
 * button whose tooltip and visible description list each unmet requirement (issue #26 item 10:
 * never disabled without saying why).
 */
export function AddCouponButton({ eligibility }: { eligibility: Eligibility }) {
  const { t } = useTranslation("common");
  const id = useId();
  if (eligibility.eligible) {
    return (
      <ButtonLink to={ADD_COUPON_PATH} icon={Plus}>
        {t("Gutschein hinzufügen")}
      </ButtonLink>
    );
  }
  const hintId = `${id}-hint`;
  if (!eligibility.signedIn) {
    return (
      <>
        <Tooltip>
          <TooltipTrigger asChild>
            <ButtonLink to={signInPromptHref("coupon", { pathname: ADD_COUPON_PATH, search: "" })} rel="nofollow" icon={Plus} aria-describedby={hintId}>
              {t("Gutschein hinzufügen")}
            </ButtonLink>
          </TooltipTrigger>
          <TooltipContent>{t(COUPON_MESSAGES.login)}</TooltipContent>
        </Tooltip>
        <p id={hintId} className="max-w-xs text-sm text-ink-muted" data-testid="add-coupon-hint">
          {t(COUPON_MESSAGES.login)}
        </p>
      </>
    );
  }
  const hint = (
    <>
      <span className="font-medium">{t("Eine dieser Voraussetzungen genügt:")}</span>
      <RequirementList eligibility={eligibility} className="mt-1 list-disc pl-4" />
    </>
  );
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          {/* aria-disabled keeps the button focusable, so keyboard users reach the tooltip. */}
          <Button
            type="button"
            aria-disabled="true"
            aria-describedby={hintId}
            className="cursor-not-allowed opacity-60 hover:bg-brand-800 aria-disabled:pointer-events-auto"
            onClick={(e) => e.preventDefault()}
            data-testid="add-coupon-disabled"
          >
            <Plus aria-hidden="true" />
            {t("Gutschein hinzufügen")}
          </Button>
        </TooltipTrigger>
        <TooltipContent>{hint}</TooltipContent>
      </Tooltip>
      <div id={hintId} className="max-w-xs text-sm text-ink-muted" data-testid="add-coupon-hint">
        {hint}
      </div>
    </>
  );
}
