import type { Viewer } from "~/lib/auth.server";
import { HttpError, unauthorized } from "~/lib/errors";
import { IMAGE_MESSAGES, replaceStoredImage } from "~/lib/images.server";
import { setAvatar } from "./profile.server";
import { PROFILE_MESSAGES } from "./schema";

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The owner's new avatar from the edit form: checked, re-encoded to at most 512 px and stored; the
 * previous one is removed after the save. A refusal is the avatar field's message.
 */
export async function replaceAvatar(viewer: Viewer | null, file: File, meta: { ip?: string | null } = {}) {
  if (!viewer) throw unauthorized(PROFILE_MESSAGES.notAuthenticated);
  try {
    await replaceStoredImage({
      file,
      upload: {
        bucket: "avatars",
        ownerId: viewer.id,
        ip: meta.ip,
        maxBytes: AVATAR_MAX_BYTES,
        maxWidth: 512,
        maxHeight: 512,
        notImageMessage: IMAGE_MESSAGES.notImage,
      },
      save: async (url) => ({ result: null, previous: [await setAvatar(viewer, url!)] }),
    });
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(error.status, error.message, { avatar: error.message });
    throw new HttpError(400, PROFILE_MESSAGES.avatarFailed, { avatar: PROFILE_MESSAGES.avatarFailed });
  }
}
