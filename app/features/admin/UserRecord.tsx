import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { formatDate, formatDateTime } from "~/lib/format";
import type { RecordList, UserRecord } from "./user-record.server";

/** German names of the stored states shown in the record. */
const STATUS: Record<string, string> = {
  pending: "Ausstehend",
  approved: "Freigegeben",
  rejected: "Abgelehnt",
  revoked: "Entzogen",
  published: "Veröffentlicht",
  hidden: "Ausgeblendet",
  draft: "Entwurf",
  scheduled: "Geplant",
  open: "Offen",
  kept: "Belassen",
  admin: "Admin-Nachricht",
  system: "System",
  inactive: "Inaktiv",
};

type Item = RecordList<{ id: string; title: string; status: string; at: string; href: string; adminHref?: string; detail?: string; read?: boolean }>;

function Section({ id, title, list, adminLabel, empty }: { id: string; title: string; list: Item; adminLabel?: string; empty: string }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby={`record-${id}`} className="flex min-w-0 flex-col gap-2 rounded-card border border-border bg-white p-4 shadow-sm">
      <h3 id={`record-${id}`} className="text-base font-semibold text-ink">
        {t(title)} <span className="font-normal text-ink-muted">({list.total.toLocaleString("de-DE")})</span>
      </h3>
      {list.items.length === 0 ? (
        <p className="text-sm text-ink-muted">{t(empty)}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {list.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2 text-sm">
              {item.href ? (
                <Link to={item.href} className="font-medium break-words text-brand-800 underline">
                  {item.title || t("(ohne Titel)")}
                </Link>
              ) : (
                <span className="font-medium break-words text-ink">{item.title}</span>
              )}
              <Badge variant="outline">{t(STATUS[item.status] ?? item.status)}</Badge>
              {item.read === false ? <Badge variant="warning">{t("Ungelesen")}</Badge> : null}
              {item.detail ? <span className="break-words text-ink-muted">{item.detail}</span> : null}
              <span className="text-ink-muted">{formatDate(item.at)}</span>
              {item.adminHref && adminLabel ? (
                <Link to={item.adminHref} className="text-brand-800 underline">
                  {t(adminLabel)}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {list.total > list.items.length ? (
        <p className="text-xs text-ink-muted">{t("Die neuesten {{n}} von {{total}}.", { n: list.items.length, total: list.total })}</p>
      ) : null}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-ink-muted">{t(label)}</dt>
      <dd className="font-medium break-all text-ink">{children}</dd>
    </div>
  );
}

/** The 'Benutzerakte' (issue 30): profile facts and permissions, content, claims, reports, messages, sign-ins. */
export function UserRecordView({ record }: { record: UserRecord }) {
  const { t } = useTranslation("admin");
  const p = record.profile;
  const yes = (v: boolean) => (v ? t("Ja") : t("Nein"));
  return (
    <section aria-labelledby="record-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="record-heading" className="text-xl font-semibold break-all text-ink">
          {t("Benutzerakte")}: {p.username ?? p.name}
        </h2>
        <Link to="/admin/user-management" className="text-sm text-brand-800 underline">
          {t("Zur Benutzerverwaltung")}
        </Link>
      </div>
      <div className="rounded-card border border-border bg-white p-4 shadow-sm">
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Fact label="E-Mail">
            {p.email} {p.emailVerified ? null : <Badge variant="warning">{t("Nicht bestätigt")}</Badge>}
          </Fact>
          <Fact label="Benutzername">{p.username ?? "–"}</Fact>
          <Fact label="ID">{p.id}</Fact>
          <Fact label="Registriert am">{formatDate(p.createdAt)}</Fact>
          <Fact label="Admin">{yes(p.isAdmin)}</Fact>
          <Fact label="Darf Gewinnspiele erstellen">{yes(p.canCreateContests)}</Fact>
          <Fact label="B2B-Berechtigung">{yes(p.canCreateB2b)}</Fact>
        </dl>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to={p.profileHref} className="text-brand-800 underline">
            {t("Öffentliches Profil")}
          </Link>
          <Link to={`/admin/user-management?${new URLSearchParams({ q: p.email }).toString()}`} className="text-brand-800 underline">
            {t("Berechtigungen ändern")}
          </Link>
        </p>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Section id="providers" title="Eingereichte Anbieter" list={record.providers} adminLabel="Im Admin bearbeiten" empty="Keine Anbieter" />
        <Section id="reviews" title="Bewertungen" list={record.reviews} empty="Keine Bewertungen" />
        <Section id="articles" title="Artikel" list={record.articles} empty="Keine Artikel" />
        <Section id="claims" title="Inhaberschaft-Anträge" list={record.claims} adminLabel="Anbieter im Admin" empty="Keine Anträge" />
        <Section id="reports-made" title="Gemeldete Inhalte" list={record.reportsMade} empty="Keine Meldungen" />
        <Section id="reports-received" title="Meldungen gegen Inhalte" list={record.reportsReceived} empty="Keine Meldungen" />
        <Section id="messages" title="Nachrichten an diese Person" list={record.messages} empty="Keine Nachrichten" />
        <section aria-labelledby="record-logins" className="flex min-w-0 flex-col gap-2 rounded-card border border-border bg-white p-4 shadow-sm">
          <h3 id="record-logins" className="text-base font-semibold text-ink">
            {t("Anmeldungen")} <span className="font-normal text-ink-muted">({record.logins.length})</span>
          </h3>
          {record.logins.length === 0 ? (
            <p className="text-sm text-ink-muted">{t("Keine Anmeldungen in den letzten 90 Tagen")}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border text-sm">
              {record.logins.map((l) => (
                <li key={l.id} className="flex flex-wrap gap-x-3 py-2">
                  <span className="font-medium text-ink">{formatDateTime(l.at)}</span>
                  <span className="text-ink-muted">{l.method}</span>
                  {l.ip ? <span className="text-ink-muted">{l.ip}</span> : null}
                  {l.userAgent ? <span className="break-all text-ink-muted">{l.userAgent}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}
