import type { ImageOutputType, ImageRule } from "./upload-limits";

/**
 * Large photos in the browser (issue #25, decision 0029). Loaded only when a file above its field's
 * limit is chosen (`import("~/lib/image-downscale")` in file-input.tsx, image-uploader.tsx and the
 * ad image picker), so no page pays for it on a first visit.
 *
 * A JPEG, PNG or WebP above the limit is decoded (`createImageBitmap`, with the photo's EXIF
 * orientation), drawn smaller on a canvas (aspect ratio kept, never enlarged) and encoded as the
 * field's preferred type (WebP where the browser can, else JPEG), trying smaller qualities and then
 * smaller sizes until it fits. GIFs (animation), ICO, SVG and anything the browser cannot decode
 * keep the field's 'too large' text. The server checks and re-encodes every image again.
 */

/** Types the browser can decode and draw without losing anything that matters (no animation). */
const SHRINKABLE_TYPES = new Set(["image/jpeg", "image/jpg", "image/pjpeg", "image/png", "image/webp"]);
const SHRINKABLE_NAME = /\.(jpe?g|png|webp)$/i;
/** Qualities tried for lossy types at each size, best first (0.85 is the spec's contest quality). */
export const QUALITY_STEPS = [0.85, 0.72, 0.6] as const;
/** Each further size is ¾ of the one before, down to this longest side. */
export const MIN_LONG_SIDE = 640;

type FileFacts = { size: number; type: string; name: string };
export type ImageDecision = "keep" | "shrink" | "refuse";

/** Keep a file within the limit; shrink a too large photo the browser can redraw; refuse the rest. */
export function decideImage(file: FileFacts, rule: Pick<ImageRule, "maxBytes">): ImageDecision {
  if (file.size <= rule.maxBytes) return "keep";
  const type = file.type.toLowerCase();
  return SHRINKABLE_TYPES.has(type) || (!type && SHRINKABLE_NAME.test(file.name)) ? "shrink" : "refuse";
}

export type Attempt = { width: number; height: number; quality: number };

/**
 * The sizes and qualities to try, in order: the longest side at most `maxSide` (never enlarged),
 * then ¾ of the side before down to 640 px; at each size the quality steps for lossy types, one
 * lossless attempt for PNG.
 */
export function downscaleAttempts(width: number, height: number, rule: Pick<ImageRule, "maxSide">, lossy = true): Attempt[] {
  const long = Math.max(width, height);
  if (!(long > 0)) return [];
  const attempts: Attempt[] = [];
  let side = Math.min(long, rule.maxSide);
  for (;;) {
    const scale = side / long;
    const size = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
    for (const quality of lossy ? QUALITY_STEPS : [1]) attempts.push({ ...size, quality });
    if (side <= MIN_LONG_SIDE) break;
    side = Math.max(MIN_LONG_SIDE, Math.floor(side * 0.75));
  }
  return attempts;
}

/** The file name with the extension of the new type ('IMG_0042.HEIC.jpg' stays readable). */
export function renamed(name: string, type: ImageOutputType): string {
  const ext = type === "image/webp" ? "webp" : type === "image/png" ? "png" : "jpg";
  const base = name.replace(/\.(jpe?g|png|webp)$/i, "") || "bild";
  return `${base}.${ext}`;
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function makeCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== "undefined") return new OffscreenCanvas(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function toBlob(canvas: Canvas, type: string, quality: number): Promise<Blob | null> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type, quality }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

const encodable = new Map<ImageOutputType, Promise<boolean>>();

/** Whether the browser writes this type (browsers without a WebP encoder answer with PNG). */
function canEncode(type: ImageOutputType): Promise<boolean> {
  let known = encodable.get(type);
  if (!known) {
    known = toBlob(makeCanvas(1, 1), type, 0.8).then((blob) => blob?.type === type);
    encodable.set(type, known);
  }
  return known;
}

async function outputType(types: readonly ImageOutputType[]): Promise<ImageOutputType> {
  for (const type of types) if (await canEncode(type)) return type;
  return "image/png";
}

export type FittedImage = { file: File } | { error: string };

/**
 * The file to send for an image field: the file itself when it is within the limit, a smaller
 * copy of a too large photo, or the field's 'too large' text when neither works.
 */
export async function fitImage(file: File, rule: ImageRule): Promise<FittedImage> {
  const decision = decideImage(file, rule);
  if (decision === "keep") return { file };
  if (decision === "refuse" || typeof createImageBitmap !== "function") return { error: rule.tooLarge };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return { error: rule.tooLarge };
  }
  try {
    const type = await outputType(rule.types);
    for (const attempt of downscaleAttempts(bitmap.width, bitmap.height, rule, type !== "image/png")) {
      const canvas = makeCanvas(attempt.width, attempt.height);
      const context = canvas.getContext("2d") as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
      if (!context) break;
      if (type === "image/jpeg") {
        // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
        context.fillStyle = "#fff";
        context.fillRect(0, 0, attempt.width, attempt.height);
      }
      context.imageSmoothingQuality = "high";
      context.drawImage(bitmap, 0, 0, attempt.width, attempt.height);
      const blob = await toBlob(canvas, type, attempt.quality);
      if (blob && blob.type === type && blob.size <= rule.maxBytes) {
        return { file: new File([blob], renamed(file.name, type), { type, lastModified: Date.now() }) };
      }
    }
  } finally {
    bitmap.close();
  }
  return { error: rule.tooLarge };
}
