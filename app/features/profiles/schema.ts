import { z } from "zod";
import { notFound } from "~/lib/errors";
import { plural } from "~/lib/format";

export const PROFILE_MESSAGES = {
  updated: "Profil erfolgreich aktualisiert",
  updateFailed: "Fehler beim Aktualisieren des Profils",
  notAuthenticated: "Not authenticated",
  notFound: "Profil nicht gefunden",
  loadError: "Fehler beim Laden des Profils",
  unavailable: "Profildaten nicht verfügbar",
  usernameMin: "Benutzername muss mindestens 2 Zeichen haben",
  usernameMax: "Benutzername darf maximal 50 Zeichen haben",
  usernameTaken: "Dieser Benutzername ist bereits vergeben",
  instagramInvalid: "Bitte gib eine gültige Instagram-URL ein",
  instagramLocked: "Der Instagram-Link ist ab 10 veröffentlichten Artikeln oder 5 Aktivitätspunkten verfügbar",
  linkInvalid: "Bitte gib eine gültige URL ein (http:// oder https://)",
  tooManyLinks: (n: number) => `Du kannst maximal ${plural(n, "Custom Link", "Custom Links")} hinzufügen`,
  showcaseTooMany: (n: number) => `Du kannst maximal ${n} Favoriten präsentieren`,
  showcaseInvalid: "Nur eigene Favoriten können präsentiert werden",
  avatarFailed: "Fehler beim Hochladen des Avatars",
  forbidden: "Du kannst nur dein eigenes Profil bearbeiten",
} as const;

const httpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(500, message)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === "http:" || u.protocol === "https:";
      } catch {
        return false;
      }
    }, message);

export const profileUpdateSchema = z.object({
  username: z.string().trim().min(2, PROFILE_MESSAGES.usernameMin).max(50, PROFILE_MESSAGES.usernameMax),
  instagramUrl: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null)
    .pipe(z.union([z.null(), httpUrl(PROFILE_MESSAGES.instagramInvalid)])),
  customLinks: z
    .array(z.object({ title: z.string().trim().max(80, "Der Titel darf maximal 80 Zeichen haben"), url: z.string().trim().max(500) }))
    .max(20)
    .default([])
    // Links with an empty title or URL are dropped on save (spec 1 section 5).
    .transform((links) => links.filter((l) => l.title && l.url)),
  showcase: z.array(z.uuid()).max(3, PROFILE_MESSAGES.showcaseTooMany(3)).default([]),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** A field a form sends zero, one or many times, as a list. */
const asList = (v: unknown): unknown[] => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]);

/**
 * The owner's edit form as sent (the repeated `linkTitle` / `linkUrl` pairs become the custom
 * links, empty showcase slots are dropped), or the update as code passes it (with `customLinks`).
 */
export const profileFormSchema = z.preprocess((v) => {
  if (typeof v !== "object" || v === null || "customLinks" in v) return v;
  const form = v as Record<string, unknown>;
  const urls = asList(form.linkUrl);
  return {
    username: form.username ?? "",
    instagramUrl: form.instagramUrl ?? "",
    customLinks: asList(form.linkTitle).map((title, i) => ({ title, url: urls[i] ?? "" })),
    showcase: asList(form.showcase).filter(Boolean),
  };
}, profileUpdateSchema);

export function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}

/** Entries, reviews and articles a profile shows at first; 'Weitere anzeigen' adds as many again. */
export const PROFILE_PAGE_SIZE = 50;

/** The open tab of a profile from `?tab=`: 'Bewertungen' for "reviews", else 'Einträge'. */
export function profileTab(value: string | null | undefined): "entries" | "reviews" {
  return value === "reviews" ? "reviews" : "entries";
}
/** The most of each list one profile page shows (a profile with 10,000 reviews stays fast). */
export const PROFILE_LIST_MAX = 1000;

/** The unknown-profile 404: the page shows the 'Profil nicht gefunden' card for its marker. */
export const profileNotFound = () => notFound(PROFILE_MESSAGES.notFound, "profile");
