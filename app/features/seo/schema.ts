import { z } from "zod";

/** Texts of spec 3 section 8 (Homepage SEO, URLs) and the limits of sections 5 and 9. */
export const SEO_MESSAGES = {
  loadFailed: "Fehler beim Laden der Homepage-SEO-Daten",
  saveFailed: "Fehler beim Speichern der Homepage-SEO-Daten",
  saved: "Homepage-SEO-Daten erfolgreich gespeichert",
  urlsLoadFailed: "Fehler beim Laden der URLs",
  copyFailed: "Kopieren fehlgeschlagen",
  noUrls: "Keine URLs zum Übermitteln vorhanden",
  indexNowFailed: "Fehler beim Senden an IndexNow",
  indexNowSent: "{{n}} URLs erfolgreich an Suchmaschinen gesendet",
  indexNowMissing: "IndexNow ist nicht eingerichtet: Bitte INDEXNOW_KEY oder die Einstellung indexnow_key setzen.",
} as const;

/** Recommended (and enforced) lengths: SEO title 60, meta description 160, social description 300. */
export const SEO_LIMITS = { title: 60, description: 160, socialTitle: 100, socialDescription: 300, keywords: 500, siteName: 100, url: 2000 } as const;

const text = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: `${label} muss Text sein.` })
      .max(max, `${label} darf höchstens ${max} Zeichen haben.`)
      .default(""),
  );

/** An image address: our own path (/…) or an http(s) URL; empty is allowed. */
const imageUrl = (label: string) =>
  text(SEO_LIMITS.url, label).refine((v) => v === "" || /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/[^\s/]+\S*$/i.test(v), {
    message: `${label} muss mit / oder http(s):// beginnen.`,
  });

export const homepageSeoSchema = z.object({
  title: text(SEO_LIMITS.title, "Der Titel"),
  description: text(SEO_LIMITS.description, "Die Meta-Beschreibung"),
  keywords: text(SEO_LIMITS.keywords, "Die Keywords"),
  siteName: text(SEO_LIMITS.siteName, "Der Seitenname"),
  ogTitle: text(SEO_LIMITS.socialTitle, "Der OG-Titel"),
  ogDescription: text(SEO_LIMITS.socialDescription, "Die OG-Beschreibung"),
  ogImage: imageUrl("Die OG-Bild-URL"),
  twitterTitle: text(SEO_LIMITS.socialTitle, "Der Twitter-Titel"),
  twitterDescription: text(SEO_LIMITS.socialDescription, "Die Twitter-Beschreibung"),
  twitterImage: imageUrl("Die Twitter-Bild-URL"),
});

export type HomepageSeoInput = z.infer<typeof homepageSeoSchema>;
export const HOMEPAGE_SEO_FIELDS = Object.keys(homepageSeoSchema.shape) as (keyof HomepageSeoInput)[];
