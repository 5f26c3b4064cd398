/**
 * Upload limits and periods (plain module: the server enforces them in uploads.server.ts, the
 * privacy page states them).
 */
/** Per member and rolling 24 hours. */
export const UPLOAD_QUOTA = { files: 200, bytes: 200 * 1024 * 1024, windowMs: 24 * 60 * 60_000 } as const;
/** Uploads that no content references are deleted this many hours after the upload. */
export const UNREFERENCED_UPLOAD_HOURS = 24;

/** Images of every upload field (avatar, cover, contest image, logo, banner, provider and review photos). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Spec 2 §6 and 3 (contest image): the text beside a field whose image stays above 5 MB. */
export const IMAGE_TOO_LARGE = "Die Datei ist zu groß. Maximale Größe: 5MB.";

/** What the browser writes when it makes an image smaller (app/lib/image-downscale.ts). */
export type ImageOutputType = "image/webp" | "image/jpeg" | "image/png";

/**
 * The limit of one image field as the browser checks it before sending (the server checks again):
 * a larger image is made smaller in the browser where it can (decision 0029), else refused with
 * `tooLarge` beside the field.
 */
export type ImageRule = {
  maxBytes: number;
  tooLarge: string;
  /** Longest side of a downscaled image in pixels. */
  maxSide: number;
  /** Output types in order of preference; the first the browser can encode is used. */
  types: readonly ImageOutputType[];
};

/** The rule of every 5 MB image field; the server re-encodes to WebP anyway. */
export const IMAGE_RULE: ImageRule = { maxBytes: IMAGE_MAX_BYTES, tooLarge: IMAGE_TOO_LARGE, maxSide: 2560, types: ["image/webp", "image/jpeg"] };
