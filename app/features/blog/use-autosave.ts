import { useEffect, useRef, useState, type RefObject } from "react";
import { useFetcher } from "react-router";

/** How often the form is looked at; a save needs the text unchanged for one look (a pause in typing). */
const TICK_MS = 2_000;
/** At most one autosave in this time (the server's AUTOSAVE_MIN_INTERVAL_MS; decision 0036). */
export const AUTOSAVE_INTERVAL_MS = 15_000;
/** Typing without a pause is saved after this long anyway. */
const MAX_WAIT_MS = 30_000;

type Answer = { ok: true; autosaved: { id: string; savedAt: string } } | { ok: false; error: string; paused?: boolean };

export type AutosaveState = { kind: "idle" } | { kind: "needsTitle" } | { kind: "saving" } | { kind: "saved"; at: string } | { kind: "failed"; error: string };

/** The form's fields as they would be autosaved (no files, no intent), and a fingerprint of them. */
function draftData(form: HTMLFormElement): { body: FormData; key: string } {
  const body = new FormData(form);
  for (const name of ["image", "removeImage", "intent", "submitAs"]) body.delete(name);
  const key = JSON.stringify([...body.entries()].filter(([name]) => name !== "articleId").map(([k, v]) => [k, String(v)]));
  body.set("intent", "autosave");
  return { body, key };
}

/**
 * Autosave of a draft (issue #26 item 9): every TICK_MS the form is compared with what was last
 * saved; a change is sent once the writer pauses (or after MAX_WAIT_MS), at most once per
 * AUTOSAVE_INTERVAL_MS, to the /myblog action (intent 'autosave', the same validation and rate
 * limits as saving by hand). The first autosave of a new article returns its id: the page address
 * becomes '?edit=<id>' so that a reload opens it. A failure keeps everything typed and says why.
 */
export function useAutosave(formRef: RefObject<HTMLFormElement | null>, opts: { enabled: boolean; onCreated: (id: string) => void }) {
  const fetcher = useFetcher<Answer>();
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  const saved = useRef<string | null>(null);
  const sending = useRef<string | null>(null);
  const last = useRef<{ key: string; since: number } | null>(null);
  const lastSaveAt = useRef(0);
  const handled = useRef<unknown>(null);
  const touched = useRef(false);
  const { enabled, onCreated } = opts;

  // Until the writer does something, what the form holds counts as saved (the editor rewrites the
  // stored HTML in its own serialisation once it has loaded: that is no change).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    saved.current = draftData(form).key;
    const touch = () => {
      touched.current = true;
    };
    const events = ["input", "change", "keydown", "pointerdown"] as const;
    for (const name of events) form.addEventListener(name, touch, true);
    return () => {
      for (const name of events) form.removeEventListener(name, touch, true);
    };
  }, [formRef]);

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => {
      const form = formRef.current;
      if (!form || fetcher.state !== "idle") return;
      const { body, key } = draftData(form);
      const now = Date.now();
      if (!touched.current) {
        saved.current = key;
        return;
      }
      if (key === saved.current) {
        last.current = null;
        return;
      }
      if (!String(body.get("title") ?? "").trim()) {
        setState({ kind: "needsTitle" });
        return;
      }
      const prev = last.current;
      if (!prev || prev.key !== key) last.current = { key, since: prev?.since ?? now };
      const paused = prev?.key === key;
      const waitedLong = now - (last.current?.since ?? now) >= MAX_WAIT_MS;
      if (!(paused || waitedLong) || now - lastSaveAt.current < AUTOSAVE_INTERVAL_MS) return;
      lastSaveAt.current = now;
      sending.current = key;
      last.current = null;
      setState({ kind: "saving" });
      void fetcher.submit(body, { method: "post", action: "/myblog", encType: "multipart/form-data" });
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [enabled, fetcher, formRef]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const answer = fetcher.data;
    if (answer.ok) {
      saved.current = sending.current;
      onCreated(answer.autosaved.id);
      setState({ kind: "saved", at: answer.autosaved.savedAt });
    } else setState({ kind: "failed", error: answer.error });
  }, [fetcher.state, fetcher.data, onCreated]);

  /** A save by hand is on its way: nothing more to autosave. */
  const markSubmitted = () => {
    if (formRef.current) saved.current = draftData(formRef.current).key;
  };
  return { state, markSubmitted };
}
