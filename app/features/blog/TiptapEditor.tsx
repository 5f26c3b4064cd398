import { EditorContent, Node, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import {
  Bold,
  Code2,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Pencil,
  Quote,
  Redo2,
  Undo2,
  Unlink,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { isScriptLikeUrl, safeHref } from "~/lib/safe-url";
import { ARTICLE_ATTRIBUTES } from "./article-html";
import { EditorImageDialog, imageFileOf } from "./EditorImageDialog";
import { LinkForm } from "./EditorLinkForm";
import { PROSE_CLASSES } from "./prose";

/**
 * The Tiptap (ProseMirror) editor of /myblog, loaded lazily by RichTextEditor so that only that
 * page downloads it. Its schema is the article allow-list (article-html.ts): paragraphs, h2-h4,
 * bold/italic/underline/strike, lists, quotes, links (href, title), images (src, alt, width,
 * height), inline code and code blocks, rules and line breaks; HTML coming in (initial content,
 * HTML mode, paste) loses every attribute the sanitiser would drop. Enter makes a new <p>.
 * 'Bild einfügen', and pasting or dropping an image file, open EditorImageDialog (upload with alt
 * text and the rights confirmation); the image goes where the caret (or the drop) was.
 */

/** Inline image node with exactly the attributes the sanitiser keeps. */
const ArticleImage = Node.create({
  name: "image",
  inline: true,
  group: "inline",
  draggable: true,
  atom: true,
  addAttributes() {
    const size = { default: null, parseHTML: (el: HTMLElement) => (/^\d{1,4}$/.test(el.getAttribute("width") ?? "") ? el.getAttribute("width") : null) };
    return {
      src: { default: null },
      alt: { default: null },
      width: size,
      height: { ...size, parseHTML: (el: HTMLElement) => (/^\d{1,4}$/.test(el.getAttribute("height") ?? "") ? el.getAttribute("height") : null) },
    };
  },
  parseHTML() {
    return [{ tag: "img[src]", getAttrs: (el) => (isScriptLikeUrl((el as HTMLElement).getAttribute("src") ?? "") ? false : null) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["img", HTMLAttributes];
  },
});

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => safeHref(url) !== null,
    },
  }),
  ArticleImage,
];

/** Drops every attribute the sanitiser would drop (ol start, code classes, link targets, styles ...). */
function onlyAllowedAttributes(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const el of Array.from(doc.body.querySelectorAll("*"))) {
    const allowed = Object.hasOwn(ARTICLE_ATTRIBUTES, el.localName) ? ARTICLE_ATTRIBUTES[el.localName]! : [];
    for (const attr of Array.from(el.attributes)) if (!allowed.includes(attr.name)) el.removeAttribute(attr.name);
  }
  return doc.body.innerHTML;
}

function serialize(editor: Editor): string {
  return editor.isEmpty ? "" : editor.getHTML();
}

type Props = {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
};

