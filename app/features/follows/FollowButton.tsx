import { UserCheck, UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFetcher, useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import { useFetcherToast } from "~/lib/use-fetcher-toast";
import { Button } from "~/components/ui/button";
import { useViewer } from "~/lib/root-data";

type FollowResult = { ok: true; message: string; isFollowing: boolean; followerCount: number } | { ok: false; error: string };

/** Follow / unfollow an author (POST /api/follows) with the spec's toasts. */
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
  const navigate = useNavigate();
  const fetcher = useFetcher<FollowResult>();
  const optimistic = fetcher.formData ? fetcher.formData.get("intent") === "follow" : fetcher.data?.ok ? fetcher.data.isFollowing : isFollowing;
  useFetcherToast(fetcher, { error: "Fehler beim Folgen/Entfolgen" }, (d) => {
    if (d.ok) onChange?.({ isFollowing: d.isFollowing, followerCount: d.followerCount });
  });

  if (viewer?.id === authorId) return null;
  return (
    <fetcher.Form
      method="post"
      action="/api/follows"
      onSubmit={(e) => {
        if (!viewer) {
          e.preventDefault();
          toast.error(t("Du musst angemeldet sein, um Autoren zu folgen"));
          navigate("/auth");
        }
      }}
    >
      <input type="hidden" name="authorId" value={authorId} />
      <input type="hidden" name="intent" value={optimistic ? "unfollow" : "follow"} />
      <Button type="submit" size={size} variant={optimistic ? "outline" : "default"} aria-pressed={optimistic} disabled={fetcher.state !== "idle"}>
        {optimistic ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
        {optimistic ? t("Entfolgen") : t("Folgen")}
      </Button>
    </fetcher.Form>
  );
}
