import { eq } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blogArticles, imageCopyrightConfirmations, profiles, providers, reviews, uploads } from "~db/schema";
import { createTestProvider, createTestUser } from "../../tests/support/factories";
import { db } from "./db.server";
import { migrateLegacyUploads } from "./upload-migration.server";

const root = () => path.join(process.env.DATA_DIR!, "uploads");
/** A file under the old key shape `{bucket}/{userId}/{ms}-{random}.webp`. */
function legacyFile(bucket: string, folder: string, name: string) {
  const file = path.join(root(), bucket, folder, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `bild ${bucket} ${name}`);
  return `/media/${bucket}/${folder}/${name}`;
}
const fileOf = (url: string) => path.join(root(), url.slice("/media/".length));
const OPAQUE = /^\/media\/[a-z-]+\/[0-9a-f]{32}\.webp$/;

describe("one-time move of uploads to anonymous keys", () => {
  it("moves files out of user folders, rewrites every reference in one go and registers the owners", async () => {
    const member = await createTestUser({ username: "altbestand" });
    const gone = "11111111-2222-4333-8444-555555555555"; // an account that no longer exists
    const providerImg = legacyFile("provider-images", member.id, "1760000000000-aaaaaa.webp");
    const providerImg2 = legacyFile("provider-images", member.id, "1760000000001-bbbbbb.webp");
    const reviewImg = legacyFile("review-images", member.id, "1760000000002-cccccc.webp");
    const avatar = legacyFile("avatars", member.id, "1760000000003-dddddd.webp");
    const articleImg = legacyFile("blog-images", member.id, "1760000000004-eeeeee.webp");
    const inlineImg = legacyFile("blog-images", gone, "1760000000005-ffffff.webp");
    const orphan = legacyFile("review-images", member.id, "1760000000006-000000.webp");
    const missing = `/media/review-images/${member.id}/1760000000007-999999.webp`;

    const provider = await createTestProvider({ userId: member.id, imageUrl: providerImg, imageUrls: [providerImg, "/images/demo/other.svg", providerImg2] });
    const [review] = await db
      .insert(reviews)
      .values({ providerId: provider.id, userId: member.id, rating: 5, title: "Alt", content: "Ein altes Bild.", imageUrl: reviewImg, isAnonymous: true })
      .returning();
    const [other] = await db
      .insert(reviews)
      .values({ providerId: provider.id, rating: 3, title: "Fehlt", content: "Datei fehlt.", imageUrl: missing })
      .returning();
    await db.update(profiles).set({ avatarUrl: avatar }).where(eq(profiles.id, member.id));
    const [article] = await db
      .insert(blogArticles)
      .values({
        title: "Alt",
        slug: "alt",
        authorId: member.id,
        featuredImageUrl: articleImg,
        content: `<p>a</p><img src="${inlineImg}" alt="x"><img src="${articleImg}">`,
      })
      .returning();
    await db.insert(imageCopyrightConfirmations).values({ userId: member.id, imageUrl: providerImg });

    const result = await migrateLegacyUploads(db, { now: new Date("2026-12-01T00:00:00Z") });
    expect(result).toEqual({ moved: 7, missing: 1 });

    const [p] = await db.select().from(providers).where(eq(providers.id, provider.id));
    expect(p!.imageUrl).toMatch(OPAQUE);
    expect(p!.imageUrls).toHaveLength(3);
    expect(p!.imageUrls[0]).toBe(p!.imageUrl);
    expect(p!.imageUrls[1]).toBe("/images/demo/other.svg");
    expect(p!.imageUrls[2]).toMatch(OPAQUE);
    const [r] = await db.select().from(reviews).where(eq(reviews.id, review!.id));
    expect(r!.imageUrl).toMatch(OPAQUE);
    expect((await db.select().from(reviews).where(eq(reviews.id, other!.id)))[0]!.imageUrl).toBe(missing);
    const [prof] = await db.select().from(profiles).where(eq(profiles.id, member.id));
    expect(prof!.avatarUrl).toMatch(OPAQUE);
    const [a] = await db.select().from(blogArticles).where(eq(blogArticles.id, article!.id));
    expect(a!.featuredImageUrl).toMatch(OPAQUE);
    expect(a!.content).not.toContain(member.id);
    expect(a!.content).not.toContain(gone);
    expect(a!.content).toContain(`<img src="${a!.featuredImageUrl}">`);
    const [confirmation] = await db.select().from(imageCopyrightConfirmations).where(eq(imageCopyrightConfirmations.userId, member.id));
    expect(confirmation!.imageUrl).toBe(p!.imageUrl);

    // files: new ones exist with the old bytes, old ones and the emptied user folders are gone
    expect(fs.readFileSync(fileOf(r!.imageUrl!), "utf8")).toBe("bild review-images 1760000000002-cccccc.webp");
    for (const old of [providerImg, providerImg2, reviewImg, avatar, articleImg, inlineImg, orphan]) expect(fs.existsSync(fileOf(old))).toBe(false);
    expect(fs.existsSync(path.join(root(), "avatars", member.id))).toBe(false);

    // registry: owner from the folder (null for a deleted account), referenced except the orphan
    const rows = await db.select().from(uploads);
    expect(rows).toHaveLength(7);
    const byUrl = (url: string) => rows.find((u) => `/media/${u.key}` === url);
    expect(byUrl(r!.imageUrl!)).toMatchObject({ ownerId: member.id, bucket: "review-images", contentType: "image/webp" });
    expect(byUrl(r!.imageUrl!)!.createdAt.toISOString()).toBe(new Date(1760000000002).toISOString());
    expect(byUrl(r!.imageUrl!)!.referencedAt).not.toBeNull();
    const inline = rows.find((u) => u.bucket === "blog-images" && u.ownerId === null);
    expect(inline?.referencedAt).not.toBeNull();
    const unreferenced = rows.filter((u) => u.referencedAt === null);
    expect(unreferenced).toHaveLength(1);
    expect(unreferenced[0]).toMatchObject({ bucket: "review-images", ownerId: member.id });

    // a second run changes nothing
    expect(await migrateLegacyUploads(db)).toEqual({ moved: 0, missing: 1 });
    expect(await db.select().from(uploads)).toHaveLength(7);
  });
});
