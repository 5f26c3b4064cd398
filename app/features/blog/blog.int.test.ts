import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogArticleLinks, blogArticles, blogCategories, securityAuditLog, userActivities } from "~db/schema";
import { db } from "~/lib/db.server";
import { createTestUser } from "../../../tests/support/factories";
import { statusOf } from "../../../tests/support/status";
import { getPublicArticle, recordArticleView, resolveArticleKey } from "./article.server";
import { createTag, deleteArticle, getArticleForEdit, listMyArticles, saveArticle } from "./authoring.server";
import { scanArticleLinks, setFeaturedByAdmin, setLinkDofollow, updateCategory } from "./blog-admin.server";
import { latestForFeed, listBlog } from "./blog.server";
import { blogFilterSchema } from "./schema";

const filter = (f: Record<string, string> = {}) => blogFilterSchema.parse(f);

describe("blog articles", () => {
  it("creates a draft, publishes it (publish date now), shows it in lists, feed and activity", async () => {
    const author = await createTestUser({ username: "autorin" });
    const draft = await saveArticle(author, { title: "Mein erster Artikel", content: "<p>Hallo</p>", status: "draft" });
    expect(draft.slug).toBe("mein-erster-artikel");
    expect((await listBlog(null, filter())).articles.map((a) => a.id)).not.toContain(draft.id);
    expect(await getPublicArticle(null, { username: "autorin", slug: draft.slug })).toBeNull();

    await saveArticle(author, { title: "Mein erster Artikel", content: "<p>Hallo</p>", status: "published" }, draft.id);
    const [row] = await db.select().from(blogArticles).where(eq(blogArticles.id, draft.id));
    expect(row!.publishDate).toBeInstanceOf(Date);
    expect(Math.abs(row!.publishDate!.getTime() - Date.now())).toBeLessThan(60_000);
    expect((await listBlog(null, filter())).articles.map((a) => a.id)).toContain(draft.id);
    expect((await latestForFeed()).map((a) => a.id)).toContain(draft.id);
    const page = await getPublicArticle(null, { username: "AUTORIN", slug: draft.slug });
    expect(page?.article.title).toBe("Mein erster Artikel");
    expect(page?.article.viewCount).toBeNull();
    const [act] = await db.select().from(userActivities).where(eq(userActivities.userId, author.id));
    expect(act!.totalActivityScore).toBe(3);

    await saveArticle(author, { title: "Mein erster Artikel", content: "<p>Hallo</p>", status: "draft" }, draft.id);
    const [act2] = await db.select().from(userActivities).where(eq(userActivities.userId, author.id));
    expect(act2!.totalActivityScore).toBe(0);
  });

  it("sanitises content on the server before saving", async () => {
    const author = await createTestUser();
    const { id } = await saveArticle(author, {
      title: "XSS",
      content: '<p>ok</p><script>alert(1)</script><img src="/media/x.webp" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
      status: "published",
    });
    const [row] = await db.select().from(blogArticles).where(eq(blogArticles.id, id));
    expect(row!.content).toBe('<p>ok</p><img src="/media/x.webp"><a>x</a>');
  });

  it("logs removed script-like content as suspicious_content with user and field, and still saves", async () => {
    const author = await createTestUser();
    const events = () =>
      db
        .select()
        .from(securityAuditLog)
        .where(and(eq(securityAuditLog.eventType, "suspicious_content"), eq(securityAuditLog.userId, author.id)));
    const { id } = await saveArticle(author, { title: "Harmlos", content: "<p>Fett markiert</p><div>Zweiter Absatz</div>", status: "draft" });
    expect(await events()).toHaveLength(0);
    const [plain] = await db.select().from(blogArticles).where(eq(blogArticles.id, id));
    expect(plain!.content).toBe("<p>Fett markiert</p><p>Zweiter Absatz</p>");

    await saveArticle(author, { title: "Mit Skript", content: '<p>Text</p><script>fetch("/api")</script><p>Rest</p>', status: "published" }, id);
    const [row] = await db.select().from(blogArticles).where(eq(blogArticles.id, id));
    expect(row!.content).toBe("<p>Text</p><p>Rest</p>");
    expect(row!.title).toBe("Mit Skript");
    const logged = await events();
    expect(logged).toHaveLength(1);
    expect(logged[0]!.eventDetails).toMatchObject({ severity: "warning", field: "content", source: "blog_article", articleId: id });
  });

  it("refuses images from foreign sources with a field error on the content (400), keeps own uploads", async () => {
    const author = await createTestUser();
    const refused = saveArticle(author, { title: "Fremdbild", content: '<p>a</p><img src="https://cdn.example/a.png">', status: "draft" });
    await expect(refused).rejects.toMatchObject({
      status: 400,
      fieldErrors: { content: "Bilder aus fremden Quellen sind nicht erlaubt. Bitte lade das Bild hoch." },
    });
    expect(await listMyArticles(author)).toHaveLength(0);

    const { id } = await saveArticle(author, { title: "Eigenes Bild", content: '<p><img src="/media/blog-images/u/1-a.webp" alt="A"></p>', status: "draft" });
    const [row] = await db.select().from(blogArticles).where(eq(blogArticles.id, id));
    expect(row!.content).toBe('<p><img src="/media/blog-images/u/1-a.webp" alt="A"></p>');
  });

  it("keeps scheduled articles hidden until their date, then shows them everywhere", async () => {
    const author = await createTestUser({ username: "planer" });
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const { id, slug } = await saveArticle(author, { title: "Geplant", content: "<p>x</p>", status: "scheduled", publishDate: future });
    expect((await listBlog(null, filter())).articles.map((a) => a.id)).not.toContain(id);
    expect(await getPublicArticle(null, { username: "planer", slug })).toBeNull();
    expect((await latestForFeed()).map((a) => a.id)).not.toContain(id);
    await expect(saveArticle(author, { title: "Ohne Datum", status: "scheduled" })).rejects.toMatchObject({ status: 400 });

    await db
      .update(blogArticles)
      .set({ publishDate: new Date(Date.now() - 60_000) })
      .where(eq(blogArticles.id, id));
    expect((await listBlog(null, filter())).articles.map((a) => a.id)).toContain(id);
    expect(await getPublicArticle(null, { username: "planer", slug })).not.toBeNull();
    expect((await latestForFeed()).map((a) => a.id)).toContain(id);
    expect(await resolveArticleKey(slug)).toEqual({ href: `/blog/planer/${slug}`, anonymousId: null });
  });

  it("publishes a scheduled article now when it is set to 'Veröffentlicht' with the date left empty (issue #25 defect 1)", async () => {
    const author = await createTestUser({ username: "umplanerin" });
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const { id, slug } = await saveArticle(author, { title: "Doch sofort", content: "<p>Jetzt schon</p>", status: "scheduled", publishDate: future });
    expect(await getPublicArticle(null, { username: "umplanerin", slug })).toBeNull();

    await saveArticle(author, { title: "Doch sofort", content: "<p>Jetzt schon</p>", status: "published", publishDate: "" }, id);
    const [row] = await db.select().from(blogArticles).where(eq(blogArticles.id, id));
    expect(row!.status).toBe("published");
    expect(Math.abs(row!.publishDate!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await getPublicArticle(null, { username: "umplanerin", slug })).not.toBeNull();
    expect((await listBlog(null, filter())).articles.map((a) => a.id)).toContain(id);

    // An article that is already live keeps its date when saved again without one.
    const past = new Date(Date.now() - 30 * 86_400_000);
    await db.update(blogArticles).set({ publishDate: past }).where(eq(blogArticles.id, id));
    await saveArticle(author, { title: "Doch sofort", content: "<p>Geändert</p>", status: "published" }, id);
    const [again] = await db.select().from(blogArticles).where(eq(blogArticles.id, id));
    expect(again!.publishDate!.getTime()).toBe(past.getTime());
  });

  it("refuses to publish or schedule an article without text: 'Inhalt ist erforderlich' on the content field (issue #25 defect 5)", async () => {
    const author = await createTestUser();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    for (const [content, status] of [
      ["", "published"],
      ["<p> </p><p><br></p>", "published"],
      ["<script>alert(1)</script>", "published"],
      ["", "scheduled"],
    ] as const) {
      const saving = saveArticle(author, { title: "Leer", content, status, publishDate: status === "scheduled" ? future : undefined });
      await expect(saving).rejects.toMatchObject({ status: 400, message: "Inhalt ist erforderlich", fieldErrors: { content: "Inhalt ist erforderlich" } });
    }
    expect(await listMyArticles(author)).toHaveLength(0);
    // A draft may be empty; publishing it later needs text (or an image).
    const draft = await saveArticle(author, { title: "Entwurf", content: "", status: "draft" });
    await expect(saveArticle(author, { title: "Entwurf", content: "", status: "published" }, draft.id)).rejects.toMatchObject({ status: 400 });
    expect((await getArticleForEdit(author, draft.id)).status).toBe("draft");
    await saveArticle(author, { title: "Bildartikel", content: '<p><img src="/media/blog-images/a.webp" alt="Blüte"></p>', status: "published" }, draft.id);
    expect((await getArticleForEdit(author, draft.id)).status).toBe("published");
  });

  it("keeps slugs unique per author and refuses a taken custom slug", async () => {
    const a = await createTestUser();
    const b = await createTestUser();
    const first = await saveArticle(a, { title: "Gleicher Titel", status: "draft" });
    const second = await saveArticle(a, { title: "Gleicher Titel", status: "draft" });
    const other = await saveArticle(b, { title: "Gleicher Titel", status: "draft" });
    expect([first.slug, second.slug, other.slug]).toEqual(["gleicher-titel", "gleicher-titel-2", "gleicher-titel"]);
    await expect(saveArticle(a, { title: "X", slug: "gleicher-titel", status: "draft" }, second.id)).rejects.toMatchObject({ status: 400 });
    await expect(saveArticle(a, { title: "X", slug: "Ungültig Slug", status: "draft" })).rejects.toMatchObject({ status: 400 });
  });

  it("refuses edits and deletes by other users (403), anonymous (401), unknown ids (404)", async () => {
    const owner = await createTestUser();
    const other = await createTestUser();
    const admin = await createTestUser({ admin: true });
    const { id } = await saveArticle(owner, { title: "Fremd", status: "published", content: "<p>a</p>" });
    expect(await statusOf(saveArticle(other, { title: "Hack", status: "draft" }, id))).toBe(403);
    expect(await statusOf(getArticleForEdit(other, id))).toBe(403);
    expect(await statusOf(deleteArticle(other, id))).toBe(403);
    expect(await statusOf(saveArticle(null, { title: "x", status: "draft" }))).toBe(401);
    expect(await statusOf(deleteArticle(null, id))).toBe(401);
    expect(await statusOf(deleteArticle(owner, "00000000-0000-4000-8000-000000000000"))).toBe(404);
    expect(await statusOf(setFeaturedByAdmin(owner, id, true))).toBe(403);
    expect(await statusOf(scanArticleLinks(owner, id))).toBe(403);
    expect(await statusOf(createTag(null, "x"))).toBe(401);
    // admins may edit and delete any article
    await saveArticle(admin, { title: "Vom Admin korrigiert", status: "published", content: "<p>a</p>" }, id);
    const [row] = await db.select().from(blogArticles).where(eq(blogArticles.id, id));
    expect(row!.title).toBe("Vom Admin korrigiert");
    expect(row!.authorId).toBe(owner.id);
    await deleteArticle(admin, id);
    expect(await db.select().from(blogArticles).where(eq(blogArticles.id, id))).toHaveLength(0);
  });

  it("shows view counts only to the author and admins, counts a visitor once per day, not bots or admins", async () => {
    const author = await createTestUser({ username: "zaehler" });
    const admin = await createTestUser({ admin: true });
    const { slug } = await saveArticle(author, { title: "Gezählt", status: "published", content: "<p>a</p>" });
    expect(await recordArticleView(null, { slug, username: "zaehler", visitorKey: "v1", isBot: false })).toBe(true);
    expect(await recordArticleView(null, { slug, username: "zaehler", visitorKey: "v1", isBot: false })).toBe(false);
    expect(await recordArticleView(null, { slug, visitorKey: "v2", isBot: false })).toBe(true);
    expect(await recordArticleView(null, { slug, visitorKey: "v3", isBot: true })).toBe(false);
    // Admins are left out of every counter (isCountedVisit); a member counts once.
    expect(await recordArticleView(admin, { slug, visitorKey: "v4", isBot: false })).toBe(false);
    expect(await recordArticleView(author, { slug, visitorKey: "v5", isBot: false })).toBe(true);
    expect((await getPublicArticle(author, { username: "zaehler", slug }))!.article.viewCount).toBe(3);
    expect((await getPublicArticle(admin, { username: "zaehler", slug }))!.article.viewCount).toBe(3);
    expect((await getPublicArticle(null, { username: "zaehler", slug }))!.article.viewCount).toBeNull();
  });

  it("admin features articles (max 3 first on /blog) and manages categories", async () => {
    const author = await createTestUser();
    const admin = await createTestUser({ admin: true });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await saveArticle(author, { title: `Top ${i}`, status: "published", content: "<p>a</p>" })).id);
    for (const id of ids) await setFeaturedByAdmin(admin, id, true);
    const list = await listBlog(null, filter());
    expect(list.featured).toHaveLength(3);
    expect(list.articles.map((a) => a.id)).not.toEqual(expect.arrayContaining(list.featured.map((f) => f.id)));

    const [cat] = await db.insert(blogCategories).values({ name: "Anbau", slug: "anbau" }).returning();
    const { id } = await saveArticle(author, { title: "Kategorisiert", status: "published", content: "<p>a</p>", categoryIds: [cat!.id] });
    expect((await listBlog(null, filter({ category: "anbau" }))).articles.map((a) => a.id)).toEqual([id]);
    await updateCategory(admin, cat!.id, { isActive: false, sortOrder: 5 });
    expect((await listBlog(null, filter({ category: "anbau" }))).articles).toHaveLength(0);
    expect(await statusOf(updateCategory(author, cat!.id, { isActive: true, sortOrder: 1 }))).toBe(403);
  });

  it("filters by search text (umlaut tolerant) and tag, sorts and paginates", async () => {
    const author = await createTestUser();
    const { tag } = await createTag(author, "Grüne Tipps");
    expect(tag.slug).toBe("gruene-tipps");
    expect((await createTag(author, "grüne tipps")).created).toBe(false);
    const a = await saveArticle(author, { title: "Über Blüten", status: "published", content: "<p>x</p>", tagIds: [tag.id] });
    await saveArticle(author, { title: "Anderes", status: "published", content: "<p>x</p>" });
    // Both umlaut forms match (ü as ue and as u), as in the directory.
    expect((await listBlog(null, filter({ q: "ueber bluten" }))).articles.map((x) => x.id)).toEqual([a.id]);
    expect((await listBlog(null, filter({ q: "Über" }))).articles.map((x) => x.id)).toEqual([a.id]);
    expect((await listBlog(null, filter({ q: "ueber" }))).articles.map((x) => x.id)).toEqual([a.id]);
    expect((await listBlog(null, filter({ tag: "gruene-tipps" }))).articles.map((x) => x.id)).toEqual([a.id]);
    for (let i = 0; i < 13; i++) await saveArticle(author, { title: `Masse ${i}`, status: "published", content: "<p>x</p>" });
    const p1 = await listBlog(null, filter({ sort: "oldest" }));
    const p2 = await listBlog(null, filter({ sort: "oldest", page: "2" }));
    expect(p1.articles).toHaveLength(12);
    expect(p2.page).toBe(2);
    expect(new Set([...p1.articles, ...p2.articles].map((x) => x.id)).size).toBe(p1.articles.length + p2.articles.length);
  });

  it("finds articles despite typos, by stem and inside compound words (issue #8 item 9)", async () => {
    const author = await createTestUser();
    const terpenes = await saveArticle(author, {
      title: "Terpene verstehen: Myrcen, Limonen und Co.",
      excerpt: "Wie Duftstoffe den Charakter einer Sorte prägen.",
      status: "published",
      content: "<p>Terpene bestimmen Geruch und Geschmack. Im Nutzhanf finden sich viele davon.</p>",
    });
    const other = await saveArticle(author, { title: "Anbau auf dem Balkon", status: "published", content: "<p>Licht, Wasser und Geduld.</p>" });
    const ids = async (q: string) => (await listBlog(null, filter({ q }))).articles.map((x) => x.id);
    expect(await ids("Terpne")).toEqual([terpenes.id]);
    expect(await ids("terpen")).toEqual([terpenes.id]);
    expect(await ids("duftstoff")).toEqual([terpenes.id]);
    expect(await ids("hanf")).toEqual([terpenes.id]);
    expect(await ids("Balkn")).toEqual([other.id]);
    expect(await ids("Quantenphysik")).toEqual([]);
  });

  it("scans links and applies nofollow unless an admin marks a link dofollow", async () => {
    const author = await createTestUser({ username: "verlinker" });
    const admin = await createTestUser({ admin: true });
    const { id, slug } = await saveArticle(author, {
      title: "Links",
      status: "published",
      content: '<p>Siehe <a href="https://a.example/">A</a> und <a href="https://b.example/">B</a></p>',
    });
    expect(await scanArticleLinks(admin, id)).toEqual({ added: 2, message: "2 neue Links gefunden und hinzugefügt" });
    expect(await scanArticleLinks(admin, id)).toEqual({ added: 0, message: "Keine neuen Links gefunden" });
    const [link] = await db
      .select()
      .from(blogArticleLinks)
      .where(sql`${blogArticleLinks.articleId} = ${id} and ${blogArticleLinks.linkUrl} = 'https://a.example/'`);
    await setLinkDofollow(admin, link!.id, true);
    expect(await statusOf(setLinkDofollow(author, link!.id, false))).toBe(403);
    const html = (await getPublicArticle(null, { username: "verlinker", slug }))!.article.html;
    expect(html).toContain('<a href="https://a.example/" rel="noopener"');
    expect(html).toContain('<a href="https://b.example/" rel="nofollow noopener"');
  });

  it("lists the author's own articles with every status", async () => {
    const author = await createTestUser();
    await saveArticle(author, { title: "Entwurf", status: "draft" });
    await saveArticle(author, { title: "Live", status: "published", content: "<p>x</p>" });
    const mine = await listMyArticles(author);
    expect(mine.map((m) => [m.title, m.visible])).toEqual(
      expect.arrayContaining([
        ["Entwurf", false],
        ["Live", true],
      ]),
    );
    await expect(listMyArticles(null)).rejects.toMatchObject({ status: 401 });
  });

  it("keeps the cached result count of /blog right after publishing and deleting", async () => {
    const author = await createTestUser();
    const before = (await listBlog(null, filter())).total;
    await saveArticle(author, { title: "Zählung eins", content: "<p>a</p>", status: "published" });
    const b = await saveArticle(author, { title: "Zählung zwei", content: "<p>b</p>", status: "published" });
    expect((await listBlog(null, filter())).total).toBe(before + 2);
    await deleteArticle(author, b.id);
    expect((await listBlog(null, filter())).total).toBe(before + 1);
  });
});
