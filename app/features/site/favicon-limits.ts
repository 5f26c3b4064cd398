import type { ImageRule } from "~/lib/upload-limits";

/** Spec 3 section 5 (Site settings): PNG, JPG, JPEG, ICO, at most 2 MB, and its messages. */
export const FAVICON_MAX_BYTES = 2 * 1024 * 1024;
export const FAVICON_MESSAGES = {
  type: "Nur PNG, JPG oder ICO Dateien sind erlaubt",
  tooLarge: "Datei ist zu groß. Maximum 2MB erlaubt.",
  uploadFailed: "Fehler beim Hochladen der Datei",
  urlFailed: "Fehler beim Abrufen der Datei-URL",
} as const;

/**
 * The favicon field in the browser: a PNG or JPEG above 2 MB is made smaller (at most 512 px, the
 * server keeps 64 px), as PNG or JPEG (the types the field takes); ICO files are not.
 */
export const FAVICON_RULE: ImageRule = { maxBytes: FAVICON_MAX_BYTES, tooLarge: FAVICON_MESSAGES.tooLarge, maxSide: 512, types: ["image/png", "image/jpeg"] };
