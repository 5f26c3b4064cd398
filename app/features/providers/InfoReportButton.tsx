import { FileWarning } from "lucide-react";
import { lazy, Suspense, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

const InfoReportDialog = lazy(() => import("./InfoReportDialog"));

/**
 * 'Veraltete Info melden' on a provider page: signed-in members open the dialog (loaded when
 * opened); visitors without a session are sent to /auth and come back to the page.
 */
export function InfoReportButton({ providerId, signedIn, returnTo }: { providerId: string; signedIn: boolean; returnTo: string }) {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  if (!signedIn) {
    return (
      <Button variant="ghost" size="sm" asChild className="w-fit">
        <Link to={`/auth?redirectTo=${encodeURIComponent(returnTo)}`} rel="nofollow">
          <FileWarning aria-hidden="true" />
          {t("Veraltete Info melden")}
        </Link>
      </Button>
    );
  }
  return (
    <>
      <Button variant="ghost" size="sm" className="w-fit" onClick={() => setOpen(true)}>
        <FileWarning aria-hidden="true" />
        {t("Veraltete Info melden")}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <InfoReportDialog providerId={providerId} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
