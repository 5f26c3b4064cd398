import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { plural } from "~/lib/format";

/** The JSON-LD monitor (?debug=seo, admins only): re-reads the page's structured data every 2 s (spec 1 section 9). */
export const MONITOR_INTERVAL_MS = 2000;

type Block = { type: string; json: string; valid: boolean };

function readBlocks(): Block[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => {
    const text = s.textContent ?? "";
    try {
      const value = JSON.parse(text) as { "@type"?: string };
      return { type: value["@type"] ?? "?", json: JSON.stringify(value, null, 2), valid: true };
    } catch {
      return { type: "Ungültiges JSON", json: text, valid: false };
    }
  });
}

export default function SeoMonitor() {
  const [blocks, setBlocks] = useState<Block[]>([]);
  const [at, setAt] = useState("");
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const tick = () => {
      setBlocks(readBlocks());
      setAt(new Date().toLocaleTimeString("de-DE"));
    };
    tick();
    const timer = setInterval(tick, MONITOR_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  if (!open) return null;
  return (
    <aside
      aria-label="JSON-LD-Monitor"
      data-testid="seo-monitor"
      className="fixed right-3 bottom-3 z-50 flex max-h-[60vh] w-[min(28rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-card border border-border bg-white text-xs shadow-xl"
    >
      <div className="flex items-center justify-between gap-2 border-b border-border bg-surface-muted px-3 py-2">
        <p className="font-semibold text-ink">
          JSON-LD-Monitor: {plural(blocks.length, "Block", "Blöcke")} · {at}
        </p>
        <button type="button" onClick={() => setOpen(false)} aria-label="Monitor schließen" className="rounded p-1 hover:bg-white">
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="flex flex-col gap-2 overflow-auto p-3">
        {blocks.length === 0 ? <p>Keine strukturierten Daten auf dieser Seite.</p> : null}
        {blocks.map((b, i) => (
          <details key={i} open={i === 0}>
            <summary className={b.valid ? "cursor-pointer font-medium" : "cursor-pointer font-medium text-danger"}>{b.type}</summary>
            <pre className="mt-1 overflow-auto rounded bg-surface-muted p-2 whitespace-pre-wrap">{b.json}</pre>
          </details>
        ))}
      </div>
    </aside>
  );
}
