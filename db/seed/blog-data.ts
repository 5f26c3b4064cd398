export const BLOG_CATEGORIES = [
  { name: "Grundlagen", slug: "grundlagen", description: "Basiswissen rund um Hanf und Cannabis." },
  { name: "Recht & Politik", slug: "recht-politik", description: "Gesetze, Urteile und politische Entwicklungen." },
  { name: "Anbau & Growing", slug: "anbau", description: "Tipps für den privaten Eigenanbau." },
  { name: "Medizin & Gesundheit", slug: "medizin", description: "Medizinalcannabis, Forschung und Gesundheit." },
  { name: "Kultur & Lifestyle", slug: "kultur-lifestyle", description: "Küche, Kunst und Alltag." },
  { name: "Events & Reisen", slug: "events-reisen", description: "Messen, Festivals und Reiseziele." },
] as const;
export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]["slug"];

export const BLOG_TAGS = [
  "Anfänger",
  "KCanG",
  "Eigenanbau",
  "Terpene",
  "CBD",
  "Medizinalcannabis",
  "Social Clubs",
  "Reisen",
  "Rezepte",
  "Vaporizer",
  "Genetik",
  "Jugendschutz",
  "Österreich",
  "Schweiz",
  "Nachhaltigkeit",
] as const;

export const MERCHANTS = [
  { name: "Hanfkontor Shop", slug: "hanfkontor-shop", category: "Zubehör", creator: 1, description: "Zubehör, Papers, Grinder und Aufbewahrung: der Online-Shop aus Hamburg mit schnellem und diskretem Versand." },
  { name: "GrowMarkt24", slug: "growmarkt24", category: "Growbedarf", creator: 3, description: "Erde, Dünger, Beleuchtung und Growboxen für den privaten Eigenanbau, mit ausführlicher Beratung." },
  { name: "Vapo Zentrale", slug: "vapo-zentrale", category: "Vaporizer", creator: 1, description: "Große Auswahl an Vaporizern, Ersatzteilen und Zubehör mit Testberichten und Vergleichen." },
  { name: "CBD Naturwerk", slug: "cbd-naturwerk", category: "CBD-Produkte", creator: 0, description: "CBD-Öle, Kosmetik und Blüten aus kontrolliertem Anbau, mit Laboranalysen zu jedem Produkt." },
  { name: "Samenbank Alpenland", slug: "samenbank-alpenland", category: "Samen", creator: 1, description: "Samen aus eigener Zucht und von ausgewählten Breedern, für Indoor und Outdoor." },
  { name: "Papers & Pipes", slug: "papers-pipes", category: "Rauchzubehör", creator: 0, description: "Papers, Filter, Pfeifen und Bongs von bekannten Marken und kleinen Manufakturen." },
] as const;

export const PENDING_MERCHANT = {
  name: "Grüne Deals",
  category: "Zubehör",
  creator: 0,
  description: "Tagesangebote für Hanfzubehör und Growbedarf.",
};

export type CouponDef = {
  merchant: number | "pending";
  code: string;
  title: string;
  description: string;
  discountType: "percentage" | "fixed" | "freebie";
  discountValue: string;
  weight: number;
  status?: "pending" | "approved" | "rejected";
  /** Days relative to the base date. */
  validFrom: number;
  validUntil: number | null;
  creator: number;
};

