import { ExternalLink, Heart, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { sendTracking } from "~/lib/browser-session";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";
import { POPUP_MESSAGES as M, type PublicPopup } from "./schema";

function track(popupId: string, interactionType: "view" | "close" | "like" | "share") {
  sendTracking("/api/popup", { popupId, interactionType });
}

/** The popup dialog: title, message, optional link, like (once per display), share (copies the link) and close. */
export default function PopupDialog({ popup, onClose }: { popup: PublicPopup; onClose: () => void }) {
  const { t } = useTranslation("common");
  const [liked, setLiked] = useState(false);
  useEffect(() => track(popup.id, "view"), [popup.id]);
  const close = () => {
    track(popup.id, "close");
    onClose();
  };
  const like = () => {
    if (liked) return;
    setLiked(true);
    track(popup.id, "like");
    toast.success(t(M.likedTitle), { description: t(M.liked) });
  };
  const share = async () => {
    const link = popup.linkUrl ? new URL(popup.linkUrl, window.location.origin).toString() : window.location.href;
    try {
      await navigator.clipboard.writeText(link);
      track(popup.id, "share");
      toast.success(t(M.sharedTitle), { description: t(M.shared) });
    } catch {
      toast.error(t(M.shareFailedTitle), { description: t(M.shareFailed) });
    }
  };
  const external = popup.linkUrl ? /^https?:\/\//i.test(popup.linkUrl) : false;
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-md" data-testid="global-popup" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>{popup.title}</DialogTitle>
          <DialogDescription className="whitespace-pre-line">{popup.message}</DialogDescription>
        </DialogHeader>
        {popup.linkUrl ? (
          <a
            href={popup.linkUrl}
            className="inline-flex items-center gap-1 self-start font-medium text-brand-800 underline underline-offset-4"
            {...(external ? { target: "_blank", rel: "noopener" } : {})}
            onClick={onClose}
          >
            {popup.linkText || popup.linkUrl}
            {external ? <ExternalLink aria-hidden="true" className="size-4" /> : null}
          </a>
        ) : null}
        <DialogFooter className="flex-row flex-wrap gap-2 sm:justify-between">
          <div className="flex gap-2">
            <Button variant="outline" onClick={like} disabled={liked} aria-pressed={liked} aria-label={t("Gefällt mir")}>
              <Heart aria-hidden="true" className={cn(liked && "fill-current text-danger")} />
            </Button>
            <Button variant="outline" onClick={() => void share()} aria-label={t("Teilen")}>
              <Share2 aria-hidden="true" />
            </Button>
          </div>
          <Button onClick={close}>{t("Schließen")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
