import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { cn } from "~/lib/cn";

/** One suggestion as the server sends it (e.g. /api/suggest). */
export type SuggestOption = { kind: string; label: string; detail: string | null; value: string; href: string | null };

type Props = Omit<React.ComponentProps<"input">, "onChange" | "value" | "defaultValue" | "role"> & {
  name: string;
  defaultValue?: string;
  /** The address that answers a term with `{ items: SuggestOption[] }`. */
  sourceUrl: (term: string) => string;
  /** Milliseconds after the last keystroke before asking (debounce). */
  delayMs?: number;
  /** Called with the chosen option before the default action (navigate to href, or fill and send the form). */
  onChoose?: (option: SuggestOption) => void;
  listClassName?: string;
};

/**
 * A text field with suggestions while typing: an ARIA 1.2 combobox (role=combobox on the input,
 * aria-expanded, aria-controls, aria-activedescendant; a listbox of options). ArrowDown/ArrowUp
 * move through the options, Enter chooses the active one (else the form is sent as typed),
 * Escape closes the list (a second Escape clears the field). Choosing an option with an address
 * goes there; one without fills the field and sends its form. Requests are debounced and
 * cancelled when outdated; a failed request only hides the list. Without JavaScript it is a plain
 * text field of its GET form.
 */
export function SuggestInput({ name, defaultValue = "", sourceUrl, delayMs = 180, onChoose, className, listClassName, id: givenId, ...props }: Props) {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  const autoId = useId();
  const id = givenId ?? `${autoId}-input`;
  const listId = `${id}-vorschlaege`;
  const [value, setValue] = useState(defaultValue);
  const [options, setOptions] = useState<SuggestOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const asked = useRef<string | null>(null);

  useEffect(() => setValue(defaultValue), [defaultValue]);

  // Debounced request for the typed term; an outdated answer is dropped, a failure hides the list.
  useEffect(() => {
    const term = value.trim();
    if (asked.current === null || term.length < 2) {
      setOptions([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(sourceUrl(term), { signal: controller.signal, headers: { accept: "application/json" } })
        .then((r) => (r.ok ? (r.json() as Promise<{ items?: SuggestOption[] }>) : Promise.reject(new Error(String(r.status)))))
        .then((d) => {
          const items = Array.isArray(d.items) ? d.items : [];
          setOptions(items);
          setActive(-1);
          setOpen(items.length > 0 && document.activeElement === inputRef.current);
          setAnnouncement(items.length === 0 ? "" : items.length === 1 ? t("1 Vorschlag") : t("{{count}} Vorschläge", { count: items.length }));
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setOptions([]);
          setOpen(false);
        });
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [value, sourceUrl, delayMs, t]);

  const expanded = open && options.length > 0;

  const choose = (option: SuggestOption) => {
    setOpen(false);
    setActive(-1);
    onChoose?.(option);
    if (option.href) {
      void navigate(option.href);
      return;
    }
    const input = inputRef.current;
    setValue(option.value);
    if (input) input.value = option.value;
    // Sent after React has written the value into the field.
    window.setTimeout(() => input?.form?.requestSubmit(), 0);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === "ArrowDown" ? 0 : options.length - 1);
        return;
      }
      // -1 is the field itself: down from the last option and up from the first return to it.
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((a) => {
        const next = a + step;
        return next >= options.length ? -1 : next < -1 ? options.length - 1 : next;
      });
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        setValue("");
      }
    }
  };

  return (
    <div className="relative min-w-0 flex-1">
      <input
        {...props}
        ref={inputRef}
        id={id}
        name={name}
        // type=text: the HTML spec allows role=combobox on a text field, not on type=search.
        type="text"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        onChange={(e) => {
          asked.current = e.target.value;
          setValue(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => options.length > 0 && setOpen(true)}
        onBlur={() => setOpen(false)}
        className={className}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t("Vorschläge")}
        hidden={!expanded}
        className={cn("absolute inset-x-0 top-full z-50 mt-1 max-h-80 overflow-y-auto rounded-lg border border-border bg-white p-1 shadow-lg", listClassName)}
      >
        {expanded
          ? options.map((o, i) => (
              <li
                key={`${o.kind}:${o.label}:${i}`}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                data-kind={o.kind}
                // Keeps the focus in the field (a click must not blur it first).
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(o)}
                onMouseMove={() => setActive(i)}
                className="flex min-h-11 cursor-pointer flex-col justify-center rounded-md px-3 py-1.5 text-sm text-ink aria-selected:bg-brand-50 aria-selected:text-brand-900"
              >
                <span className="font-medium">{o.label}</span>
                {o.detail ? <span className="text-xs text-ink-muted">{t(o.detail)}</span> : null}
              </li>
            ))
          : null}
      </ul>
      <span className="sr-only" aria-live="polite">
        {expanded ? announcement : ""}
      </span>
    </div>
  );
}
