import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customLinkAnalytics, favorites, profiles, profileViews, reviewHelpfulVotes, reviews, userActivities, usernameHistory } from "~db/schema";
import { db } from "~/lib/db.server";
import { createTestArticle, createTestProvider, createTestUser } from "../../../tests/support/factories";
import { saveArticle } from "~/features/blog/authoring.server";
import { listAuthorArticles } from "~/features/blog/blog.server";
import { findProfileIdByUsername, getProfilePage, recordLinkClick, recordProfileView, updateProfile } from "./profile.server";
import { formerUsernameOwner, formerUsernameProfilePath } from "./username-history.server";
import { usernameMatches } from "./username";
import { PROFILE_LIST_MAX, PROFILE_PAGE_SIZE } from "./schema";

const meta = { ip: "127.0.0.1", userAgent: "Mozilla/5.0", isBot: false, visitorKey: "a:visitor-1", day: "2026-05-04" };

describe("profiles", () => {
  it("finds a profile by exact, then normalised username (both rules)", async () => {
    const u = await createTestUser({ username: "Jürgen Grün_42" });
    expect(await findProfileIdByUsername("Jürgen Grün_42")).toBe(u.id);
    expect(await findProfileIdByUsername("juergen-gruen-42")).toBe(u.id);
    expect(await findProfileIdByUsername("j-rgen-gr-n-42")).toBe(u.id);
    expect(await findProfileIdByUsername("JÜRGEN GRÜN_42")).toBe(u.id);
    expect(await findProfileIdByUsername("niemand")).toBeNull();
    expect(await findProfileIdByUsername("")).toBeNull();
  });

  it("prefers the exact name to an older profile whose name has the same path form", async () => {
    const older = await createTestUser({ username: "hanf_freund" });
    const exact = await createTestUser({ username: "hanf-freund" });
    expect(await findProfileIdByUsername("hanf-freund")).toBe(exact.id);
    expect(await findProfileIdByUsername("Hanf Freund")).toBe(older.id);
  });

  it("finds a name's path forms from their indexes, not by computing them for every member", async () => {
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = await tx.execute<{ "QUERY PLAN": string }>(sql`explain select id from profiles where ${usernameMatches("lena-gruen")}`);
      return res.rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("profiles_username_path_key_idx");
    expect(plan).toContain("profiles_username_norm_key_idx");
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it("edits the own profile with gates; refuses reserved, taken names, other users (403), anonymous (401)", async () => {
    const owner = await createTestUser({ username: "besitzer" });
    const other = await createTestUser({ username: "andere" });
    await expect(updateProfile(null, owner.id, { username: "x1" })).rejects.toMatchObject({ status: 401 });
    await expect(updateProfile(other, owner.id, { username: "gekapert" })).rejects.toMatchObject({ status: 403 });
    await expect(updateProfile(owner, owner.id, { username: "blog" })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { username: "Dieser Benutzername ist nicht verfügbar" },
    });
    await expect(updateProfile(owner, owner.id, { username: "Ädmin" })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { username: expect.stringContaining("nicht verfügbar") },
    });
    await expect(updateProfile(owner, owner.id, { username: "Moderator_Max" })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { username: expect.stringContaining("nach Hanfnetz oder seinem Team") },
    });
    await expect(updateProfile(owner, owner.id, { username: "ANDERE" })).rejects.toMatchObject({
      fieldErrors: { username: "Dieser Benutzername ist bereits vergeben" },
    });
    await expect(updateProfile(owner, owner.id, { username: "x" })).rejects.toMatchObject({ status: 400 });
    // score 0 and no articles: no custom links, no instagram
    await expect(updateProfile(owner, owner.id, { username: "besitzer", customLinks: [{ title: "Shop", url: "https://shop.example" }] })).rejects.toMatchObject(
      {
        fieldErrors: { customLinks: "Du kannst maximal 0 Custom Links hinzufügen" },
      },
    );
    await expect(updateProfile(owner, owner.id, { username: "besitzer", instagramUrl: "https://instagram.com/x" })).rejects.toMatchObject({ status: 400 });
    // two published articles = 6 points: instagram and 1 custom link open; empty links are dropped
    await saveArticle(owner, { title: "Eins", status: "published", content: "<p>a</p>" });
    await saveArticle(owner, { title: "Zwei", status: "published", content: "<p>a</p>" });
    await updateProfile(owner, owner.id, {
      username: "Besitzerin",
      instagramUrl: "https://instagram.com/besitzerin",
      customLinks: [
        { title: "Shop", url: "https://shop.example" },
        { title: "", url: "https://leer.example" },
      ],
    });
    const [p] = await db.select().from(profiles).where(eq(profiles.id, owner.id));
    expect(p).toMatchObject({
      username: "Besitzerin",
      instagramUrl: "https://instagram.com/besitzerin",
      customLinks: [{ title: "Shop", url: "https://shop.example" }],
    });
    await expect(
      updateProfile(owner, owner.id, {
        username: "Besitzerin",
        customLinks: [
          { title: "A", url: "https://a.example" },
          { title: "B", url: "https://b.example" },
        ],
      }),
    ).rejects.toMatchObject({ fieldErrors: { customLinks: "Du kannst maximal 1 Custom Link hinzufügen" } });
    await expect(updateProfile(owner, owner.id, { username: "Besitzerin", customLinks: [{ title: "A", url: "javascript:alert(1)" }] })).rejects.toMatchObject({
      status: 400,
    });
    // showcase slots need 30 articles
    const provider = await createTestProvider();
    await db.insert(favorites).values({ userId: owner.id, providerId: provider.id });
    await expect(updateProfile(owner, owner.id, { username: "Besitzerin", showcase: [provider.id] })).rejects.toMatchObject({
      fieldErrors: { showcase: "Du kannst maximal 0 Favoriten präsentieren" },
    });
  });

  it("refuses a name whose path leads to another profile (the same rule as the lookup)", async () => {
    const first = await createTestUser({ username: "mueé" });
    const second = await createTestUser({ username: "zweiter" });
    // "/mue" finds "mueé" (lower-case dash form); "Mü" would be reached by "/mue" too (navigation form).
    expect(await findProfileIdByUsername("mue")).toBe(first.id);
    await expect(updateProfile(second, second.id, { username: "Mü" })).rejects.toMatchObject({
      fieldErrors: { username: "Dieser Benutzername ist bereits vergeben" },
    });
    await expect(updateProfile(second, second.id, { username: "Mü-2" })).resolves.toEqual({ username: "Mü-2" });
  });

  it("builds the profile page: level, stats (anonymous counts only for owner/admin), articles, activity recalculation", async () => {
    const owner = await createTestUser({ username: "statistik" });
    const admin = await createTestUser({ admin: true });
    const visitor = await createTestUser();
    const provider = await createTestProvider({ userId: owner.id });
    const anonymousProvider = await createTestProvider({ userId: owner.id, isAnonymous: true });
    await db.insert(reviews).values([
      { providerId: provider.id, userId: owner.id, rating: 5, title: "Toll", content: "Sehr gut hier." },
      { providerId: anonymousProvider.id, userId: owner.id, rating: 4, title: "Anonym", content: "Auch gut hier.", isAnonymous: true },
    ]);
    await saveArticle(owner, { title: "Hervorgehoben", status: "published", content: "<p>a</p>", featured: true });
    // the stored score is stale (0) despite entries: the page recalculates it
    await db.update(userActivities).set({ totalActivityScore: 0 }).where(eq(userActivities.userId, owner.id));
    const forVisitor = (await getProfilePage(visitor, owner.id))!;
    expect(forVisitor.stats).toMatchObject({ entries: 1, reviews: 1 });
    // others see the score of the public contributions only: 1 entry, 1 review, 1 article
    expect(forVisitor.activity.score).toBe(5 + 2 + 3);
    expect(forVisitor.activity.level.name).toBe("Kiffer-Veteran");
    expect((await listAuthorArticles(owner.id)).featured.map((a) => a.title)).toEqual(["Hervorgehoben"]);
    expect(forVisitor.viewCount).toBeNull();
    expect(forVisitor.owner).toBeNull();
    const [stored] = await db.select().from(userActivities).where(eq(userActivities.userId, owner.id));
    expect(stored!.totalActivityScore).toBe(17);
    const forOwner = (await getProfilePage(owner, owner.id))!;
    expect(forOwner.stats).toMatchObject({ entries: 2, reviews: 2 });
    expect(forOwner.activity).toMatchObject({ score: 17, level: { name: "Erste Meinung" } });
    expect((await getProfilePage(admin, owner.id))!.stats).toMatchObject({ entries: 2, reviews: 2 });
    expect((await getProfilePage(admin, owner.id))!.activity.score).toBe(17);
    expect(await getProfilePage(null, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("does not let helpful votes on an anonymous review show on the author's public profile", async () => {
    const author = await createTestUser({ username: "leise" });
    const voter = await createTestUser();
    const provider = await createTestProvider();
    const [anon] = await db
      .insert(reviews)
      .values({ providerId: provider.id, userId: author.id, rating: 5, title: "Geheim", content: "Niemand weiß es.", isAnonymous: true, helpfulCount: 1 })
      .returning();
    await db.insert(reviewHelpfulVotes).values({ reviewId: anon!.id, userId: voter.id });
    const forVoter = (await getProfilePage(voter, author.id))!;
    expect(forVoter.stats).toMatchObject({ entries: 0, reviews: 0, helpfulVotes: 0 });
    expect(forVoter.activity.score).toBe(0);
    expect(forVoter.gates.maxCustomLinks).toBe(0);
    expect(forVoter.reviews).toEqual([]);
    const forAuthor = (await getProfilePage(author, author.id))!;
    expect(forAuthor.stats).toMatchObject({ reviews: 1, helpfulVotes: 1 });
    expect(forAuthor.activity.score).toBe(2 + 1);
  });

  it("records profile views and link clicks, not for the owner, admins or bots; analytics only for the owner", async () => {
    const owner = await createTestUser({ username: "besucht" });
    const admin = await createTestUser({ admin: true });
    const visitor = await createTestUser();
    await db
      .update(profiles)
      .set({ instagramUrl: "https://instagram.com/x", customLinks: [{ title: "Shop", url: "https://shop.example" }] })
      .where(eq(profiles.id, owner.id));
    expect(await recordProfileView(visitor, owner.id, meta)).toBe(true);
    expect(await recordProfileView(null, owner.id, meta)).toBe(true);
    expect(await recordProfileView(owner, owner.id, meta)).toBe(false);
    expect(await recordProfileView(admin, owner.id, meta)).toBe(false);
    expect(await recordProfileView(null, owner.id, { ...meta, isBot: true })).toBe(false);
    expect(await db.select().from(profileViews).where(eq(profileViews.profileUserId, owner.id))).toHaveLength(2);
    expect(await recordLinkClick(null, owner.id, -1, meta)).toBe(true);
    expect(await recordLinkClick(visitor, owner.id, 0, meta)).toBe(true);
    expect(await recordLinkClick(visitor, owner.id, 5, meta)).toBe(false);
    expect(await recordLinkClick(admin, owner.id, 0, meta)).toBe(false);
    expect(await db.select().from(customLinkAnalytics).where(eq(customLinkAnalytics.profileId, owner.id))).toHaveLength(2);
    const own = (await getProfilePage(owner, owner.id))!;
    expect(own.viewCount).toBe(2);
    expect(own.owner!.linkClicks.sort((a, b) => a.linkIndex - b.linkIndex)).toEqual([
      { linkIndex: -1, clicks: 1 },
      { linkIndex: 0, clicks: 1 },
    ]);
    expect((await getProfilePage(visitor, owner.id))!.owner).toBeNull();
  });

  it("counts a profile view and a link click once per visitor and day (issue #7)", async () => {
    const owner = await createTestUser({ username: "einmalprotag" });
    const member = await createTestUser();
    await db
      .update(profiles)
      .set({ customLinks: [{ title: "Shop", url: "https://shop.example" }] })
      .where(eq(profiles.id, owner.id));
    const views = async () => (await db.select().from(profileViews).where(eq(profileViews.profileUserId, owner.id))).length;
    const clicks = async () => (await db.select().from(customLinkAnalytics).where(eq(customLinkAnalytics.profileId, owner.id))).length;

    expect(await recordProfileView(null, owner.id, meta)).toBe(true);
    expect(await recordProfileView(null, owner.id, meta)).toBe(false);
    expect(await recordProfileView(member, owner.id, meta)).toBe(true);
    // A member is counted by id, whatever the anonymous key of the request.
    expect(await recordProfileView(member, owner.id, { ...meta, visitorKey: "a:other" })).toBe(false);
    expect(await recordProfileView(null, owner.id, { ...meta, visitorKey: "a:visitor-2" })).toBe(true);
    expect(await recordProfileView(null, owner.id, { ...meta, day: "2026-05-05" })).toBe(true);
    expect(await views()).toBe(4);

    expect(await recordLinkClick(null, owner.id, 0, meta)).toBe(true);
    expect(await recordLinkClick(null, owner.id, 0, meta)).toBe(false);
    expect(await recordLinkClick(member, owner.id, 0, meta)).toBe(true);
    expect(await recordLinkClick(null, owner.id, 0, { ...meta, day: "2026-05-05" })).toBe(true);
    expect(await clicks()).toBe(3);
    expect((await getProfilePage(owner, owner.id))!.viewCount).toBe(4);
  });
});

describe("former usernames (issue #25 defect 10)", () => {
  it("leads every former name of a renamed member to the current profile link; a member who takes the name wins", async () => {
    const lena = await createTestUser({ username: "Lena_Grün" });
    await updateProfile(lena, lena.id, { username: "Lena Blüte" });
    await updateProfile(lena, lena.id, { username: "lena_b" });
    // Both former names, in any path form, lead to the current name.
    for (const old of ["lena-gruen", "Lena_Grün", "lena-bluete", "Lena Blüte"]) {
      expect(await formerUsernameOwner(old), old).toEqual({ id: lena.id, username: "lena_b" });
      expect(await formerUsernameProfilePath(old), old).toBe("/lena-b");
    }
    expect(await formerUsernameOwner("lena-b")).toBeNull();
    expect(await formerUsernameOwner("niemand")).toBeNull();

    // Another member takes the first name: the profile address is theirs (current names are
    // looked up first); the history still knows who had it (for old article addresses).
    const other = await createTestUser();
    await updateProfile(other, other.id, { username: "Lena-Gruen" });
    expect(await findProfileIdByUsername("lena-gruen")).toBe(other.id);
    expect(await formerUsernameOwner("lena-gruen")).toEqual({ id: lena.id, username: "lena_b" });
    // When they rename again, the name leads to them (the latest member who gave it up).
    await updateProfile(other, other.id, { username: "Ganz Anders" });
    expect(await formerUsernameOwner("lena-gruen")).toEqual({ id: other.id, username: "Ganz Anders" });

    // Taking back an own former name removes it from the history; saving without a rename records nothing.
    await updateProfile(lena, lena.id, { username: "Lena Blüte" });
    expect(await formerUsernameOwner("lena-bluete")).toBeNull();
    expect(await formerUsernameOwner("lena-b")).toEqual({ id: lena.id, username: "Lena Blüte" });
    const before = await db.select().from(usernameHistory).where(eq(usernameHistory.profileId, lena.id));
    await updateProfile(lena, lena.id, { username: "Lena Blüte" });
    expect(await db.select().from(usernameHistory).where(eq(usernameHistory.profileId, lena.id))).toEqual(before);
  });
});

describe("long profiles ('Weitere anzeigen')", () => {
  it("shows 50 reviews, entries and articles at first, says there are more, and shows more on request", async () => {
    const author = await createTestUser({ username: "viel_schreiberin" });
    const n = PROFILE_PAGE_SIZE + 7;
    const shops = [];
    for (let i = 0; i < n; i++) shops.push(await createTestProvider({ userId: author.id, name: `Laden ${i}` }));
    await db.insert(reviews).values(
      shops.map((p, i) => ({
        providerId: p.id,
        userId: author.id,
        rating: 4,
        title: `Bewertung ${i}`,
        content: "Ein ausführlicher Text.",
        status: "published" as const,
      })),
    );
    for (let i = 0; i < n; i++) await createTestArticle({ authorId: author.id, title: `Artikel ${i}` });

    const first = (await getProfilePage(null, author.id))!;
    expect([first.entries.length, first.reviews.length, first.shown.articles]).toEqual([PROFILE_PAGE_SIZE, PROFILE_PAGE_SIZE, PROFILE_PAGE_SIZE]);
    expect(first.more).toEqual({ entries: true, reviews: true });
    // The route lists the author's articles from the blog with the page's limit (one more: 'Weitere anzeigen').
    expect((await listAuthorArticles(author.id, first.shown.articles + 1)).articles).toHaveLength(PROFILE_PAGE_SIZE + 1);
    expect(first.stats.reviews).toBe(n);

    const all = (await getProfilePage(null, author.id, { entries: 2 * PROFILE_PAGE_SIZE, reviews: 2 * PROFILE_PAGE_SIZE, articles: 2 * PROFILE_PAGE_SIZE }))!;
    expect([all.entries.length, all.reviews.length, all.shown.articles]).toEqual([n, n, 2 * PROFILE_PAGE_SIZE]);
    expect(all.more).toEqual({ entries: false, reviews: false });
    expect((await listAuthorArticles(author.id, all.shown.articles + 1)).articles).toHaveLength(n);
    // Newest first, and the extra ones are the older ones.
    expect(all.reviews.slice(0, PROFILE_PAGE_SIZE).map((r) => r.id)).toEqual(first.reviews.map((r) => r.id));
    // Out-of-range requests are clamped, not refused.
    const odd = (await getProfilePage(null, author.id, { entries: 0, reviews: -5, articles: 1e9 }))!;
    expect([odd.entries.length, odd.reviews.length, odd.shown.articles]).toEqual([PROFILE_PAGE_SIZE, PROFILE_PAGE_SIZE, PROFILE_LIST_MAX]);
  });
});
