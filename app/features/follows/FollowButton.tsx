import { UserCheck, UserPlus } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useLocation } from "react-router";
import { toast } from "~/lib/toast";
import { useFetcherToast } from "~/lib/use-fetcher-toast";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { signInPromptHref } from "~/lib/return-intent";
import { useViewer } from "~/lib/root-data";
import { useReturnIntent } from "~/lib/use-return-intent";

type FollowResult = { ok: true; message: string; isFollowing: boolean; followerCount: number } | { ok: false; error: string };

/**
 * Follow / unfollow an author (POST /api/follows) with the spec's toasts. Visitors get a link to
 * the sign-in that brings them back here with this button focused.
 */
export function FollowButton({
  authorId,
  isFollowing,
  onChange,
  size = "default",
}: {
  authorId: string;
  isFollowing: boolean;
  onChange?: (state: { isFollowing: boolean; followerCount: number }) => void;
  size?: "default" | "sm";
}) {
  const { t } = useTranslation("common");
  const viewer = useViewer();
  const location = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useReturnIntent("follow", () => buttonRef.current?.focus(), Boolean(viewer) && viewer?.id !== authorId);
  const fetcher = useFetcher<FollowResult>();
  const optimistic = fetcher.formData ? fetcher.formData.get("intent") === "follow" : fetcher.data?.ok ? fetcher.data.isFollowing : isFollowing;
  useFetcherToast(fetcher, { error: "Fehler beim Folgen/Entfolgen" }, (d) => {
    if (d.ok) onChange?.({ isFollowing: d.isFollowing, followerCount: d.followerCount });
  });

  if (viewer?.id === authorId) return null;
  if (!viewer) {
    return (
      <ButtonLink
        to={signInPromptHref("follow", location)}
        rel="nofollow"
        size={size}
        icon={UserPlus}
        onClick={() => toast.error(t("Du musst angemeldet sein, um Autoren zu folgen"))}
      >
        {t("Folgen")}
      </ButtonLink>
    );
  }
  return (
    <fetcher.Form method="post" action="/api/follows">
      <input type="hidden" name="authorId" value={authorId} />
      <input type="hidden" name="intent" value={optimistic ? "unfollow" : "follow"} />
      <Button
        ref={buttonRef}
        type="submit"
        size={size}
        variant={optimistic ? "outline" : "default"}
        aria-pressed={optimistic}
        disabled={fetcher.state !== "idle"}
      >
        {optimistic ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
        {optimistic ? t("Entfolgen") : t("Folgen")}
      </Button>
    </fetcher.Form>
  );
}
