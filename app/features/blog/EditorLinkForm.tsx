import type { Editor } from "@tiptap/react";
import { TextSelection } from "@tiptap/pm/state";
import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { useFocusOnMount } from "~/components/ui/focus-on-mount";
import { Input } from "~/components/ui/input";
import { safeHref } from "~/lib/safe-url";

/**
 * 'Link einfügen' of the article editor: the address for the selected text (or, without a
 * selection, as the link text). After 'Übernehmen' the caret stands behind the link, outside it, so
 * that the next key neither replaces the linked text nor extends the link.
 */
export function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation("common");
  const [url, setUrl] = useState(() => (editor.getAttributes("link").href as string | undefined) ?? "");
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  useFocusOnMount(inputId);
  const apply = () => {
    const href = safeHref(url);
    if (!href) {
      setError(t("Bitte gib eine gültige Adresse ein (https://…, mailto: oder /pfad)."));
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    // Without a selection the address becomes the link text; typing after it is not part of the link.
    if (editor.state.selection.empty && !editor.isActive("link")) chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] });
    else chain.setLink({ href }).command(({ tr }) => (tr.setSelection(TextSelection.create(tr.doc, tr.selection.to)), true));
    chain.unsetMark("link").run();
    onDone();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter must not submit the article form.
    if (e.key === "Enter") {
      e.preventDefault();
      apply();
    } else if (e.key === "Escape") {
      e.preventDefault();
      editor.commands.focus();
      onDone();
    }
  };
  return (
    <div className="flex flex-wrap items-start gap-2 border-b border-border bg-surface-muted p-2">
      <div className="min-w-56 flex-1">
        <Input
          id={inputId}
          type="text"
          inputMode="url"
          aria-label={t("Link-Adresse")}
          placeholder="https://"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "article-link-error" : undefined}
        />
        {error ? (
          <p id="article-link-error" className="mt-1 text-xs font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <Button size="sm" onClick={apply}>
        {t("Übernehmen")}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => {
          editor.commands.focus();
          onDone();
        }}
      >
        {t("Abbrechen")}
      </Button>
    </div>
  );
}
