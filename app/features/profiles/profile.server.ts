import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { customLinkAnalytics, favorites, profiles, profileViews, providers, reviews, user, type CustomLink } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { badRequest, forbidden, unauthorized } from "~/lib/errors";
import { parseInput } from "~/lib/request.server";
import { isCountedVisit, memberVisitorKey, type TrackingMeta } from "~/lib/visitor.server";
import { getFollowStats } from "~/features/follows/follows.server";
import { activityScore, levelFor, profileGates } from "~/features/activity/activity";
import { countActivity, currentActivity, storedActivityScore } from "~/features/activity/activity.server";
import { usernameMatches, usernamePathKey, usernameRefusal } from "./username";
import { recordUsernameChange } from "./username-history.server";
import { isHttpUrl, PROFILE_LIST_MAX, PROFILE_MESSAGES, PROFILE_PAGE_SIZE, profileFormSchema, profileNotFound, type ProfileUpdateInput } from "./schema";
import { UUID_RE } from "~/lib/ids";
import { normalizeUsernameForPath } from "~/lib/paths";

export type ProfileListLimits = { entries: number; reviews: number; articles: number };
const DEFAULT_LIMITS: ProfileListLimits = { entries: PROFILE_PAGE_SIZE, reviews: PROFILE_PAGE_SIZE, articles: PROFILE_PAGE_SIZE };

export function isUuid(v: string | undefined | null): v is string {
  return Boolean(v && UUID_RE.test(v));
}

/** Minimal profile (id, username) by id, or null. */
export async function getProfileBasics(id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.select({ id: profiles.id, username: profiles.username }).from(profiles).where(eq(profiles.id, id)).limit(1);
  return row ?? null;
}

/**
 * /{username}: the profile by exact username, then by the normalised forms (both rules of
 * spec 1 section 2: the lower-case dash form and the transliterating navigation form).
 */
export async function findProfileIdByUsername(name: string): Promise<string | null> {
  const raw = name.trim();
  if (!raw) return null;
  if (!usernamePathKey(raw) && !normalizeUsernameForPath(raw)) {
    const [exact] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.username, raw)).limit(1);
    return exact?.id ?? null;
  }
  // One round trip: the exact name wins, else the oldest profile whose name has this path form
  // (indexed: profiles_username_path_key_idx, profiles_username_norm_key_idx).
  const res = await db.execute<{ id: string }>(
    sql`select id from profiles where username = ${raw} or ${usernameMatches(raw)} order by (username = ${raw}) desc, created_at asc limit 1`,
  );
  return res.rows[0]?.id ?? null;
}

/**
 * The profile's counts as everyone but the owner and admins sees them: anonymous entries and reviews
 * and the helpful votes on anonymous reviews are left out, so that nothing shown to others moves
 * when the member posts anonymously. (The owner and admins see all of them: the activity counts.)
 */
async function publicCounts(userId: string) {
  const res = await db.execute<{ entries: number; reviews: number; helpful: number }>(sql`
    select
      (select count(*)::int from providers where user_id = ${userId} and status = 'approved' and not is_anonymous) as entries,
      (select count(*)::int from reviews where user_id = ${userId} and status = 'published' and not is_anonymous) as reviews,
      (select count(*)::int from review_helpful_votes v join reviews r on r.id = v.review_id
         where r.user_id = ${userId} and r.status = 'published' and not r.is_anonymous) as helpful`);
  const r = res.rows[0]!;
  return { entries: Number(r.entries), reviews: Number(r.reviews), helpfulVotes: Number(r.helpful) };
}

