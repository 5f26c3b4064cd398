import { redirect } from "react-router";
import { z } from "zod";
import { clientIp, getViewer } from "~/lib/auth.server";
import { handleAction, readFormObject, readQuery } from "~/lib/request.server";
import { flashCookie } from "~/lib/flash.server";
import { listAuthorArticles } from "~/features/blog/blog.server";
import { listOwnProviderSubmissions } from "~/features/providers/submissions.server";
import { replaceAvatar } from "~/features/profiles/avatar.server";
import { getProfilePage, updateProfile } from "~/features/profiles/profile.server";
import { PROFILE_LIST_MAX, PROFILE_MESSAGES, PROFILE_PAGE_SIZE } from "~/features/profiles/schema";
import { profilePath } from "~/lib/paths";

/** Loader body shared by /profile/:userId and /:username. */
export async function loadProfile(request: Request, userId: string) {
  const viewer = await getViewer(request);
  const url = new URL(request.url);
  const query = readQuery(url, profileQuery);
  const page = await getProfilePage(viewer, userId, { entries: query.eintraege, reviews: query.bewertungen, articles: query.artikel });
  if (!page) return null;
  // The author's articles come from the blog (one more than shown: whether 'Weitere anzeigen' is offered).
  const blog = await listAuthorArticles(page.profile.id, page.shown.articles + 1);
  const articles = {
    featuredArticles: blog.featured,
    articles: blog.articles.slice(0, page.shown.articles),
    more: { ...page.more, articles: blog.articles.length > page.shown.articles },
  };
  const editing = query.edit === "1" && page.isOwner;
  // 'Meine Einträge': the owner's submitted providers in every status (with a rejection's reason).
  const submissions = page.isOwner ? await listOwnProviderSubmissions(viewer) : null;
  return { ...page, ...articles, editing, path: profilePath(page.profile), submissions };
}

/** How many entries, reviews and articles to show ('Weitere anzeigen' links raise them), edit mode (the open tab: ProfileTabs). */
const count = z.coerce.number().int().min(1).max(PROFILE_LIST_MAX).catch(PROFILE_PAGE_SIZE).default(PROFILE_PAGE_SIZE);
const profileQuery = z.object({
  eintraege: count,
  bewertungen: count,
  artikel: count,
  edit: z.string().max(8).optional().catch(undefined),
});

/** Action shared by both profile routes: the owner's edit form (multipart, with avatar). */
export async function profileAction(request: Request, profileId: string) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    // The form as sent: the profile feature parses it (profileFormSchema) with the rules and messages.
    const form = await readFormObject(request, { multipart: true });
    const result = await updateProfile(viewer, profileId, form);
    if (form.avatar instanceof File && form.avatar.size > 0) await replaceAvatar(viewer, form.avatar, { ip: clientIp(request) });
    return redirect(profilePath({ id: profileId, username: result.username }), {
      headers: { "Set-Cookie": flashCookie({ type: "success", message: PROFILE_MESSAGES.updated }) },
    });
  });
}

export type ProfileLoaderData = NonNullable<Awaited<ReturnType<typeof loadProfile>>>;
