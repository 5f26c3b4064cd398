import { LayoutDashboard, Mail, Pencil, Plus, Users } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { formatDate } from "~/lib/format";
import { isRequestFailure } from "~/lib/failed-requests";
import { useRootData } from "~/lib/root-data";
import { ContestDetailsDialog } from "./ContestDetailsDialog";
import { ContestGrid } from "./ContestGrid";
import type { DashboardContest } from "./contests.server";
import { LicencePurchase, useLicenceToast } from "./LicencePurchase";
import type { ContestAccess } from "./licence.server";
import { ParticipantsDialog } from "./ParticipantsDialog";
import type { ParticipantRow } from "./public.server";
import { CONTEST_MESSAGES } from "./schema";

const ContestFormDialog = lazy(() => import("./CreateContestDialog"));

export type DashboardData = {
  access: ContestAccess;
  contests: DashboardContest[];
  editId: string | null;
  participants: { contestId: string; rows: ParticipantRow[] | null; error: string | null } | null;
};

/**
 * The permission gate (spec/README.md 'contest permission'): not signed in; without the flag
 * can_create_contests the text to contact the admin team and no purchase; with the flag and no
 * valid licence the purchase.
 */
function Gate({ access }: { access: ContestAccess }) {
  const { t } = useTranslation("common");
  // Where to write for the permission: the operator's address of the imprint, once an admin set it.
  const adminMail = useRootData().operator.email;
  if (!access.signedIn) {
    return (
      <Alert variant="info" title={t(CONTEST_MESSAGES.dashboardLogin)}>
        <ButtonLink to="/auth" size="sm" className="mt-2">
          {t("Anmelden")}
        </ButtonLink>
      </Alert>
    );
  }
  if (!access.canBuy) {
    return (
      <Alert variant="info" title={t("Keine Contest-Berechtigung")}>
        {t(CONTEST_MESSAGES.contactAdmin)}
        {adminMail ? (
          <ButtonLink
            href={`mailto:${adminMail}?subject=${encodeURIComponent(t("Contest-Berechtigung"))}`}
            variant="outline"
            size="sm"
            icon={Mail}
            className="mt-2 w-fit"
            data-testid="contact-admin"
          >
            {t("Admin-Team schreiben")}
          </ButtonLink>
        ) : null}
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="info" title={t("Contest-Berechtigung erforderlich")}>
        {t(CONTEST_MESSAGES.licenceNeeded)}
      </Alert>
      <LicencePurchase config={access.config} paymentsReady={access.paymentsReady} />
    </div>
  );
}

/** /contests/dashboard: own contests (admins: all), create and edit form, participants and details. */
export function ContestDashboard({ data }: { data: DashboardData }) {
  const { t } = useTranslation("common");
  const [params, setParams] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(null);
  const [form, setForm] = useState<{ id: string | null } | null>(data.editId ? { id: data.editId } : null);
  const [participantsOf, setParticipantsOf] = useState<string | null>(null);
  const participants = useFetcher<DashboardData>({ key: "contest-participants" });
  useLicenceToast();
  const { access, contests } = data;
  const closeForm = () => {
    setForm(null);
    if (params.has("edit")) setParams((p) => (p.delete("edit"), p), { replace: true, preventScrollReset: true });
  };
  const showParticipants = (id: string) => {
    setParticipantsOf(id);
    void participants.load(`/contests/dashboard?participants=${encodeURIComponent(id)}`);
  };
  const editing = form?.id ? (contests.find((c) => c.id === form.id) ?? null) : null;
  const loaded = participants.data?.participants?.contestId === participantsOf ? participants.data.participants : null;
  // A failed load comes back as { ok: false, error } (app/lib/failed-requests.ts).
  const loadFailed = participants.state === "idle" && isRequestFailure(participants.data);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="flex items-center gap-2 text-2xl font-bold text-ink md:text-3xl">
            <LayoutDashboard aria-hidden="true" className="size-7 text-brand-700" />
            {t("Contest-Dashboard")}
          </h1>
          {access.licenceUntil && !access.isAdmin && (
            <p className="text-sm text-ink-muted">{t("Deine Contest-Berechtigung gilt bis {{date}}.", { date: formatDate(access.licenceUntil) })}</p>
          )}
        </div>
        {access.canCreate && (
          <Button type="button" onClick={() => setForm({ id: null })}>
            <Plus aria-hidden="true" />
            {t("Neues Gewinnspiel")}
          </Button>
        )}
      </div>
      {!access.canCreate ? (
        <Gate access={access} />
      ) : contests.length === 0 ? (
        <EmptyState icon={LayoutDashboard} title={t("Du hast noch keine Gewinnspiele erstellt")} />
      ) : (
        <ContestGrid
          contests={contests}
          onOpen={setOpenId}
          footer={(c) => (
            <div className="flex flex-wrap gap-2 border-t border-border p-3">
              {(c as DashboardContest).editable && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => setForm({ id: c.id })}
                  aria-label={t("{{title}} bearbeiten", { title: c.title })}
                >
                  <Pencil aria-hidden="true" />
                  {t("Bearbeiten")}
                </Button>
              )}
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => showParticipants(c.id)}
                aria-label={t("Teilnehmer von {{title}}", { title: c.title })}
              >
                <Users aria-hidden="true" />
                {t("Teilnehmer")} ({c.participantCount})
              </Button>
            </div>
          )}
        />
      )}
      <ContestDetailsDialog contest={contests.find((c) => c.id === openId) ?? null} onClose={() => setOpenId(null)} />
      {participantsOf && (
        <ParticipantsDialog
          title={contests.find((c) => c.id === participantsOf)?.title ?? ""}
          rows={loaded?.rows ?? null}
          error={loaded?.error ?? (loadFailed ? "Fehler beim Laden der Teilnehmer" : null)}
          onClose={() => setParticipantsOf(null)}
        />
      )}
      {form && (
        <Suspense fallback={null}>
          <ContestFormDialog contest={editing} onClose={closeForm} />
        </Suspense>
      )}
    </div>
  );
}
