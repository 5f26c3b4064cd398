import { describe, expect, it } from "vitest";
import { blogArticles } from "~db/schema";
import { db } from "~/lib/db.server";
import { createTestProvider, createTestUser } from "../../tests/support/factories";
import { loader as imageLoader } from "./sitemap-image.xml";
import { loader as sitemapLoader } from "./sitemap.xml";
import { sitemapUsername } from "~/features/seo/sitemap.server";

const call = async (loader: (args: never) => Promise<Response>) => {
  const res = await loader({ request: new Request("http://localhost:3000/x"), params: {}, context: {} } as never);
  return { res, xml: await res.text() };
};

describe("sitemaps", () => {
  it("lists only public URLs with the spec's priorities", async () => {
    const author = await createTestUser({ username: "gruene_feder" });
    await createTestUser({ username: "Ab" });
    await createTestUser({ username: "blog" });
    await createTestProvider({ slug: "oeffentlich", imageUrls: ["/media/provider-images/x/1.webp"], imageUrl: "/media/provider-images/x/1.webp" });
    await createTestProvider({ slug: "wartet", status: "pending" });
    const past = new Date(Date.now() - 86_400_000);
    await db.insert(blogArticles).values([
      {
        title: "Sichtbar",
        slug: "sichtbar",
        content: "<p>x</p>",
        status: "published",
        publishDate: past,
        authorId: author.id,
        featuredImageUrl: "/images/demo/blog-anbau.svg",
      },
      { title: "Entwurf", slug: "entwurf", content: "<p>x</p>", status: "draft", authorId: author.id },
      { title: "Geplant", slug: "geplant", content: "<p>x</p>", status: "scheduled", publishDate: new Date(Date.now() + 86_400_000), authorId: author.id },
    ]);

    const { res, xml } = await call(sitemapLoader as never);
    expect(res.headers.get("content-type")).toContain("application/xml");
    expect(xml).toContain("<loc>http://localhost:3000/</loc><priority>1.0</priority>");
    expect(xml).toContain("<loc>http://localhost:3000/blog</loc><priority>0.9</priority>");
    expect(xml).toContain("<loc>http://localhost:3000/contests</loc><priority>0.4</priority>");
    expect(xml).toContain("<loc>http://localhost:3000/so-sortieren-wir</loc><priority>0.4</priority>");
    // No approved shop yet: no coupon overview.
    expect(xml).not.toContain("/gutscheincodes</loc>");
    expect(xml).toMatch(/<loc>http:\/\/localhost:3000\/empfehlung\/oeffentlich<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><priority>0.9<\/priority>/);
    expect(xml).toContain("/blog/gruene-feder/sichtbar</loc>");
    expect(xml).toMatch(/gruene-feder\/sichtbar<\/loc><lastmod>[^<]+<\/lastmod><priority>0.8</);
    expect(xml).toMatch(/localhost:3000\/gruene-feder<\/loc><lastmod>[^<]+<\/lastmod><priority>0.5</);
    for (const hidden of ["wartet", "entwurf", "geplant", "/Ab<", "3000/blog</loc><lastmod"]) expect(xml).not.toContain(hidden);

    const images = await call(imageLoader as never);
    expect(images.xml).toContain("<image:loc>http://localhost:3000/media/provider-images/x/1.webp</image:loc>");
    expect(images.xml).toContain("<image:loc>http://localhost:3000/images/demo/blog-anbau.svg</image:loc><image:title>Sichtbar</image:title>");
    expect(images.xml).not.toContain("wartet");
  });

  it("accepts only usernames of 3+ characters a-z 0-9 _ - that are no route words", () => {
    expect(sitemapUsername("lena_gruen")).toBe(true);
    expect(sitemapUsername("ab")).toBe(false);
    expect(sitemapUsername("Lena")).toBe(false);
    expect(sitemapUsername("blog")).toBe(false);
    expect(sitemapUsername(null)).toBe(false);
  });
});
