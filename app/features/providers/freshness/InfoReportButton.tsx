import { FileWarning } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { LazyBoundary, lazyPart } from "~/components/ui/lazy-part";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { signInPromptHref } from "~/lib/return-intent";
import { useReturnIntent } from "~/lib/use-return-intent";

const InfoReportDialog = lazyPart(() => import("./InfoReportDialog"));

/**
 * 'Veraltete Info melden' on a provider page: signed-in members open the dialog (loaded when
 * opened); visitors without a session are sent to /auth and come back to the page with the
 * dialog open.
 */
export function InfoReportButton({ providerId, signedIn }: { providerId: string; signedIn: boolean }) {
  const { t } = useTranslation("common");
  const location = useLocation();
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
      <Button ref={buttonRef} variant="ghost" size="sm" className="w-fit" onClick={() => setOpen(true)}>
        <FileWarning aria-hidden="true" />
        {t("Veraltete Info melden")}
      </Button>
      {open && (
        <LazyBoundary onUnavailable={close}>
          <InfoReportDialog providerId={providerId} onClose={close} />
        </LazyBoundary>
      )}
    </>
  );
}
