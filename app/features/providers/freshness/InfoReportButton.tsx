import { FileWarning } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { LazyBoundary, lazyPart } from "~/components/ui/lazy-part";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { InlinePageForm, PageParamButton, useInlineFormAnswer, usePageParam } from "~/components/ui/page-param-form";
import { signInPromptHref } from "~/lib/return-intent";
import { useReturnIntent } from "~/lib/use-return-intent";
import { INFO_REPORT_LEAD, InfoReportFields } from "./InfoReportFields";

const InfoReportDialog = lazyPart(() => import("./InfoReportDialog"));

/** The query parameter that shows the plain form in the page (`?veraltet=1`). */
export const INFO_REPORT_PARAM = "veraltet";
/** The intent the plain form posts to its page with (the provider page's action). */
export const INFO_REPORT_INTENT = "info-report";

/**
 * 'Veraltete Info melden' on a provider page: signed-in members open the dialog (loaded when
 * opened); visitors without a session are sent to /auth and come back to the page with the
 * dialog open. Before the page's scripts have started, and without JavaScript, the button is a GET
 * form to `?veraltet=1`, which renders the plain form in the page. It posts to the page itself
 * (intent `info-report`): sent, back here with the message as a flash; refused, the form again with
 * the German errors and what was typed (decision 0025).
 */
export function InfoReportButton({ providerId, signedIn }: { providerId: string; signedIn: boolean }) {
  const { t } = useTranslation("common");
  const location = useLocation();
  const { value: shown, back } = usePageParam(INFO_REPORT_PARAM);
  const answer = useInlineFormAnswer(INFO_REPORT_INTENT);
  const inline = shown === "1" || answer !== null;
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useReturnIntent(
    "report",
    () => {
      buttonRef.current?.focus({ preventScroll: true });
      setOpen(true);
    },
    signedIn,
    null,
  );
  if (!signedIn) {
    return (
      <Button variant="ghost" size="sm" asChild className="w-fit">
        <Link to={signInPromptHref("report", location)} rel="nofollow">
          <FileWarning aria-hidden="true" />
          {t("Veraltete Info melden")}
        </Link>
      </Button>
    );
  }
  return (
    <>
      <PageParamButton
        ref={buttonRef}
        param={INFO_REPORT_PARAM}
        value="1"
        hash="veraltete-info"
        onOpen={() => setOpen(true)}
        variant="ghost"
        size="sm"
        className="w-fit"
      >
        <FileWarning aria-hidden="true" />
        {t("Veraltete Info melden")}
      </PageParamButton>
      {inline ? (
        <InlinePageForm
          id="veraltete-info"
          action={`${location.pathname}${location.search}#veraltete-info`}
          label={t("Veraltete Info melden")}
          back={back}
          hidden={{ intent: INFO_REPORT_INTENT, providerId }}
          description={t(INFO_REPORT_LEAD)}
          submitLabel={t("Meldung senden")}
          submitIcon={FileWarning}
          error={answer ? t(answer.error) : null}
        >
          <InfoReportFields errors={answer?.fieldErrors} values={answer?.values} />
        </InlinePageForm>
      ) : null}
      {open && (
        <LazyBoundary onUnavailable={close}>
          <InfoReportDialog providerId={providerId} onClose={close} />
        </LazyBoundary>
      )}
    </>
  );
}
