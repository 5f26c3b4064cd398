import { AGE_COOKIE, AGE_MAX_AGE_DAYS, CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, PAGE_VIEW_VISITOR_KEY } from "~/lib/consent";

type Row = { name: string; kind: string; category: string; purpose: string; lifetime: string };

/**
 * Everything the site stores on the device (privacy page section 5). Names and lifetimes come from
 * the code (app/lib/consent.ts, the session settings of app/lib/auth.server.ts, referral and flash
 * cookies); ads and popup keep a session id in sessionStorage (spec 2 section 7).
 */
const ROWS: readonly Row[] = [
  {
    name: "better-auth.session_token (über HTTPS: __Secure-better-auth.session_token)",
    kind: "Cookie (HttpOnly)",
    category: "Notwendig",
    purpose: "Hält dich nach der Anmeldung angemeldet.",
    lifetime: "30 Tage, bei Nutzung verlängert; endet mit der Abmeldung",
  },
  {
    name: AGE_COOKIE,
    kind: "Cookie",
    category: "Notwendig",
    purpose: "Merkt sich, dass du bestätigt hast, mindestens 18 Jahre alt zu sein.",
    lifetime: `${AGE_MAX_AGE_DAYS} Tage`,
  },
  {
    name: CONSENT_COOKIE,
    kind: "Cookie",
    category: "Notwendig",
    purpose: "Speichert deine Auswahl im Cookie-Banner (Analyse, Marketing, Präferenzen, externe Inhalte wie Karten) mit dem Datum.",
    lifetime: `${CONSENT_MAX_AGE_DAYS} Tage`,
  },
  {
    name: "hn_ref",
    kind: "Cookie (HttpOnly)",
    category: "Notwendig",
    purpose: "Hält die Kennung eines Empfehlungslinks bis zur Registrierung.",
    lifetime: "Browsersitzung",
  },
  {
    name: "hn_flash",
    kind: "Cookie (HttpOnly)",
    category: "Notwendig",
    purpose: "Zeigt nach einer Aktion einmal eine Meldung (z. B. „Erfolgreich abgemeldet“).",
    lifetime: "60 Sekunden",
  },
  {
    name: "dismissed_ads, current_page_popup_shown",
    kind: "sessionStorage",
    category: "Notwendig",
    purpose: "Welche Anzeigen du geschlossen hast und dass du das Hinweis-Popup schon gesehen hast, damit beides in dieser Sitzung nicht wiederkommt.",
    lifetime: "Browsersitzung",
  },
  {
    name: PAGE_VIEW_VISITOR_KEY,
    kind: "localStorage",
    category: "Analyse (nur mit Einwilligung)",
    purpose: "Zufällige Besucherkennung und Tag des ersten Besuchs für die Reichweitenmessung.",
    lifetime: "bis du die Einwilligung widerrufst oder die Website-Daten löschst",
  },
];

/** The list of cookies and browser storage: name, kind, category, purpose and lifetime of each. */
export function CookieTable() {
  return (
    <ul aria-label="Gespeicherte Cookies und Browser-Speicher">
      {ROWS.map((r) => (
        <li key={r.name}>
          <strong className="font-mono text-sm break-all">{r.name}</strong> ({r.kind}, {r.category}, Speicherdauer: {r.lifetime}): {r.purpose}
        </li>
      ))}
    </ul>
  );
}
