import { Bold, Code2, Eye, Heading2, Heading3, Italic, Link as LinkIcon, List, ListOrdered, Pencil, Quote } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { PROSE_CLASSES } from "./prose";

type Mode = "visual" | "html" | "preview";

/**
 * A small rich-text editor: contenteditable with a toolbar (bold, italic, h2, h3, lists, link,
 * quote) via document.execCommand, an HTML source mode and a preview. The value travels in a
 * hidden input `name`; the server sanitises it with an allow-list before saving, so the
 * preview here is only a convenience.
 */
export function RichTextEditor({ name, defaultValue, label, id = "article-content" }: { name: string; defaultValue: string; label: string; id?: string }) {
  const { t } = useTranslation("common");
  const [mode, setMode] = useState<Mode>("visual");
  const [html, setHtml] = useState(defaultValue);
  const editorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (mode === "visual" && editorRef.current && editorRef.current.innerHTML !== html) editorRef.current.innerHTML = html;
    // Only when switching into the visual mode: typing updates `html` from the DOM itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode]);

  const sync = () => setHtml(editorRef.current?.innerHTML ?? "");
  const exec = (command: string, value?: string) => {
    editorRef.current?.focus();
    document.execCommand(command, false, value);
    sync();
  };
  const tools = [
    { label: t("Fett"), icon: Bold, run: () => exec("bold") },
    { label: t("Kursiv"), icon: Italic, run: () => exec("italic") },
    { label: t("Überschrift 2"), icon: Heading2, run: () => exec("formatBlock", "<h2>") },
    { label: t("Überschrift 3"), icon: Heading3, run: () => exec("formatBlock", "<h3>") },
    { label: t("Aufzählung"), icon: List, run: () => exec("insertUnorderedList") },
    { label: t("Nummerierte Liste"), icon: ListOrdered, run: () => exec("insertOrderedList") },
    {
      label: t("Link einfügen"),
      icon: LinkIcon,
      run: () => {
        const url = window.prompt(t("Link-Adresse (https://...)"));
        if (url) exec("createLink", url);
      },
    },
    { label: t("Zitat"), icon: Quote, run: () => exec("formatBlock", "<blockquote>") },
  ];

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <div className="overflow-hidden rounded-lg border border-border bg-white focus-within:outline-2 focus-within:outline-brand-700">
        <div role="toolbar" aria-label={t("Formatierung")} className="flex flex-wrap items-center gap-1 border-b border-border bg-surface-muted p-1">
          {tools.map((tool) => (
            <Button key={tool.label} variant="ghost" size="icon" className="size-8" aria-label={tool.label} title={tool.label} disabled={mode !== "visual"} onMouseDown={(e) => e.preventDefault()} onClick={tool.run}>
              <tool.icon aria-hidden="true" />
            </Button>
          ))}
          <span className="mx-1 h-5 w-px bg-border" aria-hidden="true" />
          <div className="ml-auto flex gap-1" role="group" aria-label={t("Ansicht")}>
            <ModeButton active={mode === "visual"} onClick={() => setMode("visual")} icon={Pencil} label={t("Editor")} />
            <ModeButton active={mode === "html"} onClick={() => setMode("html")} icon={Code2} label={t("HTML")} />
            <ModeButton active={mode === "preview"} onClick={() => setMode("preview")} icon={Eye} label={t("Vorschau")} />
          </div>
        </div>
        {mode === "visual" ? (
          <div
            ref={editorRef}
            id={id}
            role="textbox"
            aria-multiline="true"
            aria-labelledby={`${id}-label`}
            contentEditable
            suppressContentEditableWarning
            onInput={sync}
            onBlur={sync}
            className={cn(PROSE_CLASSES, "min-h-72 p-4 focus:outline-none")}
          />
        ) : mode === "html" ? (
          <textarea
            aria-label={t("HTML-Quelltext")}
            value={html}
            onChange={(e) => setHtml(e.target.value)}
            className="min-h-72 w-full resize-y p-4 font-mono text-sm focus:outline-none"
            spellCheck={false}
          />
        ) : (
          <div className={cn(PROSE_CLASSES, "min-h-72 p-4")} aria-label={t("Vorschau")} dangerouslySetInnerHTML={{ __html: previewHtml(html) }} />
        )}
      </div>
      <input type="hidden" name={name} value={html} />
      <p className="text-xs text-ink-muted">{t("Erlaubt sind Absätze, Überschriften, Listen, Links, Zitate und Bilder. Alles andere wird beim Speichern entfernt.")}</p>
    </div>
  );
}

/** The preview never runs scripts: it is built from the browser's inert DOM parser with the same allow-list idea. */
function previewHtml(html: string): string {
  if (typeof window === "undefined") return "";
  const doc = new DOMParser().parseFromString(html, "text/html");
  doc.querySelectorAll("script,style,iframe,object,embed,svg,math,template,noscript").forEach((el) => el.remove());
  doc.querySelectorAll("*").forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const value = attr.value.replace(/\s/g, "").toLowerCase();
      if (attr.name.startsWith("on") || value.startsWith("javascript:") || value.startsWith("data:") || attr.name === "style") el.removeAttribute(attr.name);
    }
  });
  return doc.body.innerHTML;
}

function ModeButton({ active, onClick, icon: Icon, label }: { active: boolean; onClick: () => void; icon: typeof Eye; label: string }) {
  return (
    <Button variant={active ? "secondary" : "ghost"} size="sm" aria-pressed={active} onClick={onClick}>
      <Icon aria-hidden="true" />
      <span className="hidden sm:inline">{label}</span>
      <span className="sr-only sm:hidden">{label}</span>
    </Button>
  );
}