/** Everything the profile page shows (get_public_profile and friends). Null when there is no such profile. */
export async function getProfilePage(viewer: Viewer | null, userId: string, limits: ProfileListLimits = DEFAULT_LIMITS) {
  const limit = (n: number) => (Number.isFinite(n) && n >= 1 ? Math.min(Math.trunc(n), PROFILE_LIST_MAX) : PROFILE_PAGE_SIZE);
  const shown = { entries: limit(limits.entries), reviews: limit(limits.reviews), articles: limit(limits.articles) };
  if (!isUuid(userId)) return null;
  const [p] = await db
    .select({
      id: profiles.id,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      instagramUrl: profiles.instagramUrl,
      customLinks: profiles.customLinks,
      profileFavorites: profiles.profileFavorites,
      createdAt: user.createdAt,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!p) return null;
  const isOwner = viewer?.id === p.id;
  const privileged = isOwner || Boolean(viewer?.isAdmin);
  const [activity, shownCounts, follow] = await Promise.all([currentActivity(p.id), privileged ? null : publicCounts(p.id), getFollowStats(viewer, p.id)]);
  // The owner and admins see every contribution: the activity's own counts, not a second count.
  const stats = shownCounts ?? {
    entries: activity.counts.approvedProviders,
    reviews: activity.counts.publishedReviews,
    helpfulVotes: activity.counts.helpfulVotesReceived,
  };
  // Others see the score of the public contributions only (anonymous ones count for the owner).
  const score = privileged
    ? activity.score
    : activityScore({
        approvedProviders: stats.entries,
        publishedReviews: stats.reviews,
        publishedArticles: activity.articles,
        helpfulVotesReceived: stats.helpfulVotes,
      });
  const gates = profileGates(score, activity.articles);

  const showcaseIds = (p.profileFavorites ?? []).slice(0, 3);
  const showcase = showcaseIds.length
    ? await db
        .select({
          id: providers.id,
          name: providers.name,
          slug: providers.slug,
          imageUrl: providers.imageUrl,
          city: providers.city,
          category: providers.category,
        })
        .from(providers)
        .where(and(inArray(providers.id, showcaseIds), eq(providers.status, "approved")))
    : [];
  const showcaseOrdered = showcaseIds.map((id) => showcase.find((s) => s.id === id)).filter((s) => s !== undefined);

  const entries = await db
    .select({
      id: providers.id,
      name: providers.name,
      slug: providers.slug,
      imageUrl: providers.imageUrl,
      city: providers.city,
      category: providers.category,
      averageRating: providers.averageRating,
      reviewCount: providers.reviewCount,
      isAnonymous: providers.isAnonymous,
    })
    .from(providers)
    .where(and(eq(providers.userId, p.id), eq(providers.status, "approved"), privileged ? undefined : eq(providers.isAnonymous, false)))
    .orderBy(desc(providers.createdAt))
    .limit(shown.entries + 1);
  const userReviews = await db
    .select({
      id: reviews.id,
      title: reviews.title,
      content: reviews.content,
      rating: reviews.rating,
      createdAt: reviews.createdAt,
      isAnonymous: reviews.isAnonymous,
      providerName: providers.name,
      providerSlug: providers.slug,
      providerId: reviews.providerId,
    })
    .from(reviews)
    .innerJoin(providers, eq(providers.id, reviews.providerId))
    .where(and(eq(reviews.userId, p.id), eq(reviews.status, "published"), privileged ? undefined : eq(reviews.isAnonymous, false)))
    .orderBy(desc(reviews.createdAt))
    .limit(shown.reviews + 1);

  let owner: null | {
    viewCount: number;
    linkClicks: { linkIndex: number; clicks: number }[];
    favorites: { id: string; name: string }[];
  } = null;
  let viewCount: number | null = null;
  if (privileged) {
    const [v] = await db.select({ n: sql<number>`count(*)::int` }).from(profileViews).where(eq(profileViews.profileUserId, p.id));
    viewCount = Number(v?.n ?? 0);
  }
  if (isOwner) {
    const clicks = await db
      .select({ linkIndex: customLinkAnalytics.linkIndex, clicks: sql<number>`count(*)::int` })
      .from(customLinkAnalytics)
      .where(eq(customLinkAnalytics.profileId, p.id))
      .groupBy(customLinkAnalytics.linkIndex);
    const favs = await db
      .select({ id: providers.id, name: providers.name })
      .from(favorites)
      .innerJoin(providers, eq(providers.id, favorites.providerId))
      .where(and(eq(favorites.userId, p.id), eq(providers.status, "approved")))
      .orderBy(providers.name);
    owner = { viewCount: viewCount ?? 0, linkClicks: clicks.map((c) => ({ linkIndex: c.linkIndex, clicks: Number(c.clicks) })), favorites: favs };
  }

  return {
    profile: {
      id: p.id,
      username: p.username,
      avatarUrl: p.avatarUrl,
      instagramUrl: p.instagramUrl,
      customLinks: (p.customLinks ?? []) as CustomLink[],
      memberSince: p.createdAt,
    },
    activity: { score, level: levelFor(score), publishedArticles: activity.articles },
    stats: { ...stats, followers: follow.followerCount, following: follow.followingCount },
    isFollowing: follow.isFollowing,
    isOwner,
    isAdmin: Boolean(viewer?.isAdmin),
    gates,
    showcase: showcaseOrdered,
    entries: entries.slice(0, shown.entries),
    reviews: userReviews.slice(0, shown.reviews),
    /** How many of each list are shown (the author's articles are listed by the route from the blog), and whether there are more ('Weitere anzeigen'). */
    shown,
    more: { entries: entries.length > shown.entries, reviews: userReviews.length > shown.reviews },
    viewCount,
    owner,
  };
}

export type ProfilePageData = NonNullable<Awaited<ReturnType<typeof getProfilePage>>>;
/** What the profile page renders: the page data, whether the owner edits, and the canonical path. */
export type ProfileViewData = ProfilePageData & { editing: boolean; path: string };

/** Saves the own profile (username, Instagram, custom links, showcase favourites) with the gates. */
export async function updateProfile(viewer: Viewer | null, profileId: string, input: ProfileUpdateInput | Record<string, unknown>) {
  if (!viewer) throw unauthorized(PROFILE_MESSAGES.notAuthenticated);
  if (!isUuid(profileId)) throw profileNotFound();
  if (viewer.id !== profileId) throw forbidden(PROFILE_MESSAGES.forbidden);
  const data = parseInput(profileFormSchema, input);
  const errors: Record<string, string> = {};
  const refusal = usernameRefusal(data.username);
  if (refusal) errors.username = refusal;

  const [current] = await db.select().from(profiles).where(eq(profiles.id, viewer.id)).limit(1);
  if (!current) throw profileNotFound();
  if (!errors.username) {
    const clash = await db.execute<{ id: string }>(sql`select id from profiles where id <> ${viewer.id} and ${usernameMatches(data.username)} limit 1`);
    if (clash.rows.length) errors.username = PROFILE_MESSAGES.usernameTaken;
  }

  const score = await storedActivityScore(viewer.id);
  const articles = (await countActivity(viewer.id)).publishedArticles;
  const gates = profileGates(score, articles);

  let instagramUrl = data.instagramUrl;
  if (instagramUrl && !gates.instagram) {
    // Saved only when the gate is open; an existing value set earlier stays untouched.
    if (instagramUrl !== current.instagramUrl) errors.instagramUrl = PROFILE_MESSAGES.instagramLocked;
  }
  if (instagramUrl === null) instagramUrl = null;

  data.customLinks.forEach((l, i) => {
    if (!isHttpUrl(l.url)) errors[`customLinks.${i}.url`] = PROFILE_MESSAGES.linkInvalid;
  });
  if (data.customLinks.length > gates.maxCustomLinks) errors.customLinks = PROFILE_MESSAGES.tooManyLinks(gates.maxCustomLinks);

  const showcase = [...new Set(data.showcase)];
  if (showcase.length > gates.showcaseSlots) errors.showcase = PROFILE_MESSAGES.showcaseTooMany(gates.showcaseSlots);
  else if (showcase.length) {
    const own = await db
      .select({ id: favorites.providerId })
      .from(favorites)
      .where(and(eq(favorites.userId, viewer.id), inArray(favorites.providerId, showcase)));
    if (own.length !== showcase.length) errors.showcase = PROFILE_MESSAGES.showcaseInvalid;
  }
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, errors);

  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ username: data.username, instagramUrl, customLinks: data.customLinks, profileFavorites: showcase, updatedAt: new Date() })
      .where(eq(profiles.id, viewer.id));
    // The old addresses keep working (301 to the new ones, decision 0031).
    await recordUsernameChange(tx, viewer.id, current.username, data.username);
  });
  return { username: data.username };
}

