import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { AGE_CONFIRMED_EVENT, AGE_GATE_EXIT_URL, MINIMUM_AGE } from "~/lib/consent";
import { trapFocus } from "./focus-trap";

/**
 * The age gate (spec 2 sections 2 and 4): always in the HTML, shown over everything by the class
 * `age-gate` on <html>, which the inline head script (AGE_GATE_SCRIPT) sets before first paint when
 * the age cookie is missing (never for crawlers: the page content stays in the HTML). 'Ja' is
 * handled by that script too (it works before hydration); 'Nein' is a plain link to an external site.
 * After hydration the gate traps the focus and hides the page behind it from assistive technology.
 */
export function AgeGate() {
  const { t } = useTranslation("common");
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const gate = ref.current;
    if (!gate || !document.documentElement.classList.contains("age-gate")) return;
    // The page behind is hidden from assistive technology (aria-hidden, which no style rule reads)
    // rather than made inert: inert restyles every element of the page, and the focus below would
    // then force that restyle inside this effect (20 to 54 ms on a phone, measured at 4x CPU slowdown,
    // on every first visit). The overlay takes every tap and the trap keeps Tab inside the gate.
    const behind = [...document.body.children].filter((el) => el !== gate && el.tagName !== "SCRIPT" && !el.hasAttribute("aria-hidden"));
    for (const el of behind) el.setAttribute("aria-hidden", "true");
    gate.querySelector<HTMLElement>("[data-age-confirm]")?.focus();
    const release = trapFocus(gate);
    const reveal = () => {
      release();
      for (const el of behind) el.removeAttribute("aria-hidden");
    };
    const confirmed = () => {
      reveal();
      document.getElementById("main")?.focus({ preventScroll: true });
    };
    window.addEventListener(AGE_CONFIRMED_EVENT, confirmed, { once: true });
    return () => {
      window.removeEventListener(AGE_CONFIRMED_EVENT, confirmed);
      reveal();
    };
  }, []);

  return (
    <div ref={ref} id="age-gate" className="hn-age-gate fixed inset-0 z-[100] items-center justify-center bg-brand-900/95 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="age-gate-title"
        aria-describedby="age-gate-text"
        className="flex w-full max-w-md flex-col gap-4 rounded-card bg-white p-6 text-ink shadow-xl"
      >
        <h2 id="age-gate-title" className="text-xl font-bold text-brand-900">
          {t("Bist du mindestens {{age}} Jahre alt?", { age: MINIMUM_AGE })}
        </h2>
        <p id="age-gate-text" className="text-sm leading-relaxed text-ink-muted">
          {t("Diese Website richtet sich ausschließlich an Erwachsene. Bitte bestätige, dass du mindestens {{age}} Jahre alt bist.", { age: MINIMUM_AGE })}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <button
            type="button"
            data-age-confirm=""
            className="inline-flex flex-1 items-center justify-center rounded-lg bg-brand-800 px-4 py-2.5 font-medium text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t("Ja, ich bin {{age}} oder älter", { age: MINIMUM_AGE })}
          </button>
          <a
            href={AGE_GATE_EXIT_URL}
            rel="noopener noreferrer"
            className="inline-flex flex-1 items-center justify-center rounded-lg border border-border bg-white px-4 py-2.5 font-medium text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t("Nein, ich bin jünger")}
          </a>
        </div>
      </div>
    </div>
  );
}
