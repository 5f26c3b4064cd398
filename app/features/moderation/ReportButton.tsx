import { Flag } from "lucide-react";
import { useCallback, useState } from "react";
import { LazyBoundary, lazyPart } from "~/components/ui/lazy-part";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { PageParamForm, withoutParam } from "~/components/ui/page-param-form";
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
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const inline = new URLSearchParams(location.search).get(REPORT_PARAM) === targetId;
  const back = `${location.pathname}${withoutParam(location.search, REPORT_PARAM)}`;
  return (
    <>
      <PageParamForm param={REPORT_PARAM} hash={`melden-${targetId}`}>
        <Button
          type="submit"
          name={REPORT_PARAM}
          value={targetId}
          variant="ghost"
          size="sm"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          aria-label={t("Melden: {{label}}", { label })}
        >
          <Flag aria-hidden="true" />
          {t("Melden")}
        </Button>
      </PageParamForm>
      {inline ? (
        <form
          method="post"
          action="/api/reports"
          id={`melden-${targetId}`}
          aria-label={t("Inhalt melden")}
          className="mt-2 flex w-full flex-col gap-2 rounded-lg border border-border bg-surface-muted p-3"
        >
          <input type="hidden" name="targetType" value={targetType} />
          <input type="hidden" name="targetId" value={targetId} />
          <input type="hidden" name="back" value={back} />
          <p className="text-sm text-ink-muted">{t("Ein Admin prüft die Meldung und blendet den Inhalt aus, wenn er gegen die Regeln verstößt.")}</p>
          <label htmlFor={`melden-grund-${targetId}`} className="text-sm font-medium text-ink">
            {t("Grund (optional)")}
          </label>
          <Textarea id={`melden-grund-${targetId}`} name="reason" maxLength={REPORT_REASON_MAX} rows={3} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={back} replace>
                {t("Abbrechen")}
              </Link>
            </Button>
            <Button type="submit" size="sm">
              <Flag aria-hidden="true" />
              {t("Melden")}
            </Button>
          </div>
        </form>
      ) : null}
      {open && (
        <LazyBoundary onUnavailable={close}>
          <ReportDialog targetType={targetType} targetId={targetId} onClose={close} />
        </LazyBoundary>
      )}
    </>
  );
}
