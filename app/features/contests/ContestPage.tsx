import { ArrowLeft, Gift, LogIn, Trophy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { jsonForScript } from "~/lib/breadcrumbs";
import { useRootData } from "~/lib/root-data";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";
import { ContestImage, contestLabels } from "./ContestCard";
import { ContestFacts } from "./ContestFacts";
import { contestEventJsonLd } from "./json-ld";
import type { ContestCardData, ContestPageData } from "./public.server";
import { canJoin, CONTEST_MESSAGES, STATUS_LABELS } from "./schema";
import { contestPath } from "./slug";
import { useContestLiveCounts } from "./use-contest-live";
import { useContestViewBatch } from "./use-contest-views";

export type ContestPageViewData = ContestPageData & { origin: string; signedIn: boolean; isAdmin: boolean };

/**
 * 'Jetzt teilnehmen' on the contest page, under the same rules as the list (the server decides):
 * a plain form (it works before and without JavaScript) posting intent=participate to the page;
 * visitors go to the sign-in page and come back here.
 */
function JoinAction({ contest: c, signedIn }: { contest: ContestCardData; signedIn: boolean }) {
  const { t } = useTranslation("common");
  const join = useFetcher<FetcherResult>({ key: `contest-join-${c.id}` });
  useFetcherToast(join, { error: CONTEST_MESSAGES.joinFailed });
  if (!canJoin(c)) return null;
  if (!signedIn) {
    return (
      <ButtonLink to={`/auth?redirectTo=${encodeURIComponent(contestPath(c))}`} icon={LogIn} className="self-start">
        {t("Jetzt teilnehmen")}
      </ButtonLink>
    );
  }
  return (
    <join.Form method="post" className="self-start">
      <input type="hidden" name="intent" value="participate" />
      <Button type="submit" disabled={join.state !== "idle"}>
        <Trophy aria-hidden="true" />
        {t("Jetzt teilnehmen")}
      </Button>
    </join.Form>
  );
}

/** /contests/{slug}: one contest, server-rendered with its JSON-LD Event; live count, view, participation. */
export function ContestPage({ data }: { data: ContestPageViewData }) {
  const { t } = useTranslation("common");
  const { siteTitle } = useRootData();
  const live = useContestLiveCounts(data.contest.id);
  const count = live[data.contest.id];
  const c = count !== undefined && count !== data.contest.participantCount ? { ...data.contest, participantCount: count } : data.contest;
  useContestViewBatch(data.isPublic ? [c.id] : [], data.isAdmin);
  const labels = contestLabels(c);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(contestEventJsonLd(data, data.origin, siteTitle)) }} />
      <ButtonLink to="/contests" variant="ghost" size="sm" icon={ArrowLeft} className="self-start">
        {t("Alle Gewinnspiele")}
      </ButtonLink>
      <article
        aria-labelledby="contest-title"
        className="flex flex-col gap-5 overflow-hidden rounded-card border border-border bg-white shadow-sm"
        data-testid="contest-page"
      >
        {c.imageUrl ? (
          <ContestImage src={c.imageUrl} eager className="max-h-96 w-full object-cover" />
        ) : (
          <div className="flex h-32 items-center justify-center bg-surface-muted">
            <Gift aria-hidden="true" className="size-10 text-ink-muted" />
          </div>
        )}
        <div className="flex flex-col gap-5 px-5 pb-6">
          <div className="flex flex-wrap gap-1.5">
            <Badge variant={c.status === "active" ? "default" : "secondary"}>{t(STATUS_LABELS[c.status])}</Badge>
            {labels.map((l) => (
              <Badge key={l} variant="outline">
                {t(l)}
              </Badge>
            ))}
          </div>
          <h1 id="contest-title" className="text-2xl font-bold text-ink md:text-3xl">
            {c.title}
          </h1>
          {/* The primary action right under the title: in the first screen on a phone, not after the facts. */}
          <JoinAction contest={c} signedIn={data.signedIn} />
          <p className="max-w-prose whitespace-pre-line text-ink-muted">{c.description}</p>
          <ContestFacts contest={c} termsHeadingId="contest-page-terms" headingLevel="h2" />
        </div>
      </article>
    </div>
  );
}
