import { Plus, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import { foldGerman } from "~/lib/format";

export type TagOption = { id: string; name: string; slug?: string };

const MAX_SUGGESTIONS = 8;

/**
 * The article's tags as chips (issue #26 item 9): type to filter the existing tags (an ARIA 1.2
 * combobox with a listbox), Enter adds the highlighted one, or creates a new tag when none matches
 * (`onCreate`, the 'Tag erstellen' action); × or Backspace in the empty field removes a chip. The
 * selected ids travel as hidden `tagIds` inputs. Before JavaScript the tags are plain checkboxes.
 */
export function TagPicker({
  tags,
  selected,
  onChange,
  onCreate,
  creating,
  max = 30,
}: {
  tags: TagOption[];
  selected: string[];
  onChange: (ids: string[]) => void;
  onCreate: (name: string) => void;
  creating: boolean;
  max?: number;
}) {
  const { t } = useTranslation("common");
  const id = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  useEffect(() => setEnhanced(true), []);
  // A tag created from the field ('„…“ als neuen Tag erstellen') is added by the caller: the field empties.
  const wasCreating = useRef(false);
  useEffect(() => {
    if (wasCreating.current && !creating) setQuery("");
    wasCreating.current = creating;
  }, [creating]);

  const byId = useMemo(() => new Map(tags.map((tag) => [tag.id, tag])), [tags]);
  const q = foldGerman(query.trim());
  const matches = useMemo(
    () => tags.filter((tag) => !selected.includes(tag.id) && (!q || foldGerman(tag.name).includes(q))).slice(0, MAX_SUGGESTIONS),
    [tags, selected, q],
  );
  const exact = tags.find((tag) => foldGerman(tag.name) === q);
  const canCreate = q !== "" && !exact;
  const options = [...matches.map((tag) => ({ kind: "tag" as const, tag })), ...(canCreate ? [{ kind: "create" as const, tag: null }] : [])];
  const full = selected.length >= max;

  if (!enhanced) {
    return (
      <div className="max-h-48 space-y-1 overflow-y-auto rounded-lg border border-border p-2">
        {tags.map((tag) => (
          <label key={tag.id} className="flex min-h-8 items-center gap-2 text-sm">
            <input type="checkbox" name="tagIds" value={tag.id} defaultChecked={selected.includes(tag.id)} />
            {tag.name}
          </label>
        ))}
      </div>
    );
  }

  const add = (tagId: string) => {
    if (!selected.includes(tagId) && !full) onChange([...selected, tagId]);
    setQuery("");
    setActive(0);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    if (option.kind === "tag") add(option.tag.id);
    else if (!full) onCreate(query.trim());
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (options.length) setActive((i) => (i + (e.key === "ArrowDown" ? 1 : -1) + options.length) % options.length);
    } else if (e.key === "Enter") {
      // Enter never submits the article form from here.
      e.preventDefault();
      if (!q) return;
      if (exact && !selected.includes(exact.id) && !(open && options[active]?.kind === "tag")) add(exact.id);
      else choose(open ? active : 0);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
    } else if (e.key === "Backspace" && query === "" && selected.length) {
      onChange(selected.slice(0, -1));
    }
  };

  const listId = `${id}-list`;
  const showList = open && options.length > 0;
  return (
    <div className="space-y-2">
      {selected.map((tagId) => (
        <input key={tagId} type="hidden" name="tagIds" value={tagId} />
      ))}
      {selected.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("Ausgewählte Tags")}>
          {selected.map((tagId) => {
            const name = byId.get(tagId)?.name ?? tagId;
            return (
              <li key={tagId} className="inline-flex items-center rounded-full bg-brand-100 pl-3 text-sm text-brand-900">
                {name}
                <button
                  type="button"
                  className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-brand-700 md:size-8"
                  aria-label={t("Tag „{{name}}“ entfernen", { name })}
                  onClick={() => onChange(selected.filter((x) => x !== tagId))}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{t("Noch keine Tags")}</p>
      )}
      <div className="relative">
        <input
          id={`${id}-input`}
          role="combobox"
          aria-label={t("Tag suchen oder hinzufügen")}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList ? `${id}-opt-${active}` : undefined}
          aria-describedby={`${id}-hint`}
          value={query}
          maxLength={60}
          disabled={full}
          autoComplete="off"
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-lg border border-border bg-white px-3 text-base shadow-xs focus-visible:border-brand-700 focus-visible:ring-3 focus-visible:ring-brand-700/25 focus-visible:outline-none md:h-10 md:text-sm"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t("Passende Tags")}
          hidden={!showList}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-border bg-white py-1 shadow-lg"
        >
          {options.map((option, index) => (
            <li
              key={option.tag?.id ?? "create"}
              id={`${id}-opt-${index}`}
              role="option"
              aria-selected={index === active}
              // mousedown keeps the focus in the field (no blur before the choice).
              onMouseDown={(e) => {
                e.preventDefault();
                choose(index);
              }}
              onMouseEnter={() => setActive(index)}
              className={cn("flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm md:min-h-9", index === active && "bg-brand-100")}
            >
              {option.kind === "tag" ? (
                option.tag.name
              ) : (
                <>
                  <Plus aria-hidden="true" className="size-4" />
                  {creating ? t("Tag wird erstellt …") : t("„{{name}}“ als neuen Tag erstellen", { name: query.trim() })}
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {full ? t("Höchstens {{count}} Tags", { count: max }) : t("Tippen zum Suchen, Enter zum Hinzufügen, Rücktaste entfernt den letzten Tag.")}
      </p>
    </div>
  );
}
