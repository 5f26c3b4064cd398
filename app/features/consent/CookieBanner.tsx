import { useBottomOverlay } from "~/components/ui/bottom-overlay";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { OPEN_MODAL_SELECTOR, useModalOpen } from "~/components/ui/use-modal-open";
import { readConsent, saveConsent } from "./consent-store";
import { trapFocus } from "./focus-trap";

type Choice = { analytics: boolean; marketing: boolean; preferences: boolean; externalMedia: boolean };

const CATEGORIES = [
  {
    key: "analytics",
    label: "Analyse",
    text: "Zählt Seitenaufrufe mit einer zufälligen Besucherkennung, damit wir sehen, welche Seiten genutzt werden. Ohne Zustimmung zählen wir keine Seitenaufrufe.",
  },
  { key: "marketing", label: "Marketing", text: "Derzeit setzen wir keine Marketing-Cookies ein; wir speichern nur deine Wahl." },
  { key: "preferences", label: "Präferenzen", text: "Derzeit setzen wir keine Präferenz-Cookies ein; wir speichern nur deine Wahl." },
  {
    key: "externalMedia",
    label: "Externe Inhalte (Karten)",
    text: "Lädt Kartenkacheln von OpenStreetMap (tile.openstreetmap.org); dabei erhält der Kartendienst deine IP-Adresse. Ohne Zustimmung zeigen wir statt der Karte einen Platzhalter.",
  },
] as const;

/**
 * The cookie banner (spec 2 sections 2 and 4): accept all, only necessary, or a custom choice of
 * analytics, marketing and preferences; stored with the date in the hn_consent cookie. A modal
 * dialog at the bottom of the screen: focus inside while open, back where it was afterwards. While
 * another modal dialog is open (e.g. one the visitor opened before answering) the banner steps
 * aside (hidden, focus not trapped), so it never covers that dialog's buttons; it comes back when
 * the dialog closes, without taking the focus from the dialog's opener.
 */
export default function CookieBanner({ customize, onClose }: { customize: boolean; onClose: () => void }) {
  const { t } = useTranslation("common");
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const stored = readConsent();
  const [custom, setCustom] = useState(customize);
  const [choice, setChoice] = useState<Choice>({
    analytics: stored?.analytics ?? false,
    marketing: stored?.marketing ?? false,
    preferences: stored?.preferences ?? false,
    externalMedia: stored?.externalMedia ?? false,
  });

  const modal = useModalOpen();
  const frame = useRef<HTMLDivElement>(null);
  // Toasts sit above the banner (issue #26 item 11).
  useBottomOverlay(frame, !modal);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    if (!document.querySelector(OPEN_MODAL_SELECTOR)) ref.current?.querySelector<HTMLElement>("button, input")?.focus();
    return () => {
      if (previous && document.contains(previous)) previous.focus();
    };
  }, []);

  useEffect(() => {
    if (modal) return;
    const release = trapFocus(ref.current!);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && readConsent()) onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      release();
      document.removeEventListener("keydown", onKey);
    };
  }, [modal, onClose]);

  const save = (c: Choice) => {
    saveConsent(c);
    onClose();
  };

  return (
    <div ref={frame} className="fixed inset-x-0 bottom-0 z-[90] flex justify-center p-3 sm:p-4" hidden={modal}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className="flex max-h-[85dvh] w-full max-w-3xl flex-col gap-4 overflow-y-auto rounded-card border border-border bg-white p-5 text-ink shadow-2xl"
      >
        <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
          {t("Cookies und Datenschutz")}
        </h2>
        <p id={`${id}-text`} className="text-sm leading-relaxed text-ink-muted">
          {t(
            "Wir speichern nur, was für die Website nötig ist (Anmeldung, deine Altersbestätigung und diese Auswahl). Mit deiner Zustimmung zählen wir zusätzlich Seitenaufrufe. Du kannst deine Wahl jederzeit über „Cookie-Einstellungen“ im Footer ändern.",
          )}{" "}
          <Link to="/privacy" className="text-brand-800 underline underline-offset-2">
            {t("Mehr in der Datenschutzerklärung")}
          </Link>
        </p>
        {custom ? (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-semibold">{t("Deine Auswahl")}</legend>
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" checked disabled className="mt-1 size-4 accent-brand-800" />
              <span>
                <span className="font-medium">{t("Notwendig")}</span>
                <span className="block text-ink-muted">{t("Anmeldung, Altersbestätigung und deine Cookie-Auswahl. Immer aktiv.")}</span>
              </span>
            </label>
            {CATEGORIES.map((c) => (
              <label key={c.key} className="flex items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  name={c.key}
                  checked={choice[c.key]}
                  onChange={(e) => setChoice((prev) => ({ ...prev, [c.key]: e.target.checked }))}
                  className="mt-1 size-4 accent-brand-800"
                />
                <span>
                  <span className="font-medium">{t(c.label)}</span>
                  <span className="block text-ink-muted">{t(c.text)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          {custom ? (
            <Button type="button" variant="outline" onClick={() => save(choice)}>
              {t("Auswahl speichern")}
            </Button>
          ) : (
            <Button type="button" variant="outline" onClick={() => setCustom(true)}>
              {t("Anpassen")}
            </Button>
          )}
          <Button type="button" variant="outline" onClick={() => save({ analytics: false, marketing: false, preferences: false, externalMedia: false })}>
            {t("Nur notwendige")}
          </Button>
          <Button type="button" onClick={() => save({ analytics: true, marketing: true, preferences: true, externalMedia: true })}>
            {t("Alle akzeptieren")}
          </Button>
        </div>
      </div>
    </div>
  );
}
