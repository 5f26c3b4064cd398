import * as s from "../schema";
import { ARTICLES, type Block } from "./blog-articles";
import { BLOG_CATEGORIES, BLOG_TAGS } from "./blog-data";
import { at, between, cut, DAY, DEMO_IMAGE_PATHS, insertMany, later, type People, type SeedContext } from "./context";
import { createRng, slugify } from "./random";

/** db/schema/blog.ts: categories, tags, articles with their links. */
export async function seedBlog(ctx: SeedContext, { admin, ownerOf }: People) {
  const { tx, ids, summary } = ctx;
  const blogRng = createRng("blog");
  const categories = BLOG_CATEGORIES.map((c, i) => ({
    id: ids.uuid(),
    name: c.name,
    slug: c.slug,
    description: c.description,
    isActive: true,
    sortOrder: i,
    createdAt: at(-430),
  }));
  const tags = BLOG_TAGS.map((name) => ({ id: ids.uuid(), name, slug: slugify(name), createdAt: at(-430) }));
  await insertMany(tx, s.blogCategories, categories);
  await insertMany(tx, s.blogTags, tags);

  const articles: (s.NewBlogArticle & { id: string; authorId: string; status: "draft" | "published" | "scheduled" })[] = [];
  const articleCategories: (typeof s.blogArticleCategories.$inferInsert)[] = [];
  const articleTags: (typeof s.blogArticleTags.$inferInsert)[] = [];
  const articleLinks: (typeof s.blogArticleLinks.$inferInsert)[] = [];
  for (const def of ARTICLES) {
    const author = ownerOf(def.author)!;
    const status = def.status ?? "published";
    const primary = def.categories[0];
    const articleId = ids.uuid();
    const { html, links } = renderArticle(def.body);
    for (const link of links) {
      const dofollow = Boolean(def.dofollow?.includes(link.url));
      articleLinks.push({
        id: ids.uuid(),
        articleId,
        linkUrl: link.url,
        linkText: link.text,
        linkContext: link.context,
        isDofollow: dofollow,
        updatedBy: dofollow ? admin.id : null,
      });
    }
    const publishDate = status === "scheduled" ? at(120, 8 * 60) : status === "draft" ? null : between(blogRng, later(author.createdAt, at(-330)), at(-2));
    const createdAt = publishDate && status === "published" ? new Date(publishDate.getTime() - blogRng.int(1, 5) * DAY) : between(blogRng, at(-40), at(-3));
    let slug = slugify(def.title);
    while (articles.some((a) => a.authorId === author.id && a.slug === slug)) slug = `${slug}-2`;
    articles.push({
      id: articleId,
      title: def.title,
      content: html,
      excerpt: def.excerpt,
      slug,
      status,
      publishDate,
      featured: Boolean(def.featured),
      featuredByAdmin: Boolean(def.featuredByAdmin),
      viewCount: status === "published" ? blogRng.int(def.featuredByAdmin ? 800 : 40, def.featuredByAdmin ? 3200 : 1400) : 0,
      featuredImageUrl: DEMO_IMAGE_PATHS.blog(primary),
      featuredImageAlt: def.title,
      metaTitle: cut(def.title, 60),
      metaDescription: cut(def.excerpt, 160),
      language: "de",
      authorId: author.id,
      createdAt,
      updatedAt: publishDate && status === "published" ? publishDate : createdAt,
    });
    for (const c of def.categories) articleCategories.push({ articleId, categoryId: categories.find((x) => x.slug === c)!.id });
    for (const t of def.tags) articleTags.push({ articleId, tagId: tags.find((x) => x.name === t)!.id });
  }
  for (const l of articleLinks) {
    const a = articles.find((x) => x.id === l.articleId)!;
    l.createdAt = a.createdAt;
    l.updatedAt = a.updatedAt;
  }
  await insertMany(tx, s.blogArticles, articles);
  await insertMany(tx, s.blogArticleCategories, articleCategories);
  await insertMany(tx, s.blogArticleTags, articleTags);
  await insertMany(tx, s.blogArticleLinks, articleLinks);
  const publishedArticles = articles.filter((a) => a.status === "published");
  summary.articles = articles.length;
  summary.publishedArticles = publishedArticles.length;
  return { publishedArticles };
}

const escape = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Plain text of a written paragraph: inline links [text](url) become their text. */
export const plainText = (text: string) => text.replace(LINK, "$1");

/** The article HTML of a written body, and the links its paragraphs contain (with their sentence as context). */
export function renderArticle(body: Block[]) {
  const links: { url: string; text: string; context: string }[] = [];
  const inline = (text: string) => {
    let out = "";
    let last = 0;
    for (const m of text.matchAll(LINK)) {
      out += escape(text.slice(last, m.index)) + `<a href="${escape(m[2])}">${escape(m[1])}</a>`;
      links.push({ url: m[2], text: m[1], context: cut(plainText(text), 300) });
      last = m.index + m[0].length;
    }
    return out + escape(text.slice(last));
  };
  const html = body.map((block) => {
    if ("h2" in block) return `<h2>${escape(block.h2)}</h2>`;
    if ("p" in block) return `<p>${inline(block.p)}</p>`;
    const tag = "ul" in block ? "ul" : "ol";
    const items = "ul" in block ? block.ul : block.ol;
    return `<${tag}>${items.map((item) => `<li>${inline(item)}</li>`).join("")}</${tag}>`;
  });
  return { html: html.join("\n"), links };
}
