import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authorFollows, blogArticles, favorites, profiles, reviews, user } from "~db/schema";
import { db } from "~/lib/db.server";
import { createTestProvider, createTestUser } from "../../../tests/support/factories";
import { getPublicArticle, resolveArticleKey, saveArticle } from "~/features/blog/blog.server";
import { deleteAccount, exportUserData } from "./account.server";

describe("account data (DSGVO)", () => {
  it("exports everything stored about the user without secrets", async () => {
    const u = await createTestUser({ username: "exporteur" });
    const other = await createTestUser();
    const p = await createTestProvider();
    await db.insert(favorites).values({ userId: u.id, providerId: p.id });
    await db.insert(authorFollows).values({ followerId: u.id, authorId: other.id });
    await db.insert(reviews).values({ providerId: p.id, userId: u.id, rating: 5, title: "Export", content: "Inhalt der Bewertung" });
    await saveArticle(u, { title: "Mein Artikel", status: "draft" });
    const data = (await exportUserData(u)) as Record<string, unknown[]> & { account: { email: string }; profile: { username: string } };
    expect(data.account.email).toBe(u.email);
    expect(data.profile.username).toBe("exporteur");
    expect(data.favorites).toHaveLength(1);
    expect(data.following).toHaveLength(1);
    expect(data.reviews).toHaveLength(1);
    expect(data.articles).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/"password"|"token"/);
    await expect(exportUserData(null)).rejects.toMatchObject({ status: 401 });
  });

  it("deletes the account, keeps published reviews and articles as anonymous, removes the rest", async () => {
    const u = await createTestUser({ username: "loescher" });
    const p = await createTestProvider();
    const [published] = await db.insert(reviews).values({ providerId: p.id, userId: u.id, rating: 4, title: "Bleibt", content: "Diese Bewertung bleibt." }).returning();
    const [hidden] = await db.insert(reviews).values({ providerId: p.id, userId: u.id, rating: 2, title: "Weg", content: "Diese Bewertung geht.", status: "hidden" }).returning();
    const live = await saveArticle(u, { title: "Öffentlich", status: "published", content: "<p>a</p>" });
    const draft = await saveArticle(u, { title: "Entwurf", status: "draft" });
    await db.insert(favorites).values({ userId: u.id, providerId: p.id });

    await expect(deleteAccount(null, "LÖSCHEN")).rejects.toMatchObject({ status: 401 });
    await expect(deleteAccount(u, "falsch")).rejects.toMatchObject({ status: 400 });
    expect(await db.select().from(user).where(eq(user.id, u.id))).toHaveLength(1);

    await deleteAccount(u, "LOESCHER");
    expect(await db.select().from(user).where(eq(user.id, u.id))).toHaveLength(0);
    expect(await db.select().from(profiles).where(eq(profiles.id, u.id))).toHaveLength(0);
    expect(await db.select().from(favorites).where(eq(favorites.userId, u.id))).toHaveLength(0);
    const [kept] = await db.select().from(reviews).where(eq(reviews.id, published!.id));
    expect(kept).toMatchObject({ userId: null, isAnonymous: true, title: "Bleibt" });
    expect(await db.select().from(reviews).where(eq(reviews.id, hidden!.id))).toHaveLength(0);
    const [article] = await db.select().from(blogArticles).where(eq(blogArticles.id, live.id));
    expect(article).toMatchObject({ authorId: null, title: "Öffentlich" });
    expect(await db.select().from(blogArticles).where(eq(blogArticles.id, draft.id))).toHaveLength(0);
    // the kept article is shown as 'Anonym' at /blog/{id}
    expect(await resolveArticleKey(live.id)).toEqual({ href: `/blog/${live.id}`, anonymousId: live.id });
    const page = await getPublicArticle(null, { id: live.id });
    expect(page?.article).toMatchObject({ title: "Öffentlich", authorUsername: null });
  });
});