export const COUPONS: CouponDef[] = [
  { merchant: 0, code: "HANF10", title: "10 % auf alles", description: "Gilt für das gesamte Sortiment, ausgenommen Angebote.", discountType: "percentage", discountValue: "10", weight: 8, validFrom: -60, validUntil: 240, creator: 1 },
  { merchant: 0, code: "VERSANDFREI", title: "Kostenloser Versand", description: "Versandkostenfrei ab 20 € Bestellwert.", discountType: "freebie", discountValue: "Gratis Versand", weight: 5, validFrom: -30, validUntil: 180, creator: 1 },
  { merchant: 1, code: "GROW15", title: "15 % auf Growboxen", description: "Rabatt auf alle Growboxen und Komplettsets.", discountType: "percentage", discountValue: "15", weight: 10, validFrom: -20, validUntil: 200, creator: 3 },
  { merchant: 1, code: "ERDE5", title: "5 € Rabatt auf Erde", description: "Ab einem Bestellwert von 30 €.", discountType: "fixed", discountValue: "5 €", weight: 3, validFrom: -45, validUntil: 150, creator: 3 },
  { merchant: 1, code: "SOMMER20", title: "Sommeraktion 20 %", description: "Rabatt auf Growboxen, Lampen und Lüfter während der Sommeraktion.", discountType: "percentage", discountValue: "20", weight: 6, validFrom: -150, validUntil: -15, creator: 3 },
  { merchant: 2, code: "VAPO25", title: "25 € auf Vaporizer", description: "Für alle Vaporizer ab 150 €.", discountType: "fixed", discountValue: "25 €", weight: 9, validFrom: -10, validUntil: 120, creator: 1 },
  { merchant: 2, code: "ZUBEHOER10", title: "10 % auf Zubehör", description: "Rabatt auf Mundstücke, Siebe und Reinigungszubehör.", discountType: "percentage", discountValue: "10", weight: 4, validFrom: -90, validUntil: 270, creator: 1 },
  { merchant: 3, code: "CBD15", title: "15 % auf CBD-Öle", description: "Gilt für alle Öle mit 5 % und 10 % CBD.", discountType: "percentage", discountValue: "15", weight: 7, validFrom: -30, validUntil: 330, creator: 0 },
  { merchant: 3, code: "PROBE", title: "Gratis Probe", description: "Eine Probe CBD-Creme zu jeder Bestellung.", discountType: "freebie", discountValue: "Gratisprobe", weight: 2, validFrom: -5, validUntil: 90, creator: 0 },
  { merchant: 4, code: "SAMEN3", title: "3 Samen gratis", description: "Drei Samen einer Überraschungssorte ab 40 € Bestellwert.", discountType: "freebie", discountValue: "3 Samen", weight: 8, validFrom: -40, validUntil: 210, creator: 1 },
  { merchant: 4, code: "ALPEN10", title: "10 € Neukundenrabatt", description: "Für die erste Bestellung ab 50 €.", discountType: "fixed", discountValue: "10 €", weight: 5, validFrom: -70, validUntil: null, creator: 1 },
  { merchant: 5, code: "PAPERS5", title: "5 % auf Papers", description: "Auf alle Papers und Filter.", discountType: "percentage", discountValue: "5", weight: 1, validFrom: -25, validUntil: 160, creator: 0 },
  { merchant: 5, code: "BONG20", title: "20 % auf Glas", description: "Rabatt auf alle Glasprodukte.", discountType: "percentage", discountValue: "20", weight: 6, validFrom: -15, validUntil: 100, creator: 0 },
  { merchant: 0, code: "BLACKWEEK30", title: "Black Week 30 %", description: "Zur Black Week gibt es 30 % auf das gesamte Sortiment, auch auf bereits reduzierte Artikel.", discountType: "percentage", discountValue: "30", weight: 1, status: "pending", validFrom: 20, validUntil: 30, creator: 0 },
  { merchant: 2, code: "GRATIS100", title: "100 % Rabatt", description: "Alles gratis, ohne Mindestbestellwert und ohne Haken.", discountType: "percentage", discountValue: "100", weight: 1, status: "rejected", validFrom: -5, validUntil: 5, creator: 9 },
  { merchant: "pending", code: "DEAL10", title: "10 % auf Tagesdeals", description: "Für alle Tagesangebote.", discountType: "percentage", discountValue: "10", weight: 1, status: "pending", validFrom: 0, validUntil: 60, creator: 0 },
];
