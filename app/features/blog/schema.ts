import { slugify } from "~/lib/format";
import { GERMAN_DATE_MESSAGES, parseGermanDate } from "~/lib/german-date";
import { z } from "zod";

export const BLOG_PAGE_SIZE = 12;
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;
export const RELATED_FETCH = 50;
export const RELATED_SHOW = 4;
export const ADMIN_FEATURED_MAX = 3;

export const BLOG_SORTS = ["newest", "oldest", "popular"] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

export const blogFilterSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  category: z.string().trim().max(100).optional().catch(undefined),
  tag: z.string().trim().max(100).optional().catch(undefined),
  sort: z.enum(BLOG_SORTS).catch("newest"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type BlogFilter = z.infer<typeof blogFilterSchema>;

/** The article statuses (mirrors ARTICLE_STATUSES of db/schema/blog.ts, whose check constraint enforces them). */
export const ARTICLE_STATUS_VALUES = ["draft", "published", "scheduled"] as const;

export const BLOG_MESSAGES = {
  /** Load errors of /myblog (spec 1 section 8, "Blog"). */
  loadArticles: "Fehler beim Laden der Artikel",
  loadCategories: "Fehler beim Laden der Kategorien",
  loadTags: "Fehler beim Laden der Tags",
  titleRequired: "Titel ist erforderlich",
  titleMax: "Titel darf maximal 200 Zeichen haben",
  slugInvalid: "Der Slug darf nur Kleinbuchstaben, Zahlen und Bindestriche enthalten",
  slugTaken: "Dieser Slug wird bereits für einen deiner Artikel verwendet",
  excerptMax: "Der Auszug darf maximal 500 Zeichen haben",
  contentMax: "Der Inhalt ist zu lang",
  contentRequired: "Inhalt ist erforderlich",
  statusInvalid: "Ungültiger Status: erlaubt sind Entwurf, Veröffentlicht und Geplant.",
  foreignImage: "Bilder aus fremden Quellen sind nicht erlaubt. Bitte lade das Bild hoch.",
  metaTitleMax: `Der Meta-Titel darf maximal ${META_TITLE_MAX} Zeichen haben`,
  metaDescriptionMax: `Die Meta-Beschreibung darf maximal ${META_DESCRIPTION_MAX} Zeichen haben`,
  publishDateRequired: "Bitte gib ein Veröffentlichungsdatum an",
  publishDateInvalid: GERMAN_DATE_MESSAGES.dateTime,
  altMax: "Der Alternativtext darf maximal 200 Zeichen haben",
  notFound: "Artikel nicht gefunden",
  forbidden: "Du darfst nur deine eigenen Artikel bearbeiten",
  loginRequired: "Du musst angemeldet sein",
  created: "Artikel erstellt",
  updated: "Artikel aktualisiert",
  deleted: "Artikel gelöscht",
  deleteFailed: "Fehler beim Löschen des Artikels",
  saveFailed: "Fehler beim Speichern des Artikels",
  tagCreated: "Tag erstellt",
  tagFailed: "Fehler beim Erstellen des Tags",
  tagRequired: "Bitte gib einen Tag-Namen ein",
  linksFound: (n: number) => (n === 1 ? "1 neuer Link gefunden und hinzugefügt" : `${n.toLocaleString("de-DE")} neue Links gefunden und hinzugefügt`),
  noLinks: "Keine neuen Links gefunden",
  linkUpdateFailed: "Fehler beim Aktualisieren des Links",
  categorySaved: "Kategorie gespeichert",
  /** Autosave of drafts (issue #26 item 9). */
  autosaveDraftsOnly: "Automatisch gespeichert werden nur Entwürfe.",
  autosavePaused: "Automatisches Speichern pausiert: Du hast gerade sehr oft gespeichert. Speichere bitte von Hand.",
} as const;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : null));

export const articleInputSchema = z.object({
  title: z.string().trim().min(1, BLOG_MESSAGES.titleRequired).max(200, BLOG_MESSAGES.titleMax),
  slug: z
    .string()
    .trim()
    .max(120)
    .optional()
    .transform((v) => v ?? "")
    .refine((v) => v === "" || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), BLOG_MESSAGES.slugInvalid),
  excerpt: optionalText(500, BLOG_MESSAGES.excerptMax),
  content: z.string().max(200_000, BLOG_MESSAGES.contentMax).optional().default(""),
  // A missing status is a draft; any other value than the three is refused (400), never coerced (issue #8 item 10).
  status: z.preprocess((v) => (v === undefined || v === "" ? "draft" : v), z.enum(ARTICLE_STATUS_VALUES, { error: BLOG_MESSAGES.statusInvalid })),
  publishDate: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      // The editor sends German text (TT.MM.JJJJ HH:MM, German local time); ISO strings stay accepted.
      const d = parseGermanDate(v, { withTime: true }) ?? (/^\d{4}-\d{2}-\d{2}/.test(v) ? new Date(v) : new Date(Number.NaN));
      if (Number.isNaN(d.getTime())) {
        ctx.addIssue({ code: "custom", message: BLOG_MESSAGES.publishDateInvalid });
        return z.NEVER;
      }
      return d;
    }),
  featured: z
    .union([z.literal("on"), z.literal("true"), z.boolean()])
    .optional()
    .transform((v) => v === true || v === "on" || v === "true"),
  featuredImageAlt: optionalText(200, BLOG_MESSAGES.altMax),
  featuredImageUrl: optionalText(500, "Ungültige Bild-URL"),
  removeImage: z
    .string()
    .optional()
    .transform((v) => v === "1" || v === "on"),
  metaTitle: optionalText(META_TITLE_MAX, BLOG_MESSAGES.metaTitleMax),
  metaDescription: optionalText(META_DESCRIPTION_MAX, BLOG_MESSAGES.metaDescriptionMax),
  categoryIds: z.array(z.uuid()).max(20).default([]),
  tagIds: z.array(z.uuid()).max(30).default([]),
});
export type ArticleInput = z.input<typeof articleInputSchema>;
export type ArticleData = z.output<typeof articleInputSchema>;

/** Cuts a description to 160 characters (157 plus an ellipsis), spec 1 section 5. */
export function cutDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 3).trimEnd()}...`;
}

/** Tag slug: lower-case, non-alphanumerics to hyphens, edge hyphens trimmed (spec 1 section 5). */
export function tagSlug(name: string): string {
  // Same rule as the seeded tags: umlauts transliterated first (Grüne → gruene).
  return slugify(name);
}
