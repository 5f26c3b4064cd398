import { BadgeCheck, Hourglass, KeyRound } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { LazyBoundary, lazyPart } from "~/components/ui/lazy-part";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { InlinePageForm, PageParamButton, useInlineFormAnswer, usePageParam } from "~/components/ui/page-param-form";
import { signInPromptHref } from "~/lib/return-intent";
import { useReturnIntent } from "~/lib/use-return-intent";
import { ClaimFields, ClaimLead } from "./ClaimFields";

const ClaimDialog = lazyPart(() => import("./ClaimDialog"));

/** The query parameter that shows the plain claim form in the page (`?beanspruchen=1`). */
export const CLAIM_PARAM = "beanspruchen";
/** The intent the plain claim form posts to its page with (the provider page's action). */
export const CLAIM_INTENT = "claim";

/**
 * The viewer's relation to a listing on its page: owners see 'Du verwaltest diesen Eintrag', a
 * member with an open claim 'Dein Anspruch wird geprüft', other members 'Eintrag beanspruchen'
 * (the dialog ./ClaimDialog loads when opened), visitors a link to the sign-in that brings them
 * back here with the dialog open. Before the page's scripts have started, and without JavaScript,
 * the button is a GET form to `?beanspruchen=1`, which renders the plain claim form in the page. It
 * posts to the page itself (intent `claim`): sent, back here with the message as a flash; refused,
 * the form again with the German errors and what was typed (decision 0025).
 */
export function ClaimButton({
  providerId,
  signedIn,
  isOwner,
  claimPending,
}: {
  providerId: string;
  signedIn: boolean;
  isOwner: boolean;
  claimPending: boolean;
}) {
  const { t } = useTranslation("common");
  const location = useLocation();
  const { value: shown, back } = usePageParam(CLAIM_PARAM);
  const answer = useInlineFormAnswer(CLAIM_INTENT);
  const inline = shown === "1" || answer !== null;
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useReturnIntent(
    "claim",
    () => {
      buttonRef.current?.focus({ preventScroll: true });
      setOpen(true);
    },
    signedIn && !isOwner && !claimPending,
  );
  // The dialog stays mounted while open: the pending label replaces the button as soon as the
  // claim is stored, and the dialog still shows the answer as a toast and closes itself.
  const dialog = open ? (
    <LazyBoundary onUnavailable={close}>
      <ClaimDialog providerId={providerId} onClose={close} />
    </LazyBoundary>
  ) : null;
  if (isOwner || claimPending) {
    const Icon = isOwner ? BadgeCheck : Hourglass;
    return (
      <>
        <Badge variant={isOwner ? "success" : "warning"} className="text-sm" data-testid={isOwner ? "owner-label" : "claim-pending"}>
          <Icon aria-hidden="true" />
          {isOwner ? t("Du verwaltest diesen Eintrag") : t("Dein Anspruch wird geprüft")}
        </Badge>
        {/* A plain form sent from an older copy of the page, refused now that there is no form to show it at. */}
        {answer ? <Alert variant="error">{t(answer.error)}</Alert> : null}
        {dialog}
      </>
    );
  }
  if (!signedIn) {
    return (
      <ButtonLink to={signInPromptHref("claim", location)} rel="nofollow" variant="outline" size="sm" icon={KeyRound} className="w-fit">
        {t("Eintrag beanspruchen")}
      </ButtonLink>
    );
  }
  return (
    <>
      <PageParamButton
        ref={buttonRef}
        param={CLAIM_PARAM}
        value="1"
        hash="beanspruchen"
        onOpen={() => setOpen(true)}
        variant="outline"
        size="sm"
        className="w-fit"
      >
        <KeyRound aria-hidden="true" />
        {t("Eintrag beanspruchen")}
      </PageParamButton>
      {inline ? (
        <InlinePageForm
          id="beanspruchen"
          action={`${location.pathname}${location.search}#beanspruchen`}
          label={t("Eintrag beanspruchen")}
          back={back}
          hidden={{ intent: CLAIM_INTENT, providerId }}
          description={<ClaimLead />}
          submitLabel={t("Anspruch senden")}
          submitIcon={KeyRound}
          error={answer ? t(answer.error) : null}
        >
          <ClaimFields constraints errors={answer?.fieldErrors} values={answer?.values} />
        </InlinePageForm>
      ) : null}
      {dialog}
    </>
  );
}
