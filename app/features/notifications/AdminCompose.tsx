import { FlaskConical, Send, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useRevalidator } from "react-router";
import { AlertDialogAction, ConfirmDialog } from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/lib/toast";
import { useFetcherResult, type FetcherResult } from "~/lib/use-fetcher-toast";
import type { RecipientOption } from "./admin-send.server";
import { ADMIN_MESSAGE_LIMITS, ADMIN_MESSAGE_TEXTS } from "./schema";

/** The three canned messages of the compose form (spec 3 'Messaging'). */
const TEMPLATES = [
  {
    label: "Wartung",
    title: "Geplante Wartungsarbeiten",
    content: "Wir führen in Kürze Wartungsarbeiten durch. In dieser Zeit kann die Seite kurz nicht erreichbar sein. Danke für dein Verständnis!",
  },
  {
    label: "Neue Funktionen",
    title: "Neue Funktionen für dich",
    content: "Wir haben neue Funktionen freigeschaltet. Schau dich um und sag uns gern, wie sie dir gefallen!",
  },
  {
    label: "Richtlinien-Update",
    title: "Unsere Community-Richtlinien wurden aktualisiert",
    content: "Wir haben unsere Community-Richtlinien überarbeitet. Bitte lies sie dir kurz durch – sie gelten ab sofort.",
  },
] as const;

type SendResult = FetcherResult & { count?: number; testId?: string; fieldErrors?: Record<string, string> };

/** Self-test: sends a message to oneself and checks 3 s later that it arrived in the own inbox. */
export function SelfTestCard() {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<SendResult>();
  const [state, setState] = useState<"idle" | "checking" | "ok" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useFetcherResult(fetcher, (data) => {
    if (!data.ok || !data.testId) {
      setState("failed");
      toast.error(t(ADMIN_MESSAGE_TEXTS.selfTestFailed(data.error ?? ADMIN_MESSAGE_TEXTS.unknownError)));
      return;
    }
    setState("checking");
    timer.current = setTimeout(async () => {
      try {
        const res = await fetch("/api/notifications");
        const json = (await res.json()) as { ok: boolean; messages?: { id: string }[]; error?: string };
        if (!json.ok || !json.messages?.some((m) => m.id === data.testId)) throw new Error(json.error ?? t("Nachricht nicht im Postfach gefunden"));
        setState("ok");
        toast.success(t("Test-Nachricht erfolgreich empfangen"));
      } catch (e) {
        setState("failed");
        toast.error(t(ADMIN_MESSAGE_TEXTS.selfTestFailed(e instanceof Error ? e.message : ADMIN_MESSAGE_TEXTS.unknownError)));
      }
    }, ADMIN_MESSAGE_LIMITS.selfTestRecheckMs);
  });
  const statusText = { idle: "", checking: t("Wird in 3 Sekunden geprüft …"), ok: t("Zustellung funktioniert."), failed: t("Zustellung fehlgeschlagen.") }[
    state
  ];
  return (
    <div className="flex flex-col gap-3 rounded-card border border-border bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <h3 className="text-base font-semibold text-ink">{t("Selbsttest")}</h3>
        <p className="text-sm text-ink-muted">{t("Sendet eine Test-Nachricht an dich selbst und prüft, ob sie ankommt.")}</p>
        <p role="status" className="text-sm text-ink">
          {statusText}
        </p>
      </div>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="selftest" />
        <Button type="submit" variant="outline" disabled={fetcher.state !== "idle" || state === "checking"}>
          <FlaskConical aria-hidden="true" />
          {t("Test-Nachricht senden")}
        </Button>
      </fetcher.Form>
    </div>
  );
}

/**
 * The compose form: recipients (all or selected by search), templates, title and content. Sending
 * to all asks first 'An N Nutzer senden?' with the number the server counted.
 */
