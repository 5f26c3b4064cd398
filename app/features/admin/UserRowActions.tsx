import { BarChart3, ExternalLink, History, Mail, Send } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTime } from "~/lib/format";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";
import type { LoginEntry } from "./users-actions.server";
import type { UserRow } from "./users.server";

const METHOD_LABELS: Record<string, string> = {
  password: "Passwort",
  magic_link: "Magic Link",
  oauth: "OAuth",
  email_verification: "E-Mail-Bestätigung",
};

/** Row actions: statistics, login history, profile in a new tab, message. */
export function UserRowActions({ row, name, profileHref }: { row: UserRow; name: string; profileHref: string }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState<"stats" | "history" | "message" | null>(null);
  const close = (next: boolean) => (next ? undefined : setOpen(null));
  return (
    <div className="flex items-center justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={() => setOpen("stats")} aria-label={t("Statistik von {{name}}", { name })} title={t("Statistik")}>
        <BarChart3 aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => setOpen("history")}
        aria-label={t("Anmeldeverlauf von {{name}}", { name })}
        title={t("Anmeldeverlauf")}
      >
        <History aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" asChild>
        <a href={profileHref} target="_blank" rel="noopener" aria-label={t("Profil von {{name}} in neuem Tab öffnen", { name })} title={t("Profil öffnen")}>
          <ExternalLink aria-hidden="true" />
        </a>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => setOpen("message")}
        aria-label={t("Nachricht an {{name}} senden", { name })}
        title={t("Nachricht senden")}
      >
        <Mail aria-hidden="true" />
      </Button>
      <Dialog open={open === "stats"} onOpenChange={close}>
        {open === "stats" ? <StatsDialog row={row} name={name} /> : null}
      </Dialog>
      <Dialog open={open === "history"} onOpenChange={close}>
        {open === "history" ? <HistoryDialog userId={row.id} name={name} /> : null}
      </Dialog>
      <Dialog open={open === "message"} onOpenChange={close}>
        {open === "message" ? <MessageDialog userId={row.id} name={name} onSent={() => setOpen(null)} /> : null}
      </Dialog>
    </div>
  );
}

function StatsDialog({ row, name }: { row: UserRow; name: string }) {
  const { t } = useTranslation("admin");
  const s = row.stats;
  const items: [string, string | number][] = [
    ["Freigegebene Anbieter", s.approvedProviders],
    ["Hervorgehobene Anbieter", s.featuredProviders],
    ["Veröffentlichte Bewertungen", s.publishedReviews],
    ["Nachrichten", s.messages],
    ["Veröffentlichte Artikel", s.publishedArticles],
    ["Artikel-Entwürfe", s.draftArticles],
    ["Highlights", s.highlights],
    ["Hilfreich-Stimmen", row.helpfulVotes],
    ["Admin", s.isAdmin ? t("ja") : t("nein")],
    ["Letzte Anmeldung", row.lastSignInAt ? formatDateTime(row.lastSignInAt) : t("keine in den letzten 90 Tagen")],
  ];
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{t("Statistik von {{name}}", { name })}</DialogTitle>
        <DialogDescription>{row.email}</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        {items.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{t(label)}</dt>
            <dd className="text-right font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </DialogContent>
  );
}

function HistoryDialog({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<{ ok: true; entries: LoginEntry[] } | { ok: false; error: string }>();
  const { load } = fetcher;
  useEffect(() => {
    void load(`/admin/user-management/${userId}/logins`);
  }, [load, userId]);
  const data = fetcher.data;
  return (
    <DialogContent className="max-w-3xl">
      <DialogHeader>
        <DialogTitle>{t("Anmeldeverlauf von {{name}}", { name })}</DialogTitle>
        <DialogDescription>{t("Die letzten 50 Anmeldungen (gespeichert für 90 Tage).")}</DialogDescription>
      </DialogHeader>
      {!data ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner label="" />
          <span role="status">{t("Anmeldeverlauf wird geladen …")}</span>
        </p>
      ) : !data.ok ? (
        <div className="flex flex-col items-start gap-2" role="alert">
          <p className="text-sm text-danger">{t(data.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void load(`/admin/user-management/${userId}/logins`)}>
            {t("Erneut versuchen")}
          </Button>
        </div>
      ) : data.entries.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("Keine Anmeldungen gespeichert.")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-border text-ink-muted">
                <th className="py-2 pr-3 font-medium">{t("Zeit")}</th>
                <th className="py-2 pr-3 font-medium">{t("Methode")}</th>
                <th className="py-2 pr-3 font-medium">{t("IP-Adresse")}</th>
                <th className="py-2 font-medium">{t("Browser")}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={e.id} className="border-b border-border last:border-0">
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(e.at)}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{t(METHOD_LABELS[e.method] ?? e.method)}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{e.ip ?? "–"}</td>
                  <td className="py-2 text-xs break-all text-ink-muted">{e.userAgent ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DialogContent>
  );
}

function MessageDialog({ userId, name, onSent }: { userId: string; name: string; onSent: () => void }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult & { fieldErrors?: Record<string, string> }>();
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  useFetcherToast(fetcher, { error: "Fehler beim Senden der Nachricht" }, onSent);
  const busy = fetcher.state !== "idle";
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{t("Nachricht an {{name}}", { name })}</DialogTitle>
        <DialogDescription>{t("Die Nachricht erscheint im Postfach des Nutzers.")}</DialogDescription>
      </DialogHeader>
      <fetcher.Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="message" />
        <input type="hidden" name="userId" value={userId} />
        <Field label={t("Betreff")} error={errors?.title} required>
          <Input name="title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} autoComplete="off" />
        </Field>
        <Field label={t("Nachricht")} error={errors?.content} required>
          <Textarea name="content" value={content} onChange={(e) => setContent(e.target.value)} maxLength={5000} rows={6} />
        </Field>
        <DialogFooter>
          <Button type="submit" disabled={busy || !title.trim() || !content.trim()}>
            <Send aria-hidden="true" />
            {t("Senden")}
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </DialogContent>
  );
}
