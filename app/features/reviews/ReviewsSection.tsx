import { MessageSquarePlus, Pencil, Star, ThumbsUp, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { LazyBoundary, lazyPart } from "~/components/ui/lazy-part";
import { HYDRATE_ITEMS, HydrateLater } from "~/lib/hydrate-later";
import { StaticPart } from "~/lib/static-part";
import { useTranslation } from "react-i18next";
import { Link, useActionData, useFetcher, useLocation } from "react-router";
import { toast } from "~/lib/toast";
import { UserAvatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { EmptyState } from "~/components/ui/empty-state";
import { PageParamButton } from "~/components/ui/page-param-form";
import { Spinner } from "~/components/ui/spinner";
import { StarRating } from "~/components/ui/stars";
import { VerifiedBadge } from "~/components/ui/verified-badge";
import { cn } from "~/lib/cn";
import { responsiveSrc } from "~/lib/image-src";
import { formatDate } from "~/lib/format";
import { readReturnIntent, signInPromptHref } from "~/lib/return-intent";
import { useViewer } from "~/lib/root-data";
import { useReturnIntent } from "~/lib/use-return-intent";
import type { ReviewItem } from "./reviews.server";
import { RatingBreakdown } from "./RatingBreakdown";
import { ReviewFormPlain, WRITE_PARAM, type ReviewFormAnswer } from "./ReviewFormPlain";
import { ReviewsToolbar } from "./ReviewsToolbar";
import { DEFAULT_REVIEW_QUERY, reviewQueryHref, type ReviewQuery } from "./review-filters";
import { profilePath } from "~/lib/paths";

// Loaded when the dialog opens: visitors reading a provider page do not download the form.
const ReviewForm = lazyPart(() => import("./ReviewForm"));

export type ReviewActionResult =
  | {
      ok: true;
      intent: string;
      id: string;
      message: string;
      action?: "added" | "removed";
      helpfulCount?: number;
    }
  | { ok: false; error: string; fieldErrors?: Record<string, string> };

/** Reviews of a provider: list, 'Jetzt Bewerten', edit/delete own, helpful votes. */
export function ReviewsSection({
  providerId,
  reviews,
  renderReport,
  renderReply,
  summary,
  query = DEFAULT_REVIEW_QUERY,
}: {
  providerId: string;
  /** The reviews shown (sorted and filtered on the server as `query` says). */
  reviews: ReviewItem[];
  /** All published reviews: average, count and count per star (the summary and the toolbar). */
  summary?: { average: number; count: number; distribution: Record<1 | 2 | 3 | 4 | 5, number>; withPhotos: number };
  query?: ReviewQuery;
  /** 'Melden' of the moderation feature, composed by the route for members with the gate. */
  renderReport?: (review: { id: string; label: string }) => ReactNode;
  /** 'Antwort des Anbieters' under a review (features/ownership), composed by the route. */
  renderReply?: (review: ReviewItem) => ReactNode;
}) {
  const { t } = useTranslation("common");
  const viewer = useViewer();
  const location = useLocation();
  const [editing, setEditing] = useState<ReviewItem | "new" | null>(null);
  const writeRef = useRef<HTMLButtonElement>(null);
  // Shared with the cards (by key): the deleted card unmounts when the list revalidates, so the
  // section reports the outcome.
  const del = useFetcher<ReviewActionResult>({ key: "review-delete" });
  useEffect(() => {
    const d = del.data;
    if (!d || del.state !== "idle") return;
    if (d.ok) toast.success(t("Bewertung erfolgreich gelöscht"));
    else toast.error(t("Fehler beim Löschen der Bewertung"));
  }, [del.data, del.state, t]);

  // One review per member and provider: a member who already reviewed edits that review.
  const own = reviews.find((r) => r.isOwn) ?? null;
  const openNew = () => setEditing(own ?? "new");
  // Back from the sign-in that 'Jetzt Bewerten' asked for: the form opens again, and closing it
  // returns the focus to the button.
  useReturnIntent(
    "review",
    () => {
      writeRef.current?.focus({ preventScroll: true });
      openNew();
    },
    Boolean(viewer),
  );
  // The plain form of `?bewerten=1` (without JavaScript; also back from the sign-in, until the
  // return intent above opens the dialog), or again after the provider page's action refused it.
  // (The page's other plain forms, 'Eintrag beanspruchen' and 'Veraltete Info melden', answer with their own `form`.)
  const action = useActionData() as { form?: string } | undefined;
  const answer = action?.form === "review" ? (action as ReviewFormAnswer) : undefined;
  const plainForm =
    Boolean(viewer) &&
    (new URLSearchParams(location.search).get(WRITE_PARAM) === "1" || readReturnIntent(location.search, "review") !== null || answer?.values !== undefined);
  // Members: a GET form to `?bewerten=1` (the form in the page, before and without JavaScript);
  // after hydration it opens the dialog. Visitors get a link to the sign-in that leads back here.
  const writeButton = (ref?: React.Ref<HTMLButtonElement>) =>
    viewer ? (
      <PageParamButton ref={ref} param={WRITE_PARAM} value="1" hash="bewertung-schreiben" onOpen={openNew}>
        {own ? <Pencil aria-hidden="true" /> : <MessageSquarePlus aria-hidden="true" />}
        {own ? t("Bewertung bearbeiten") : t("Jetzt Bewerten")}
      </PageParamButton>
    ) : (
      <ButtonLink to={signInPromptHref("review", location)} rel="nofollow" icon={MessageSquarePlus} onClick={() => toast.error(t("Du musst angemeldet sein"))}>
        {t("Jetzt Bewerten")}
      </ButtonLink>
    );

  const total = summary?.count ?? reviews.length;
  const search = new URLSearchParams(location.search);
  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-4" id="bewertungen">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" className="text-xl font-semibold text-ink">
          {t("Bewertungen ({{n}})", { n: total })}
        </h2>
        {writeButton(writeRef)}
      </div>
      {plainForm ? <ReviewFormPlain providerId={providerId} own={own} answer={answer?.values !== undefined ? answer : null} /> : null}
      {summary && total > 0 ? (
        <>
          <RatingBreakdown average={summary.average} count={summary.count} distribution={summary.distribution} search={search} query={query} />
          <ReviewsToolbar search={search} query={query} distribution={summary.distribution} withPhotos={summary.withPhotos} />
        </>
      ) : null}
      {total > 0 && reviews.length === 0 ? (
        <EmptyState
          icon={Star}
          headingLevel="h3"
          title={t("Keine Bewertungen für diese Auswahl")}
          text={t("Ändere den Filter, um mehr Bewertungen zu sehen.")}
          action={
            <ButtonLink to={reviewQueryHref(search, { stars: null, withPhotos: false })} variant="outline" rel="nofollow">
              {t("Filter zurücksetzen")}
            </ButtonLink>
          }
        />
      ) : reviews.length === 0 ? (
        <EmptyState
          icon={Star}
          headingLevel="h3"
          title={t("Noch keine Bewertungen")}
          text={t("Schreib die erste Bewertung für diesen Anbieter.")}
          action={writeButton()}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {/* Each review's actions hydrate in a task of their own (decision 0052). */}
          {reviews.map((r, index) => (
            <HydrateLater key={r.id} after={HYDRATE_ITEMS + index}>
              <ReviewCard review={r} onEdit={() => setEditing(r)} renderReport={renderReport} renderReply={renderReply} />
            </HydrateLater>
          ))}
        </ul>
      )}
      {/* The form and its dialog are loaded when a member opens them. */}
      {editing !== null ? (
        <LazyBoundary fallback={<Spinner className="fixed top-1/2 left-1/2 z-50" />} onUnavailable={() => setEditing(null)}>
          <ReviewForm providerId={providerId} review={editing === "new" ? null : editing} close={() => setEditing(null)} />
        </LazyBoundary>
      ) : null}
    </section>
  );
}

function ReviewCard({
  review: r,
  onEdit,
  renderReport,
  renderReply,
}: {
  review: ReviewItem;
  onEdit: () => void;
  renderReport?: (review: { id: string; label: string }) => ReactNode;
  renderReply?: (review: ReviewItem) => ReactNode;
}) {
  const { t } = useTranslation("common");
  const viewer = useViewer();
  const location = useLocation();
  const helpful = useFetcher<ReviewActionResult>();
  const del = useFetcher<ReviewActionResult>({ key: "review-delete" });
  const [confirm, setConfirm] = useState(false);
  const [vote, setVote] = useState({
    voted: r.votedHelpful,
    count: r.helpfulCount,
  });
  useEffect(() => setVote({ voted: r.votedHelpful, count: r.helpfulCount }), [r.votedHelpful, r.helpfulCount]);

  useEffect(() => {
    const d = helpful.data;
    if (!d || helpful.state !== "idle") return;
    if (d.ok) {
      setVote({ voted: d.action === "added", count: d.helpfulCount ?? 0 });
      toast.success(t(d.message));
    } else {
      toast.error(
        t("Fehler beim Markieren der Bewertung: {{message}}", {
          message: t(d.error),
        }),
      );
    }
  }, [helpful.data, helpful.state, t]);

  const toggleHelpful = (event: React.FormEvent) => {
    event.preventDefault();
    if (!viewer) {
      toast.error(t("Du musst dich anmelden, um Bewertungen als hilfreich zu markieren."));
      return;
    }
    void helpful.submit({ intent: "helpful", reviewId: r.id }, { method: "post", action: "/api/reviews" });
  };

  const name = r.author ? r.author.username || t("Mitglied") : t("Anonym");
  return (
    <li id={`review-${r.id}`} className="render-lazy scroll-mt-24 rounded-card border border-border bg-white p-4 shadow-sm target:ring-2 target:ring-brand-500">
      <article aria-label={t("Bewertung von {{name}}", { name })} className="flex flex-col gap-2">
        {/* Author, stars and text are links and text: taken over unhydrated (decision 0051). */}
        <StaticPart key={JSON.stringify([r.author, r.createdAt, r.rating, r.title, r.content, r.imageUrl])} className="contents">
          <header className="flex flex-wrap items-center gap-3">
            <UserAvatar name={name} src={r.author?.avatarUrl ?? null} size="sm" />
            <div className="flex min-w-0 flex-col">
              {r.author ? (
                <span className="flex items-center gap-1.5">
                  <Link
                    to={profilePath({
                      id: r.author.id,
                      username: r.author.username,
                    })}
                    className="truncate font-medium text-ink hover:underline"
                  >
                    {name}
                  </Link>
                  {r.author.verified ? <VerifiedBadge compact /> : null}
                </span>
              ) : (
                <span className="font-medium text-ink">{name}</span>
              )}
              <time dateTime={r.createdAt} className="text-xs text-ink-muted">
                {formatDate(r.createdAt)}
              </time>
            </div>
            <StarRating value={r.rating} className="ml-auto" />
          </header>
          <h3 className="font-semibold text-ink">{r.title}</h3>
          <p className="text-sm leading-relaxed whitespace-pre-line text-ink">{r.content}</p>
          {r.imageUrl ? (
            <img
              {...responsiveSrc(r.imageUrl, [320, 640], 320)}
              sizes="320px"
              width={320}
              height={240}
              alt={t("Bild zur Bewertung")}
              loading="lazy"
              className="aspect-[4/3] w-full max-w-xs rounded-lg object-cover"
            />
          ) : null}
        </StaticPart>
        <footer className="mt-1 flex flex-wrap items-center gap-2">
          {r.isOwn ? (
            // Authors cannot mark their own review helpful; they see the count only.
            <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
              <ThumbsUp aria-hidden="true" className="size-4" />
              {t("Hilfreich")} <span data-testid="helpful-count">{vote.count}</span>
            </span>
          ) : (
            // A form: before the app's scripts start (or without them) the browser sends it itself and
            // comes back to this review with the outcome (app/lib/native-submit.server.ts).
            <helpful.Form method="post" action="/api/reviews" onSubmit={toggleHelpful}>
              <input type="hidden" name="intent" value="helpful" />
              <input type="hidden" name="reviewId" value={r.id} />
              <input type="hidden" name="back" value={`${location.pathname}${location.search}#review-${r.id}`} />
              <Button type="submit" variant="outline" size="sm" aria-pressed={vote.voted} disabled={helpful.state !== "idle"}>
                <ThumbsUp aria-hidden="true" className={cn(vote.voted && "fill-brand-700 text-brand-700")} />
                {t("Hilfreich")} <span data-testid="helpful-count">{vote.count}</span>
              </Button>
            </helpful.Form>
          )}
          {r.isOwn ? (
            <>
              <Button variant="ghost" size="sm" onClick={onEdit}>
                <Pencil aria-hidden="true" />
                {t("Bearbeiten")}
              </Button>
              <Button variant="ghost" size="sm" className="text-danger" onClick={() => setConfirm(true)} disabled={del.state !== "idle"}>
                <Trash2 aria-hidden="true" />
                {t("Löschen")}
              </Button>
              <ConfirmAction
                open={confirm}
                onOpenChange={setConfirm}
                title={t("Bewertung löschen?")}
                description={t("Möchtest du diese Bewertung wirklich löschen? Das kann nicht rückgängig gemacht werden.")}
                cancelLabel={t("Abbrechen")}
                confirmLabel={t("Löschen")}
                onConfirm={() => void del.submit({ intent: "delete", reviewId: r.id }, { method: "post", action: "/api/reviews" })}
              />
            </>
          ) : renderReport ? (
            <div className="ml-auto">
              {renderReport({
                id: r.id,
                label: t("Bewertung von {{name}}", { name }),
              })}
            </div>
          ) : null}
        </footer>
        {renderReply?.(r)}
      </article>
    </li>
  );
}
