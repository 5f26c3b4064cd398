import { Gift, Trophy } from "lucide-react";
import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useLocation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { QueryForm, QuerySearch, QuerySelect } from "~/components/ui/query-form";
import { signInPromptHref } from "~/lib/return-intent";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";
import { useReturnIntent } from "~/lib/use-return-intent";
import { ContestDetailsDialog } from "./ContestDetailsDialog";
import { ContestGrid } from "./ContestGrid";
import type { ContestCardData } from "./public.server";
import { CONTEST_MESSAGES, countText, type ContestFilter } from "./schema";
import { useContestLiveCounts } from "./use-contest-live";
import { useContestViewBatch } from "./use-contest-views";

// Loaded when 'Verlosung starten' is pressed: the public first visit stays small.
const CreateContestDialog = lazy(() => import("./CreateContestDialog"));

export type ContestsViewData = {
  contests: ContestCardData[];
  total: number;
  q: string;
  filter: ContestFilter;
  error: string | null;
  signedIn: boolean;
  canCreate: boolean;
  isAdmin: boolean;
};

const FILTER_OPTIONS: { value: ContestFilter; label: string }[] = [
  { value: "all", label: "Alle" },
  { value: "active", label: "Aktiv" },
  { value: "ending_soon", label: "Endet bald" },
];

/** /contests: heading, search and filter, the card grid with live counts, details and creation dialogs. */
export function ContestsView({ data }: { data: ContestsViewData }) {
  const { t } = useTranslation("common");
  const location = useLocation();
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const live = useContestLiveCounts(data.contests);
  const join = useFetcher<FetcherResult & { contestId?: string; participantCount?: number }>({ key: "contest-join" });
  useFetcherToast(join, { error: CONTEST_MESSAGES.joinFailed });
  const contests = useMemo(
    () => data.contests.map((c) => (live[c.id] !== undefined && live[c.id] !== c.participantCount ? { ...c, participantCount: live[c.id]! } : c)),
    [data.contests, live],
  );
  useContestViewBatch(
    contests.map((c) => c.id),
    data.isAdmin,
  );
  const onJoin = useCallback((id: string) => void join.submit({ intent: "participate", contestId: id }, { method: "post", action: "/contests" }), [join]);
  // Back from the sign-in that 'Jetzt teilnehmen' asked for: that contest's details open again
  // (closing them returns the focus to its card).
  useReturnIntent(
    "contest",
    (id) => {
      if (!id || !data.contests.some((c) => c.id === id)) return;
      document.querySelector<HTMLElement>(`[data-contest-card="${id}"]`)?.focus({ preventScroll: true });
      setOpenId(id);
    },
    data.signedIn,
  );
  const open = contests.find((c) => c.id === openId) ?? null;
  const searched = data.q !== "" || data.filter !== "all";
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold text-ink md:text-3xl">{t("Gewinnspiele")}</h1>
          <p className="max-w-prose text-ink-muted">{t("Verlosungen aus der Community: mach mit und gewinne Preise rund um Hanf.")}</p>
        </div>
        {data.canCreate && (
          <Button type="button" onClick={() => setCreating(true)}>
            <Trophy aria-hidden="true" />
            {t("Verlosung starten")}
          </Button>
        )}
      </div>
      <QueryForm submitLabel={t("Suchen")} label={t("Gewinnspiele durchsuchen")}>
        <QuerySearch id="contest-q" label={t("Suche")} defaultValue={data.q} />
        <QuerySelect
          id="contest-filter"
          name="filter"
          label={t("Filter")}
          defaultValue={data.filter}
          options={FILTER_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))}
        />
      </QueryForm>
      {data.error && (
        <Alert variant="error" title={t(CONTEST_MESSAGES.loadFailed)}>
          {t(data.error)}
        </Alert>
      )}
      <p className="text-sm text-ink-muted" role="status">
        {countText(contests.length)}
      </p>
      {contests.length === 0 ? (
        <EmptyState
          icon={Gift}
          title={searched || data.total > 0 ? t("Keine Gewinnspiele gefunden") : t("Noch keine Gewinnspiele verfügbar")}
          text={searched ? t("Versuche einen anderen Suchbegriff oder setze die Filter zurück.") : undefined}
          action={
            searched ? (
              <ButtonLink to="/contests" variant="outline">
                {t("Filter zurücksetzen")}
              </ButtonLink>
            ) : undefined
          }
        />
      ) : (
        <ContestGrid contests={contests} onOpen={setOpenId} />
      )}
      <ContestDetailsDialog
        contest={open}
        onClose={() => setOpenId(null)}
        onJoin={onJoin}
        busy={join.state !== "idle"}
        signInHref={data.signedIn || !open ? undefined : signInPromptHref("contest", location, open.id)}
      />
      {creating && (
        <Suspense fallback={null}>
          <CreateContestDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </div>
  );
}