export function AdminCompose({ allRecipients }: { allRecipients: number }) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<SendResult>();
  const form = useRef<HTMLFormElement>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const { revalidate } = useRevalidator();
  const [recipients, setRecipients] = useState<"all_users" | "selected">("all_users");
  const [chosen, setChosen] = useState<RecipientOption[]>([]);
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);
  useFetcherResult(fetcher, (data) => {
    if (data.ok) {
      toast.success(t(data.message ?? ""));
      setTitle("");
      setContent("");
      setChosen([]);
      setError(null);
      setTimeout(() => void revalidate(), ADMIN_MESSAGE_LIMITS.refreshAfterSendMs);
    } else {
      const message = data.error ?? ADMIN_MESSAGE_TEXTS.unknownError;
      setError(message);
      toast.error(t(ADMIN_MESSAGE_TEXTS.sendFailed(message)));
    }
  });
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    if (!title.trim() || !content.trim()) {
      e.preventDefault();
      setError(ADMIN_MESSAGE_TEXTS.required);
    } else if (recipients === "selected" && chosen.length === 0) {
      e.preventDefault();
      setError(ADMIN_MESSAGE_TEXTS.noRecipients);
    } else {
      setError(null);
      if (recipients === "all_users") {
        e.preventDefault();
        setConfirmAll(true);
      }
    }
  };
  return (
    <fetcher.Form
      ref={form}
      method="post"
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-card border border-border bg-white p-4 shadow-sm"
      aria-labelledby="compose-heading"
    >
      <h3 id="compose-heading" className="text-base font-semibold text-ink">
        {t("Neue Nachricht")}
      </h3>
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="recipients" value={recipients} />
      {recipients === "selected" ? chosen.map((u) => <input key={u.id} type="hidden" name="userIds" value={u.id} />) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">{t("Empfänger")}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(["all_users", "selected"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="recipientChoice"
                value={value}
                checked={recipients === value}
                onChange={() => setRecipients(value)}
                className="size-4 accent-brand-700"
              />
              {t(value === "all_users" ? "Alle Nutzer" : "Ausgewählte Nutzer")}
            </label>
          ))}
        </div>
        {recipients === "selected" ? <RecipientPicker chosen={chosen} onChange={setChosen} /> : null}
      </fieldset>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-ink-muted">{t("Vorlagen:")}</span>
        {TEMPLATES.map((tpl) => (
          <Button
            key={tpl.label}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              setTitle(tpl.title);
              setContent(tpl.content);
            }}
          >
            {t(tpl.label)}
          </Button>
        ))}
      </div>
      <Field label={t("Titel")} required>
        <Input name="title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={ADMIN_MESSAGE_LIMITS.title} autoComplete="off" />
      </Field>
      <Field label={t("Inhalt")} required>
        <Textarea name="content" value={content} onChange={(e) => setContent(e.target.value)} maxLength={ADMIN_MESSAGE_LIMITS.content} rows={6} />
      </Field>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {t(error)}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          <Send aria-hidden="true" />
          {t(recipients === "all_users" ? "An alle Nutzer senden" : "An ausgewählte Nutzer senden")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title={t("An {{n}} Nutzer senden?", { n: allRecipients.toLocaleString("de-DE") })}
        description={t("„{{title}}“ geht an alle registrierten Nutzer und erscheint in ihrem Postfach.", { title: title.trim() })}
        cancelLabel={t("Abbrechen")}
      >
        <AlertDialogAction
          onClick={() => {
            if (form.current) void fetcher.submit(form.current);
          }}
        >
          <Send aria-hidden="true" />
          {t("Senden")}
        </AlertDialogAction>
      </ConfirmDialog>
    </fetcher.Form>
  );
}

function RecipientPicker({ chosen, onChange }: { chosen: RecipientOption[]; onChange: (next: RecipientOption[]) => void }) {
  const { t } = useTranslation("admin");
  const [q, setQ] = useState("");
  const [results, setResults] = useState<RecipientOption[]>([]);
  const exclude = chosen.map((u) => u.id).join(",");
  useEffect(() => {
    const term = q.trim();
    if (term.length < ADMIN_MESSAGE_LIMITS.searchMin) {
      setResults([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q: term, ...(exclude ? { exclude } : {}) });
        const res = await fetch(`/admin/messages/search?${params.toString()}`, { signal: controller.signal });
        const json = (await res.json()) as { ok: boolean; users?: RecipientOption[] };
        if (!json.ok) throw new Error();
        setResults(json.users ?? []);
      } catch {
        if (!controller.signal.aborted) toast.error(t(ADMIN_MESSAGE_TEXTS.searchFailed));
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, exclude, t]);
  return (
    <div className="flex flex-col gap-2">
      <Field label={t("Benutzer suchen (ab 2 Zeichen)")}>
        <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" placeholder={t("Benutzername oder E-Mail")} />
      </Field>
      {results.length ? (
        <ul aria-label={t("Suchergebnisse")} className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {results.map((u) => (
            <li key={u.id}>
              <button
                type="button"
                className="w-full px-3 py-2 text-left text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-700"
                onClick={() => {
                  onChange([...chosen, u]);
                  setResults(results.filter((r) => r.id !== u.id));
                }}
              >
                <span className="font-medium">{u.username ?? t("Unbekannt")}</span> <span className="text-ink-muted">{u.email}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {chosen.length ? (
        <ul aria-label={t("Ausgewählte Empfänger")} className="flex flex-wrap gap-2">
          {chosen.map((u) => (
            <li key={u.id} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900">
              {u.username ?? u.email}
              <button
                type="button"
                onClick={() => onChange(chosen.filter((c) => c.id !== u.id))}
                aria-label={t("{{name}} entfernen", { name: u.username ?? u.email })}
                className="rounded-full p-1 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
