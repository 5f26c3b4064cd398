import { data, redirect } from "react-router";
import { getViewer } from "~/lib/auth.server";
import { deleteByUrl } from "~/lib/storage.server";
import { storeImageUpload } from "~/lib/images.server";
import { failure, HttpError } from "~/lib/http.server";
import { flashCookie } from "~/lib/flash.server";
import { profilePath } from "~/lib/format";
import { getProfilePage, setAvatar, updateProfile } from "./profile.server";
import { PROFILE_MESSAGES } from "./schema";

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Loader body shared by /profile/:userId and /:username. */
export async function loadProfile(request: Request, userId: string) {
  const viewer = await getViewer(request);
  const page = await getProfilePage(viewer, userId);
  if (!page) return null;
  const url = new URL(request.url);
  const editing = url.searchParams.get("edit") === "1" && page.isOwner;
  return { ...page, editing, path: profilePath(page.profile) };
}

/** Action shared by both profile routes: the owner's edit form (multipart, with avatar). */
export async function profileAction(request: Request, profileId: string) {
  try {
    const viewer = await getViewer(request);
    const form = await request.formData();
    const titles = form.getAll("linkTitle").map(String);
    const urls = form.getAll("linkUrl").map(String);
    const result = await updateProfile(viewer, profileId, {
      username: String(form.get("username") ?? ""),
      instagramUrl: String(form.get("instagramUrl") ?? ""),
      customLinks: titles.map((title, i) => ({ title, url: urls[i] ?? "" })),
      showcase: form.getAll("showcase").map(String).filter(Boolean),
    });
    const avatar = form.get("avatar");
    if (avatar instanceof File && avatar.size > 0) {
      try {
        const stored = await storeImageUpload(avatar, { bucket: "avatars", folder: viewer!.id, maxBytes: AVATAR_MAX_BYTES, userId: viewer!.id, maxWidth: 512, maxHeight: 512 });
        const old = await setAvatar(viewer, stored.url);
        if (old && old !== stored.url) await deleteByUrl(old).catch(() => undefined);
      } catch (error) {
        if (error instanceof HttpError) throw new HttpError(error.status, error.message, { avatar: error.message });
        throw new HttpError(400, PROFILE_MESSAGES.avatarFailed, { avatar: PROFILE_MESSAGES.avatarFailed });
      }
    }
    return redirect(profilePath({ id: profileId, username: result.username }), {
      headers: { "Set-Cookie": flashCookie({ type: "success", message: PROFILE_MESSAGES.updated }) },
    });
  } catch (error) {
    return failure(error);
  }
}

export type ProfileLoaderData = NonNullable<Awaited<ReturnType<typeof loadProfile>>>;

export function notFoundRedirect() {
  return redirect("/404-not-found");
}

export { data };
