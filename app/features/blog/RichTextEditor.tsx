import { useEffect, useState } from "react";
import { LazyBoundary, lazyPart } from "~/components/ui/lazy-part";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";

/** Tiptap and ProseMirror stay in their own chunk: only /myblog downloads them, after hydration. */
const TiptapEditor = lazyPart(() => import("./TiptapEditor"));

/**
 * The article body. Rendered on the server (and until the editor has loaded) as an HTML textarea
 * posting under `name`, so the form works before and without JavaScript; in the browser the Tiptap
 * editor takes over and the value travels in a hidden input of the same name. The server
 * sanitises it with the same allow-list the editor is built on.
 */
export function RichTextEditor({
  name,
  defaultValue,
  label,
  error,
  id = "article-content",
}: {
  name: string;
  defaultValue: string;
  label: string;
  error?: string;
  id?: string;
}) {
  const { t } = useTranslation("common");
  const [html, setHtml] = useState(defaultValue);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  const source = (withName: boolean) => (
    <textarea
      id={id}
      name={withName ? name : undefined}
      value={html}
      onChange={(e) => setHtml(e.target.value)}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      spellCheck={false}
      className={cn("min-h-72 w-full resize-y rounded-lg border bg-white p-4 font-mono text-sm", error ? "border-danger" : "border-border")}
    />
  );

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      {enhanced ? (
        <>
          {/* Without the editor's code the text stays editable as HTML source, nothing typed is lost. */}
          <LazyBoundary fallback={source(false)} unavailable={source(false)}>
            <TiptapEditor id={id} value={html} onChange={setHtml} labelId={labelId} describedBy={describedBy} invalid={Boolean(error)} />
          </LazyBoundary>
          <input type="hidden" name={name} value={html} />
        </>
      ) : (
        source(true)
      )}
      <p id={hintId} className="text-xs text-ink-muted">
        {t("Erlaubt sind Absätze, Überschriften, Listen, Links, Zitate und Bilder. Alles andere wird beim Speichern entfernt.")}
      </p>
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
