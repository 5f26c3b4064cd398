import type { Viewer } from "~/lib/auth.server";
import { csvBody } from "~/lib/csv";
import { formatDate } from "~/lib/format";
import { requireAdmin } from "~/lib/http.server";
import { analyticsDashboard, type AnalyticsDashboard } from "./dashboard.server";
import { percent as share } from "./figures";
import { REFERRER_CATEGORY_LABELS, type AnalyticsRange, type AnalyticsTable } from "./constants";

const num = (v: number | null) => (v === null ? "" : v.toLocaleString("de-DE", { maximumFractionDigits: 1, useGrouping: false }));
const int = (v: number) => String(v);

type Sheet = { header: string[]; rows: string[][] };

/** Every table of the dashboard as a CSV download (the same cached figures the page shows). */
function sheet(table: AnalyticsTable, d: AnalyticsDashboard): Sheet {
  const s = d.summary;
  const c = d.content;
  switch (table) {
    case "uebersicht":
      return {
        header: ["Kennzahl", "Wert"],
        rows: [
          ["Zeitraum", `${formatDate(`${d.period.from}T12:00:00Z`)} – ${formatDate(`${d.period.today}T12:00:00Z`)}`],
          ["Seitenaufrufe", int(s.views)],
          ["Eindeutige Besucher", int(s.visitors)],
          ["Wiederkehrende Besucher (%)", num(share(s.returningVisitors, s.visitors))],
          ["Absprungrate (%)", num(share(s.bouncedVisitors, s.visitors))],
          ["Sitzungen", int(s.sessions)],
          ["Durchschnittliche Sitzungsdauer (s)", s.sessions > 0 ? int(Math.round(s.sessionSeconds / s.sessions)) : ""],
          ["Mobile Aufrufe (%)", num(share(s.mobileViews, s.views))],
        ],
      };
    case "taeglich":
      return { header: ["Datum", "Seitenaufrufe", "Besucher"], rows: d.daily.map((r) => [formatDate(`${r.day}T12:00:00Z`), int(r.views), int(r.visitors)]) };
    case "seiten":
      return { header: ["Seite", "Aufrufe", "Anteil (%)"], rows: d.pages.map((p) => [p.path, int(p.views), num(share(p.views, s.views))]) };
    case "verweise":
      return { header: ["Verweis", "Kategorie", "Einstiege"], rows: d.referrers.map((r) => [r.host, REFERRER_CATEGORY_LABELS[r.category], int(r.views)]) };
    case "kategorien": {
      const total = d.categories.reduce((sum, r) => sum + r.views, 0);
      return {
        header: ["Kategorie", "Einstiege", "Anteil (%)"],
        rows: d.categories.map((r) => [REFERRER_CATEGORY_LABELS[r.category], int(r.views), num(share(r.views, total))]),
      };
    }
    case "anbieter":
      return {
        header: ["Anbieter", "Adresse", "Aufrufe", "Detail-Klicks", "Website-Klicks", "Telefon-Klicks", "E-Mail-Klicks", "Geteilt"],
        rows: c.providers.map((p) => [
          p.name,
          p.href,
          int(p.views),
          int(p.detailClicks),
          int(p.websiteClicks),
          int(p.phoneClicks),
          int(p.emailClicks),
          int(p.shares),
        ]),
      };
    case "artikel":
      return { header: ["Artikel", "Adresse", "Aufrufe"], rows: c.articles.map((a) => [a.title, a.href, int(a.views)]) };
    case "profile":
      return { header: ["Profil", "Adresse", "Aufrufe"], rows: c.profiles.map((p) => [p.title, p.href, int(p.views)]) };
    case "gutscheine":
      return {
        header: ["Gutschein", "Shop", "Adresse", "Aufrufe", "Aufgedeckt"],
        rows: c.coupons.map((r) => [r.title, r.merchant, r.href, int(r.views), int(r.reveals)]),
      };
    case "werbung":
      return {
        header: ["Banner", "Impressionen", "Klicks", "Ausblendungen", "CTR (%)"],
        rows: c.ads.banners.map((b) => [b.name, int(b.impressions), int(b.clicks), int(b.dismissals), num(b.ctr)]),
      };
  }
}

/** `analytics-{table}-{days}-tage-{yyyy-MM-dd}.csv` in the project's CSV format (app/lib/csv.ts). Admins only. */
export async function exportAnalyticsCsv(viewer: Viewer | null, table: AnalyticsTable, days: AnalyticsRange, now = new Date()) {
  requireAdmin(viewer);
  const data = await analyticsDashboard(viewer, { days, now });
  const { header, rows } = sheet(table, data);
  return { filename: `analytics-${table}-${days}-tage-${data.period.today}.csv`, body: csvBody(header, rows), count: rows.length };
}
