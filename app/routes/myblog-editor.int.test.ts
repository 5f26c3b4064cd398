import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogTags, rateLimits } from "~db/schema";
import { db } from "~/lib/db.server";
import { hitRateLimit, RATE_LIMITS } from "~/lib/rate-limit.server";
import { getArticleForEdit, listMyArticles } from "~/features/blog/authoring.server";
import { AUTOSAVE_RESERVE } from "~/features/blog/autosave.server";
import { BLOG_MESSAGES } from "~/features/blog/schema";
import { createTestUser } from "../../tests/support/factories";
import { myBlogAction } from "./+shared/myblog.server";

/** The writer-first editor's server side (issue #26 item 9): autosave, 'Vorschau', 'Veröffentlichen'. */

type Answer = { data: Record<string, unknown>; init: { status: number } | null };
const post = (body: Record<string, string | string[]>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) for (const value of [v].flat()) form.append(k, value);
  return new Request("http://localhost/myblog", { method: "POST", body: form });
};
const answer = async (viewer: Awaited<ReturnType<typeof createTestUser>>, body: Record<string, string | string[]>) =>
  (await myBlogAction(viewer, post(body))) as unknown as Answer;

describe("/myblog autosave of drafts", () => {
  it("creates the draft on the first autosave, updates it on the next, and counts both as article saves", async () => {
    const author = await createTestUser();
    const first = await answer(author, { intent: "autosave", title: "Mein Entwurf", content: "<p>Erster Satz.</p>", status: "draft" });
    expect(first.init?.status ?? 200).toBe(200);
    const saved = first.data as { ok: boolean; autosaved: { id: string; savedAt: string } };
    expect(saved.ok).toBe(true);
    expect(Number.isNaN(Date.parse(saved.autosaved.savedAt))).toBe(false);
    const id = saved.autosaved.id;
    const second = await answer(author, {
      intent: "autosave",
      articleId: id,
      title: "Mein Entwurf",
      content: "<p>Erster Satz. Zweiter Satz.</p>",
      status: "draft",
    });
    expect((second.data as { ok: boolean }).ok).toBe(true);
    const article = await getArticleForEdit(author, id);
    expect(article).toMatchObject({ status: "draft", content: "<p>Erster Satz. Zweiter Satz.</p>" });
    expect(await listMyArticles(author)).toHaveLength(1);
    const [row] = await db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `user:${author.id}`));
    expect(row).toBeDefined();
  });

  it("saves drafts only, through the same validation, and refuses other members' articles", async () => {
    const author = await createTestUser();
    const other = await createTestUser();
    const published = await answer(author, { intent: "autosave", title: "Live", status: "published" });
    expect(published.init?.status).toBe(400);
    expect(published.data.error).toBe(BLOG_MESSAGES.autosaveDraftsOnly);
    const noTitle = await answer(author, { intent: "autosave", title: "", status: "draft" });
    expect(noTitle.init?.status).toBe(400);
    expect((noTitle.data.fieldErrors as Record<string, string>).title).toBe(BLOG_MESSAGES.titleRequired);

    const live = (await myBlogAction(author, post({ intent: "save", title: "Schon live", content: "<p>Text</p>", submitAs: "publish" }))) as Response;
    expect(live.status).toBe(302);
    const liveId = new URL(live.headers.get("location")!, "http://localhost").searchParams.get("edit")!;
    // 'Veröffentlichen' publishes although the status field said draft.
    expect((await getArticleForEdit(author, liveId)).status).toBe("published");
    const onLive = await answer(author, { intent: "autosave", articleId: liveId, title: "Überschrieben", status: "draft" });
    expect(onLive.init?.status).toBe(409);
    expect((await getArticleForEdit(author, liveId)).title).toBe("Schon live");

    const draft = (await answer(author, { intent: "autosave", title: "Meins", status: "draft" })).data as { autosaved: { id: string } };
    const foreign = await answer(other, { intent: "autosave", articleId: draft.autosaved.id, title: "Gekapert", status: "draft" });
    expect(foreign.init?.status).toBe(403);
    expect((await getArticleForEdit(author, draft.autosaved.id)).title).toBe("Meins");
  });

  it("pauses before the article_save limit (nothing counted, no block) and leaves the reserve for saving by hand", async () => {
    const author = await createTestUser();
    const key = `user:${author.id}`;
    for (let i = 0; i < RATE_LIMITS.article_save.max - AUTOSAVE_RESERVE; i++) await hitRateLimit("article_save", key);
    const paused = await answer(author, { intent: "autosave", title: "Pausiert", status: "draft" });
    expect(paused.data).toMatchObject({ ok: false, paused: true, error: BLOG_MESSAGES.autosavePaused });
    expect(await listMyArticles(author)).toHaveLength(0);
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row!.attemptCount).toBe(RATE_LIMITS.article_save.max - AUTOSAVE_RESERVE);
    expect(row!.blockedUntil).toBeNull();
    const byHand = (await myBlogAction(author, post({ intent: "save", title: "Von Hand", status: "draft" }))) as Response;
    expect(byHand.status).toBe(302);
  });
});

describe("/myblog 'Vorschau'", () => {
  it("renders the form as readers would see it (sanitised, tag names, the author) and saves nothing", async () => {
    const author = await createTestUser({ username: "vorschau_autorin" });
    const [tag] = await db.insert(blogTags).values({ name: "Vorschau-Tag", slug: "vorschau-tag" }).returning();
    const res = await answer(author, {
      intent: "preview",
      title: "Wie Leser es sehen",
      excerpt: "Kurz gesagt",
      content: '<p>Hallo <a href="https://example.org">Welt</a><script>alert(1)</script></p>',
      tagIds: [tag!.id],
      status: "draft",
    });
    const page = (res.data as { ok: boolean; preview: { article: Record<string, unknown> } }).preview;
    expect(page.article).toMatchObject({
      title: "Wie Leser es sehen",
      excerpt: "Kurz gesagt",
      authorUsername: "vorschau_autorin",
      tags: [{ name: "Vorschau-Tag", slug: "vorschau-tag" }],
    });
    expect(page.article.html).toContain('rel="nofollow');
    expect(page.article.html).not.toContain("script");
    expect(await listMyArticles(author)).toHaveLength(0);
    const anonymous = await answer(author, { intent: "preview", title: "", status: "draft" });
    expect(anonymous.init?.status).toBe(400);
  });
});