/** Stores a new avatar URL (after storeImageUpload); returns the previous URL for clean-up. */
export async function setAvatar(viewer: Viewer | null, url: string) {
  if (!viewer) throw unauthorized(PROFILE_MESSAGES.notAuthenticated);
  const [current] = await db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, viewer.id));
  await db.update(profiles).set({ avatarUrl: url, updatedAt: new Date() }).where(eq(profiles.id, viewer.id));
  return current?.avatarUrl ?? null;
}

/**
 * track_profile_view: not for the owner, admins or bots; each visitor (member id, or the daily
 * anonymous key of meta) counts once per profile and day (unique key). No IP address or user agent
 * is stored (issue #28): the daily key cannot be turned back into either. Returns whether it was recorded.
 */
export async function recordProfileView(viewer: Viewer | null, profileUserId: string, meta: TrackingMeta): Promise<boolean> {
  if (!isCountedVisit(viewer, meta) || !isUuid(profileUserId) || viewer?.id === profileUserId) return false;
  const exists = await getProfileBasics(profileUserId);
  if (!exists) return false;
  const inserted = await db
    .insert(profileViews)
    .values({
      profileUserId,
      viewerUserId: viewer?.id ?? null,
      visitorKey: viewer ? memberVisitorKey(viewer.id) : meta.visitorKey,
      viewDate: meta.day,
    })
    .onConflictDoNothing()
    .returning({ id: profileViews.id });
  return inserted.length > 0;
}

/** custom_link_analytics: a click on a profile link (index -1 = Instagram), once per link, visitor and day. */
export async function recordLinkClick(viewer: Viewer | null, profileId: string, linkIndex: number, meta: TrackingMeta): Promise<boolean> {
  if (!isCountedVisit(viewer, meta) || !isUuid(profileId) || !Number.isInteger(linkIndex) || linkIndex < -1 || linkIndex > 20) return false;
  const [p] = await db.select({ instagramUrl: profiles.instagramUrl, customLinks: profiles.customLinks }).from(profiles).where(eq(profiles.id, profileId));
  if (!p) return false;
  const link = linkIndex === -1 ? (p.instagramUrl ? { title: "Instagram", url: p.instagramUrl } : null) : ((p.customLinks ?? [])[linkIndex] ?? null);
  if (!link) return false;
  const inserted = await db
    .insert(customLinkAnalytics)
    .values({
      profileId,
      linkIndex,
      linkTitle: link.title,
      linkUrl: link.url,
      userId: viewer?.id ?? null,
      visitorKey: viewer ? memberVisitorKey(viewer.id) : meta.visitorKey,
      clickDate: meta.day,
    })
    .onConflictDoNothing()
    .returning({ id: customLinkAnalytics.id });
  return inserted.length > 0;
}