export default function TiptapEditor({ id, value, onChange, labelId, describedBy, invalid }: Props) {
  const { t } = useTranslation("common");
  const [mode, setMode] = useState<"visual" | "html">("visual");
  const [linkOpen, setLinkOpen] = useState(false);
  const [image, setImage] = useState<{ file: File | null; pos: number } | null>(null);
  const editor = useEditor({
    extensions,
    content: onlyAllowedAttributes(value),
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: cn(PROSE_CLASSES, "min-h-72 p-4 focus:outline-none"),
      },
      transformPastedHTML: onlyAllowedAttributes,
      // An image file pasted or dropped into the text: the same dialog as 'Bild einfügen'. Text
      // copied from an office program carries a picture of itself too: with plain text, the text wins.
      handlePaste: (view, event) => {
        const file = event.clipboardData?.getData("text/plain").trim() ? null : imageFileOf(event.clipboardData);
        if (!file) return false;
        setImage({ file, pos: view.state.selection.from });
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const file = moved ? null : imageFileOf(event.dataTransfer);
        if (!file) return false;
        event.preventDefault();
        setImage({ file, pos: view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? view.state.selection.from });
        return true;
      },
    },
    // What is posted is what the editor shows: its own serialisation, from the first render on.
    onCreate: ({ editor }) => onChange(serialize(editor)),
    onUpdate: ({ editor }) => onChange(serialize(editor)),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      blockquote: e.isActive("blockquote"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const visual = mode === "visual";
  const run = (command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) => command(editor.chain().focus()).run();
  const tools: { label: string; icon: LucideIcon; pressed?: boolean; disabled?: boolean; onClick: () => void }[] = [
    { label: t("Fett"), icon: Bold, pressed: active.bold, onClick: () => run((c) => c.toggleBold()) },
    { label: t("Kursiv"), icon: Italic, pressed: active.italic, onClick: () => run((c) => c.toggleItalic()) },
    { label: t("Überschrift 2"), icon: Heading2, pressed: active.h2, onClick: () => run((c) => c.toggleHeading({ level: 2 })) },
    { label: t("Überschrift 3"), icon: Heading3, pressed: active.h3, onClick: () => run((c) => c.toggleHeading({ level: 3 })) },
    { label: t("Aufzählung"), icon: List, pressed: active.bulletList, onClick: () => run((c) => c.toggleBulletList()) },
    { label: t("Nummerierte Liste"), icon: ListOrdered, pressed: active.orderedList, onClick: () => run((c) => c.toggleOrderedList()) },
    { label: t("Zitat"), icon: Quote, pressed: active.blockquote, onClick: () => run((c) => c.toggleBlockquote()) },
    { label: t("Link einfügen"), icon: LinkIcon, pressed: linkOpen, onClick: () => setLinkOpen((open) => !open) },
    { label: t("Link entfernen"), icon: Unlink, disabled: !active.link, onClick: () => run((c) => c.extendMarkRange("link").unsetLink()) },
    { label: t("Bild einfügen"), icon: ImagePlus, onClick: () => setImage({ file: null, pos: editor.state.selection.from }) },
    { label: t("Rückgängig"), icon: Undo2, disabled: !active.canUndo, onClick: () => run((c) => c.undo()) },
    { label: t("Wiederholen"), icon: Redo2, disabled: !active.canRedo, onClick: () => run((c) => c.redo()) },
  ];

  const switchMode = (next: "visual" | "html") => {
    if (next === mode) return;
    if (next === "visual") {
      editor.commands.setContent(onlyAllowedAttributes(value), { emitUpdate: false });
      onChange(serialize(editor));
    }
    setLinkOpen(false);
    setMode(next);
  };

  return (
    <div
      className={cn(
        "overflow-hidden rounded-lg border bg-white focus-within:outline-2 focus-within:outline-brand-700",
        invalid ? "border-danger" : "border-border",
      )}
    >
      <Toolbar label={t("Formatierung")}>
        {tools.map((tool) => (
          <Button
            key={tool.label}
            variant={tool.pressed ? "secondary" : "ghost"}
            size="icon"
            className="size-11 md:size-8"
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
            disabled={!visual || tool.disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={tool.onClick}
          >
            <tool.icon aria-hidden="true" />
          </Button>
        ))}
        <span className="mx-1 h-5 w-px bg-border" aria-hidden="true" />
        <div className="ml-auto flex gap-1" role="group" aria-label={t("Ansicht")}>
          <ModeButton active={visual} onClick={() => switchMode("visual")} icon={Pencil} label={t("Editor")} />
          <ModeButton active={!visual} onClick={() => switchMode("html")} icon={Code2} label={t("HTML")} />
        </div>
      </Toolbar>
      {linkOpen && visual ? <LinkForm editor={editor} onDone={() => setLinkOpen(false)} /> : null}
      {image && visual ? (
        <EditorImageDialog
          file={image.file}
          onClose={() => {
            setImage(null);
            editor.commands.focus();
          }}
          onInsert={({ src, alt }) => {
            const pos = Math.min(image.pos, editor.state.doc.content.size);
            editor.chain().focus().insertContentAt(pos, { type: "image", attrs: { src, alt } }).run();
            setImage(null);
          }}
        />
      ) : null}
      {visual ? (
        <EditorContent editor={editor} />
      ) : (
        <textarea
          aria-label={t("HTML-Quelltext")}
          aria-describedby={describedBy}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="min-h-72 w-full resize-y p-4 font-mono text-sm focus:outline-none"
          spellCheck={false}
        />
      )}
    </div>
  );
}

/** A toolbar with one tab stop; arrow keys, Home and End move between its buttons (WAI-ARIA toolbar pattern). */
function Toolbar({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const current = useRef(0);
  const enabledButtons = () => Array.from(ref.current?.querySelectorAll<HTMLButtonElement>("button:not(:disabled)") ?? []);
  // Roving tabindex, after every render (buttons are enabled and disabled with the selection):
  // only the last focused enabled button, else the first one, is in the tab order.
  useEffect(() => {
    const all = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>("button") ?? []);
    const enabled = enabledButtons();
    const stop = enabled[current.current] ?? enabled[0];
    for (const button of all) button.tabIndex = button === stop ? 0 : -1;
  });
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = enabledButtons();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const next = index === -1 ? undefined : { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: list.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = list[(next + list.length) % list.length];
    if (!target) return;
    for (const button of list) button.tabIndex = button === target ? 0 : -1;
    target.focus();
  };
  const onFocus = () => {
    const index = enabledButtons().indexOf(document.activeElement as HTMLButtonElement);
    if (index !== -1) current.current = index;
  };
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      className="flex flex-wrap items-center gap-1 border-b border-border bg-surface-muted p-1"
    >
      {children}
    </div>
  );
}

function ModeButton({ active, onClick, icon: Icon, label }: { active: boolean; onClick: () => void; icon: LucideIcon; label: string }) {
  return (
    <Button variant={active ? "secondary" : "ghost"} size="sm" aria-pressed={active} onClick={onClick}>
      <Icon aria-hidden="true" />
      <span className="hidden sm:inline">{label}</span>
      <span className="sr-only sm:hidden">{label}</span>
    </Button>
  );
}
