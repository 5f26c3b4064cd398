import { eq } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { uploads } from "~db/schema";
import { db } from "~/lib/db.server";
import { createTestUser } from "../../tests/support/factories";
import { getArticleForEdit, listMyArticles } from "~/features/blog/authoring.server";
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
    const foreign = (await myBlogAction(other, form({ intent: "save", articleId: mine!.id, title: "Gekapert", status: "draft" }))) as unknown as { init: { status: number } };
    expect(foreign.init.status).toBe(403);
    const del = (await myBlogAction(other, form({ intent: "delete", articleId: mine!.id }))) as unknown as { init: { status: number } };
    expect(del.init.status).toBe(403);
  });

  it("refuses an unknown status with 400 instead of saving a draft (issue #8 item 10)", async () => {
    const author = await createTestUser();
    const form = (body: Record<string, string>) => new Request("http://localhost/myblog", { method: "POST", body: new URLSearchParams(body) });
    const refused = (await myBlogAction(author, form({ intent: "save", title: "Gehackt", status: "hacked" }))) as unknown as { init: { status: number }; data: { fieldErrors?: Record<string, string> } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.fieldErrors?.status).toBe("Ungültiger Status: erlaubt sind Entwurf, Veröffentlicht und Geplant.");
    expect(await listMyArticles(author)).toHaveLength(0);
    const missing = (await myBlogAction(author, form({ intent: "save", title: "Ohne Status" }))) as Response;
    expect(missing.status).toBe(302);
    expect((await listMyArticles(author))[0]).toMatchObject({ title: "Ohne Status", status: "draft" });
  });

  it("replaces the article image: the new one is stored under an opaque key and claimed, the old one deleted; a refused image is a field error", async () => {
    const author = await createTestUser({ admin: true });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#b45309" } }).png().toBuffer();
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
    expect(await db.select().from(uploads).where(eq(uploads.key, second.slice("/media/".length)))).toEqual([]);
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
});
