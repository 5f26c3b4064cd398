import { eq } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { uploads } from "~db/schema";
import { db } from "~/lib/db.server";
import { createTestUser } from "../../tests/support/factories";
import { getArticleForEdit, listMyArticles } from "~/features/blog/authoring.server";
import { hitRateLimit, RATE_LIMITS } from "~/lib/rate-limit.server";
import { myBlogAction } from "./+shared/myblog.server";

describe("/myblog form actions", () => {
  it("limits new articles to 10 per 15 minutes (form_submission) and refuses foreign edits with 403", async () => {
    const author = await createTestUser();
    const other = await createTestUser();
    const form = (body: Record<string, string>) => new Request("http://localhost/myblog", { method: "POST", body: new URLSearchParams(body) });
    for (let i = 0; i < 10; i++) {
      const res = (await myBlogAction(author, form({ intent: "save", title: `Serie ${i}`, status: "draft" }))) as Response;
      expect(res.status).toBe(302);
    }
    const blocked = (await myBlogAction(author, form({ intent: "save", title: "Zu viel", status: "draft" }))) as unknown as { init: { status: number } };
    expect(blocked.init.status).toBe(429);
    const [mine] = await listMyArticles(author);
    const foreign = (await myBlogAction(other, form({ intent: "save", articleId: mine!.id, title: "Gekapert", status: "draft" }))) as unknown as {
      init: { status: number };
    };
    expect(foreign.init.status).toBe(403);
    const del = (await myBlogAction(other, form({ intent: "delete", articleId: mine!.id }))) as unknown as { init: { status: number } };
    expect(del.init.status).toBe(403);
  });

  it("refuses an unknown status with 400 instead of saving a draft (issue #8 item 10)", async () => {
    const author = await createTestUser();
    const form = (body: Record<string, string>) => new Request("http://localhost/myblog", { method: "POST", body: new URLSearchParams(body) });
    const refused = (await myBlogAction(author, form({ intent: "save", title: "Gehackt", status: "hacked" }))) as unknown as {
      init: { status: number };
      data: { fieldErrors?: Record<string, string> };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.fieldErrors?.status).toBe("Ungültiger Status: erlaubt sind Entwurf, Veröffentlicht und Geplant.");
    expect(await listMyArticles(author)).toHaveLength(0);
    const missing = (await myBlogAction(author, form({ intent: "save", title: "Ohne Status" }))) as Response;
    expect(missing.status).toBe(302);
    expect((await listMyArticles(author))[0]).toMatchObject({ title: "Ohne Status", status: "draft" });
  });

  it("replaces the article image: the new one is stored under an opaque key and claimed, the old one deleted; a refused image is a field error", async () => {
    const author = await createTestUser({ admin: true });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#b45309" } })
      .png()
      .toBuffer();
    const multipart = (fields: Record<string, string>, image?: File) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.set(k, v);
      if (image) body.set("image", image);
      return new Request("http://localhost/myblog", { method: "POST", body });
    };
    const imageFile = () => new File([new Uint8Array(png)], "titel.png", { type: "image/png" });
    const created = (await myBlogAction(author, multipart({ intent: "save", title: "Mit Bild", status: "draft" }, imageFile()))) as Response;
    expect(created.status).toBe(302);
    const id = new URL(created.headers.get("location")!, "http://localhost").searchParams.get("edit")!;
    const first = (await getArticleForEdit(author, id)).featuredImageUrl!;
    expect(first).toMatch(/^\/media\/blog-images\/[0-9a-f]{32}\.webp$/);
    const firstKey = first.slice("/media/".length);
    expect((await db.select().from(uploads).where(eq(uploads.key, firstKey)))[0]).toMatchObject({ ownerId: author.id });
    expect((await db.select().from(uploads).where(eq(uploads.key, firstKey)))[0]!.referencedAt).not.toBeNull();

    await myBlogAction(author, multipart({ intent: "save", articleId: id, title: "Mit Bild", status: "draft" }, imageFile()));
    const second = (await getArticleForEdit(author, id)).featuredImageUrl!;
    expect(second).not.toBe(first);
    expect(await db.select().from(uploads).where(eq(uploads.key, firstKey))).toEqual([]);
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, "uploads", firstKey))).toBe(false);

    const fake = new File([new Uint8Array(Buffer.from("kein Bild, nur Text ".repeat(10)))], "x.png", { type: "image/png" });
    const refused = (await myBlogAction(author, multipart({ intent: "save", articleId: id, title: "Mit Bild", status: "draft" }, fake))) as unknown as {
      init: { status: number };
      data: { fieldErrors: Record<string, string> };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.fieldErrors.image).toBe("Ungültiger Dateityp. Erlaubt: JPG, PNG, WEBP, GIF");
    expect((await getArticleForEdit(author, id)).featuredImageUrl).toBe(second);

    await myBlogAction(author, multipart({ intent: "save", articleId: id, title: "Ohne Bild", status: "draft", removeImage: "on" }));
    expect((await getArticleForEdit(author, id)).featuredImageUrl).toBeNull();
    expect(
      await db
        .select()
        .from(uploads)
        .where(eq(uploads.key, second.slice("/media/".length))),
    ).toEqual([]);
  });

  it("answers a foreign image in the content with a field error on the content (400)", async () => {
    const author = await createTestUser();
    const form = new Request("http://localhost/myblog", {
      method: "POST",
      body: new URLSearchParams({ intent: "save", title: "Fremdbild", status: "draft", content: '<img src="https://cdn.example/a.png">' }),
    });
    const res = (await myBlogAction(author, form)) as unknown as { init: { status: number }; data: { fieldErrors: Record<string, string> } };
    expect(res.init.status).toBe(400);
    expect(res.data.fieldErrors.content).toBe("Bilder aus fremden Quellen sind nicht erlaubt. Bitte lade das Bild hoch.");
    expect(await listMyArticles(author)).toHaveLength(0);
  });

  type Refusal = { init: { status: number; headers?: Record<string, string> }; data: { ok: false; error: string } };
  const form = (body: Record<string, string>) => new Request("http://localhost/myblog", { method: "POST", body: new URLSearchParams(body) });
  const expectLimited = (res: Refusal) => {
    expect(res.init.status).toBe(429);
    expect(res.data.error).toBe("Zu viele Versuche. Bitte versuche es später erneut.");
    expect(Number(res.init.headers?.["Retry-After"])).toBeGreaterThan(59 * 60);
  };

  it("limits article saves per member, edits included: 60 per 15 minutes, then 429 with Retry-After (issue #25 item 12)", async () => {
    expect(RATE_LIMITS.article_save).toMatchObject({ max: 60, windowMs: 15 * 60_000 });
    const author = await createTestUser();
    const created = (await myBlogAction(author, form({ intent: "save", title: "Entwurf", status: "draft" }))) as Response;
    const id = new URL(created.headers.get("location")!, "http://localhost").searchParams.get("edit")!;
    // 58 more saves counted elsewhere in the window; the 60th is an edit and still allowed.
    for (let i = 0; i < 58; i++) await hitRateLimit("article_save", `user:${author.id}`);
    expect(((await myBlogAction(author, form({ intent: "save", articleId: id, title: "Entwurf 60", status: "draft" }))) as Response).status).toBe(302);
    expectLimited((await myBlogAction(author, form({ intent: "save", articleId: id, title: "Entwurf 61", status: "draft" }))) as unknown as Refusal);
    expect((await getArticleForEdit(author, id)).title).toBe("Entwurf 60");
    // another member and admins are not affected
    expect(((await myBlogAction(await createTestUser(), form({ intent: "save", title: "Andere", status: "draft" }))) as Response).status).toBe(302);
    const admin = await createTestUser({ admin: true });
    for (let i = 0; i < 61; i++) await hitRateLimit("article_save", `user:${admin.id}`);
    expect(((await myBlogAction(admin, form({ intent: "save", title: "Admin", status: "draft" }))) as Response).status).toBe(302);
  });

  it("limits tag creation per member: 10 per hour, then 429 with Retry-After (issue #25 item 12)", async () => {
    expect(RATE_LIMITS.tag_creation).toMatchObject({ max: 10, windowMs: 60 * 60_000 });
    const author = await createTestUser();
    for (let i = 0; i < 10; i++) {
      const res = (await myBlogAction(author, form({ intent: "createTag", name: `Schlagwort ${author.id.slice(0, 6)} ${i}` }))) as unknown as {
        data: { ok: boolean };
      };
      expect(res.data.ok).toBe(true);
    }
    expectLimited((await myBlogAction(author, form({ intent: "createTag", name: "Eins zu viel" }))) as unknown as Refusal);
    // tags do not use up the budget of new articles (form_submission)
    expect(((await myBlogAction(author, form({ intent: "save", title: "Trotzdem", status: "draft" }))) as Response).status).toBe(302);
  });
});
