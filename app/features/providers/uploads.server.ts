import type { Viewer } from "~/lib/auth.server";
import { badRequest, HttpError, unauthorized } from "~/lib/errors";
import { storeImageUpload } from "~/lib/images.server";
import { logSecurityEvent } from "~/lib/security-log.server";
import { recordCopyrightConfirmation } from "./writes.server";

export const UPLOAD_MESSAGES = {
  login: "Du musst angemeldet sein",
  copyright: "Bitte bestätige, dass du die Rechte an diesem Bild besitzt",
  success: "Bild erfolgreich hochgeladen",
  failed: "Fehler beim Hochladen des Bildes",
  unknown: "Unbekannter Fehler beim Hochladen",
  cancelled: "Upload abgebrochen",
  wait: "Bitte warte, bis alle Bilder hochgeladen sind",
  deleted: "Bild erfolgreich gelöscht",
  deleteError: "Fehler beim Löschen des Bildes",
} as const;

export type UploadKind = "provider" | "review" | "blog";

/** Where each kind is stored; provider and article images need the copyright confirmation (recorded). */
const UPLOAD_BUCKETS = { provider: "provider-images", review: "review-images", blog: "blog-images" } as const;
const needsCopyright = (kind: UploadKind) => kind !== "review";

/**
 * Stores one uploaded image: provider images in provider-images and images inside blog articles
 * (the editor's 'Bild einfügen') in blog-images, both with the copyright confirmation required and
 * recorded with the user agent; review images in review-images; each under an opaque key
 * (the uploader is recorded in the upload table only). The real type is checked and the image
 * re-encoded by storeImageUpload, which also applies the member's rate limit and daily quota.
 */
export async function uploadImage(
  viewer: Viewer | null,
  input: { file: unknown; kind: UploadKind; copyrightConfirmed: boolean },
  meta: { userAgent: string | null; ip?: string | null; request?: Request },
) {
  if (!viewer) throw unauthorized(UPLOAD_MESSAGES.login);
  if (needsCopyright(input.kind) && !input.copyrightConfirmed) throw badRequest(UPLOAD_MESSAGES.copyright);
  const file = input.file instanceof Blob ? input.file : null;
  try {
    const stored = await storeImageUpload(file, {
      bucket: UPLOAD_BUCKETS[input.kind],
      ownerId: viewer.id,
      ip: meta.ip,
    });
    if (needsCopyright(input.kind)) await recordCopyrightConfirmation(viewer.id, stored.url, meta.userAgent);
    void logSecurityEvent({
      eventType: "secure_file_upload",
      userId: viewer.id,
      request: meta.request,
      details: { bucket: stored.bucket, bytes: stored.bytes },
    });
    return { url: stored.url };
  } catch (error) {
    void logSecurityEvent({
      eventType: "file_upload_error",
      severity: "warning",
      userId: viewer.id,
      request: meta.request,
      details: { message: error instanceof Error ? error.message : String(error) },
    });
    if (error instanceof HttpError) throw error;
    throw badRequest(UPLOAD_MESSAGES.failed);
  }
}
