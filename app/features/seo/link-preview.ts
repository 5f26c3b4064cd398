/**
 * The link-preview test of /admin/seo (runs in the admin's browser): reads a page's head as
 * crawlers see it and checks it against best practice (spec 1 section 9: title 60, description
 * 160, social image 1200x630, absolute URLs, canonical, robots).
 */
export type PreviewTags = {
  status: number;
  title: string;
  description: string;
  canonical: string;
  robots: string;
  og: Record<string, string>;
  twitter: Record<string, string>;
  jsonLdTypes: string[];
};

export type Tip = { ok: boolean; text: string };

export function readPreviewTags(html: string, status: number): PreviewTags {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const meta = (attr: string, name: string) => doc.querySelector(`meta[${attr}="${name}"]`)?.getAttribute("content") ?? "";
  const collect = (attr: string, prefix: string) =>
    Object.fromEntries(
      [...doc.querySelectorAll(`meta[${attr}^="${prefix}"]`)].map((m) => [m.getAttribute(attr)!.slice(prefix.length), m.getAttribute("content") ?? ""]),
    );
  const jsonLdTypes = [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) => {
    try {
      const v = JSON.parse(s.textContent ?? "") as { "@type"?: string } | { "@type"?: string }[];
      return (Array.isArray(v) ? v : [v]).map((x) => x["@type"] ?? "?");
    } catch {
      return ["(ungültiges JSON)"];
    }
  });
  return {
    status,
    title: doc.title,
    description: meta("name", "description"),
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "",
    robots: meta("name", "robots"),
    og: collect("property", "og:"),
    twitter: collect("name", "twitter:"),
    jsonLdTypes,
  };
}

export function previewTips(p: PreviewTags): Tip[] {
  const abs = (u: string | undefined) => !!u && /^https?:\/\//.test(u);
  return [
    { ok: p.status === 200, text: `Die Seite antwortet mit Status ${p.status}.` },
    { ok: p.title.length > 0 && p.title.length <= 60, text: `Titel: ${p.title.length} Zeichen (empfohlen höchstens 60).` },
    { ok: p.description.length >= 50 && p.description.length <= 160, text: `Meta-Beschreibung: ${p.description.length} Zeichen (empfohlen 50 bis 160).` },
    { ok: abs(p.canonical), text: p.canonical ? "Kanonische URL ist gesetzt und absolut." : "Keine kanonische URL (link rel=canonical)." },
    { ok: !!p.og.title && !!p.og.description, text: "og:title und og:description sind gesetzt." },
    { ok: abs(p.og.image), text: p.og.image ? "og:image ist eine absolute URL (empfohlen 1200×630 px)." : "Kein og:image: Links erscheinen ohne Bild." },
    { ok: !!p.twitter.card, text: p.twitter.card ? `twitter:card = ${p.twitter.card}` : "Keine twitter:card." },
    { ok: !p.robots.includes("noindex"), text: p.robots ? `robots = ${p.robots}` : "Kein robots-Tag (Standard: index, follow)." },
    { ok: p.jsonLdTypes.length > 0, text: p.jsonLdTypes.length ? `Strukturierte Daten: ${p.jsonLdTypes.join(", ")}` : "Keine strukturierten Daten (JSON-LD)." },
  ];
}
