import { Heart } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, useLocation } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { signInPromptHref } from "~/lib/return-intent";
import { useViewer } from "~/lib/root-data";
import { useReturnIntent } from "~/lib/use-return-intent";

type Result = { ok: true; favorite: boolean } | { ok: false; error: string };

/**
 * The favourite heart: toggles optimistically, reverts on error (spec 1 section 4). Works as a
 * plain form without JavaScript. Signed-out users get a link to /auth (with the spec's message)
 * that brings them back here with the heart focused, so one press adds the favourite.
 */
export function FavoriteButton({
  providerId,
  initial,
  className,
  onChange,
  caption,
  returnIntent = true,
}: {
  providerId: string;
  initial: boolean;
  className?: string;
  onChange?: (favorite: boolean) => void;
  /** A visible word under the heart ('Merken' in the phone action bar); it is then the button's name. */
  caption?: string;
  /** Whether this button takes the focus back after the sign-in (one heart per page does). */
  returnIntent?: boolean;
}) {
  const { t } = useTranslation("common");
  const viewer = useViewer();
  const location = useLocation();
  const fetcher = useFetcher<Result>();
  const [favorite, setFavorite] = useState(initial);
  const pending = useRef<boolean | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useReturnIntent("favorite", () => buttonRef.current?.focus(), Boolean(viewer) && returnIntent);

  useEffect(() => setFavorite(initial), [initial]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || pending.current === null) return;
    const wanted = pending.current;
    pending.current = null;
    if (fetcher.data.ok) {
      toast.success(t(wanted ? "Zu Favoriten hinzugefügt" : "Aus Favoriten entfernt"));
      onChange?.(wanted);
    } else {
      setFavorite(!wanted);
      toast.error(t("Fehler beim Verwalten der Favoriten"));
    }
  }, [fetcher.state, fetcher.data, t, onChange]);

  const toggle = (event: React.FormEvent) => {
    event.preventDefault();
    const next = !favorite;
    setFavorite(next);
    pending.current = next;
    void fetcher.submit({ providerId, favorite: next ? "1" : "0" }, { method: "post", action: "/api/favorites" });
  };

  const label = favorite ? t("Aus Favoriten entfernen") : t("Zu Favoriten hinzufügen");
  const look = caption
    ? ({ variant: "ghost", size: null, className: "h-auto flex-col gap-0.5 text-xs [&_svg]:size-5" } as const)
    : ({ variant: "outline", size: "icon" } as const);
  const named = caption ? { title: label } : { "aria-label": label, title: label };
  const text = caption ? <span>{caption}</span> : null;
  if (!viewer) {
    return (
      <div className={className}>
        <Button asChild {...look}>
          <Link
            to={signInPromptHref("favorite", location)}
            rel="nofollow"
            {...named}
            onClick={() => toast.error(t("Bitte melde dich an, um Favoriten zu verwalten"))}
          >
            <Heart aria-hidden="true" className="text-ink-muted" />
            {text}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <fetcher.Form method="post" action="/api/favorites" onSubmit={toggle} className={className}>
      <input type="hidden" name="providerId" value={providerId} />
      <input type="hidden" name="favorite" value={favorite ? "0" : "1"} />
      <Button ref={buttonRef} type="submit" {...look} {...named} aria-pressed={favorite}>
        <Heart aria-hidden="true" className={cn(favorite ? "fill-red-600 text-red-600" : "text-ink-muted")} />
        {text}
      </Button>
    </fetcher.Form>
  );
}
