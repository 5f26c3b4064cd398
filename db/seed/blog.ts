import * as s from "../schema";
import { ARTICLES, BLOG_CATEGORIES, BLOG_TAGS, LIST_ITEMS, PARAGRAPHS } from "./blog-data";
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
  const linkLeads = [
    "Weitere Informationen findest du unter",
    "Mehr dazu gibt es bei",
    "Empfehlenswert ist auch ein Blick auf",
    "Einen guten Überblick bietet",
  ];
  const escape = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  for (const def of ARTICLES) {
    const author = ownerOf(def.author)!;
    const status = def.status ?? "published";
    const primary = def.categories[0];
    const paragraphs = blogRng.shuffle(PARAGRAPHS[primary]);
    const secondary = def.categories[1] ? blogRng.shuffle(PARAGRAPHS[def.categories[1]]) : [];
    const html: string[] = [`<p>${escape(def.intro)}</p>`];
    const articleId = ids.uuid();
    def.headings.forEach((heading, i) => {
      html.push(`<h2>${escape(heading)}</h2>`);
      html.push(`<p>${escape(paragraphs[i % paragraphs.length])}</p>`);
      if (secondary.length && i === 1) html.push(`<p>${escape(secondary[0])}</p>`);
      else if (blogRng.chance(0.5)) html.push(`<p>${escape(paragraphs[(i + 3) % paragraphs.length])}</p>`);
      if (i === 1) {
        const items = blogRng.sample(LIST_ITEMS[primary], 3);
        html.push(`<ul>${items.map((it) => `<li>${escape(it)}</li>`).join("")}</ul>`);
      }
      const link = def.links[i];
      if (link) {
        const lead = linkLeads[(i + def.title.length) % linkLeads.length];
        html.push(`<p>${lead} <a href="${escape(link.url)}">${escape(link.text)}</a>.</p>`);
        articleLinks.push({
          id: ids.uuid(),
          articleId,
          linkUrl: link.url,
          linkText: link.text,
          linkContext: `${lead} ${link.text}.`,
          isDofollow: Boolean(link.dofollow),
          updatedBy: link.dofollow ? admin.id : null,
        });
      }
    });
    const publishDate =
      status === "scheduled"
        ? at(120, 8 * 60)
        : status === "draft"
          ? null
          : between(blogRng, later(author.createdAt, at(-330)), at(-2));
    const createdAt = publishDate && status === "published" ? new Date(publishDate.getTime() - blogRng.int(1, 5) * DAY) : between(blogRng, at(-40), at(-3));
    let slug = slugify(def.title);
    while (articles.some((a) => a.authorId === author.id && a.slug === slug)) slug = `${slug}-2`;
    articles.push({
      id: articleId,
      title: def.title,
      content: html.join("\n"),
      excerpt: cut(def.intro, 200),
      slug,
      status,
      publishDate,
      featured: Boolean(def.featured),
      featuredByAdmin: Boolean(def.featuredByAdmin),
      viewCount: status === "published" ? blogRng.int(def.featuredByAdmin ? 800 : 40, def.featuredByAdmin ? 3200 : 1400) : 0,
      featuredImageUrl: DEMO_IMAGE_PATHS.blog(primary),
      featuredImageAlt: def.title,
      metaTitle: cut(def.title, 60),
      metaDescription: cut(def.intro, 160),
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
