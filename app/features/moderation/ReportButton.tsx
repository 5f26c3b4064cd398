import { Flag } from "lucide-react";
import { useCallback, useState } from "react";
import { LazyBoundary, lazyPart } from "~/components/ui/lazy-part";
import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/field";
import { InlinePageForm, PageParamButton, usePageParam } from "~/components/ui/page-param-form";
import { Textarea } from "~/components/ui/textarea";
import { REPORT_REASON_MAX, type ReportTarget } from "./limits";

const ReportDialog = lazyPart(() => import("./ReportDialog"));

/** The query parameter that shows the plain report form of one item (`?melden={targetId}`). */
export const REPORT_PARAM = "melden";

/**
 * 'Melden' on a review or article (members with the 'moderator tools' gate). After hydration the
 * button opens its dialog (./ReportDialog, loaded when it is opened). Before that, and without
 * JavaScript, the button is a GET form to `?melden={targetId}`: the server renders the plain report
 * form under the button, which posts to /api/reports and comes back with the outcome as a flash
 * message (decision 0025).
 */
export function ReportButton({ targetType, targetId, label }: { targetType: ReportTarget; targetId: string; label: string }) {
  const { t } = useTranslation("common");
  const { value: shown, back } = usePageParam(REPORT_PARAM);
  const inline = shown === targetId;
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <PageParamButton
        param={REPORT_PARAM}
        value={targetId}
        hash={`melden-${targetId}`}
        onOpen={() => setOpen(true)}
        variant="ghost"
        size="sm"
        aria-label={t("Melden: {{label}}", { label })}
      >
        <Flag aria-hidden="true" />
        {t("Melden")}
      </PageParamButton>
      {inline ? (
        <InlinePageForm
          id={`melden-${targetId}`}
          action="/api/reports"
          label={t("Inhalt melden")}
          back={back}
          hidden={{ targetType, targetId }}
          description={t("Ein Admin prüft die Meldung und blendet den Inhalt aus, wenn er gegen die Regeln verstößt.")}
          submitLabel={t("Melden")}
          submitIcon={Flag}
        >
          <Field label={t("Grund (optional)")} id={`melden-grund-${targetId}`}>
            <Textarea name="reason" maxLength={REPORT_REASON_MAX} rows={3} />
          </Field>
        </InlinePageForm>
      ) : null}
      {open && (
        <LazyBoundary onUnavailable={close}>
          <ReportDialog targetType={targetType} targetId={targetId} onClose={close} />
        </LazyBoundary>
      )}
    </>
  );
}
