import { and, eq } from "drizzle-orm";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorFollows, blogArticleLinks, contentReports, favorites, providerClaims, providerInfoReports, reviews } from "~db/schema";
import { db } from "~/lib/db.server";
import { providerPath } from "~/lib/paths";
import { createTestArticle, createTestProvider, createTestReview, createTestUser } from "../support/factories";
import { signIn, startApp } from "./harness";

/**
 * Decision 0025 (issue #27 target 1): the primary actions as plain forms, submitted by the browser
 * itself (JavaScript off, or a click before the app's scripts started). Such a submission navigates
 * (`Sec-Fetch-Mode: navigate`): it is answered with a 303 back to its page and the outcome as a
 * flash message; a fetcher (no `navigate`) still gets the JSON answer.
 */
let app: Awaited<ReturnType<typeof startApp>>;
let member: string;
let moderator: string;
let memberId: string;
let authorId: string;
let providerId: string;
let page: string;
let otherReviewId: string;
const PASSWORD = "Test-Passwort-2026!";

beforeAll(async () => {
  const m = await createTestUser({ username: "nora_nativ", email: "nora@example.com", password: PASSWORD });
  const author = await createTestUser({ username: "anton_autor", email: "anton@example.com", password: PASSWORD });
  await createTestUser({ username: "mona_moderiert", email: "mona@example.com", password: PASSWORD, admin: true });
  memberId = m.id;
  authorId = author.id;
  const provider = await createTestProvider({ name: "Ohne Skript Club" });
  providerId = provider.id;
  page = providerPath(provider);
  otherReviewId = (await createTestReview({ providerId, userId: author.id, title: "Schöner Laden" })).id;
  app = await startApp();
  member = await signIn(app.url, "nora@example.com", PASSWORD);
  moderator = await signIn(app.url, "mona@example.com", PASSWORD);
});

afterAll(async () => {
  await app?.close();
});

/**
 * A form submitted by the browser itself: a navigation, from `from` (the Referer). Sent with
 * node:http, as fetch() replaces Sec-Fetch-Mode with its own "cors".
 */
function nativePost(path: string, form: Record<string, string>, opts: { cookie?: string; from?: string; referer?: string } = {}): Promise<Response> {
  const body = new URLSearchParams(form).toString();
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    "content-length": String(Buffer.byteLength(body)),
    accept: "text/html,application/xhtml+xml",
    "sec-fetch-mode": "navigate",
    "sec-fetch-dest": "document",
  };
  if (opts.from) headers.referer = `${app.url}${opts.from}`;
  if (opts.referer) headers.referer = opts.referer;
  if (opts.cookie) headers.cookie = opts.cookie;
  return new Promise((resolve, reject) => {
    const req = http.request(`${app.url}${path}`, { method: "POST", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const answer = new Headers();
        for (const [key, value] of Object.entries(res.headers)) {
          for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) answer.append(key, v);
        }
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode!, headers: answer }));
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The first `<tag ...>` of the page whose attributes contain `text`. */
function tagWith(html: string, tag: string, text: string): string {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "g"))].map((m) => m[0]).find((t) => t.includes(text)) ?? "";
}

/** The flash message a response sets (hn_flash cookie), or null. */
function flashOf(res: Response): { type: string; message: string } | null {
  const raw = res.headers.getSetCookie().find((c) => c.startsWith("hn_flash="));
  if (!raw) return null;
  return JSON.parse(decodeURIComponent(raw.split(";")[0]!.slice("hn_flash=".length))) as { type: string; message: string };
}

describe("the heart and 'Folgen' as plain forms", () => {
  it("adds and removes a favourite and goes back to the page with the message", async () => {
    const added = await nativePost("/api/favorites", { providerId, favorite: "1" }, { cookie: member, from: page });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe(page);
    expect(flashOf(added)).toEqual({ type: "success", message: "Zu Favoriten hinzugefügt" });
    expect(
      await db
        .select()
        .from(favorites)
        .where(and(eq(favorites.userId, memberId), eq(favorites.providerId, providerId))),
    ).toHaveLength(1);

    const removed = await nativePost("/api/favorites", { providerId, favorite: "0" }, { cookie: member, from: page });
    expect(flashOf(removed)).toEqual({ type: "success", message: "Aus Favoriten entfernt" });
    expect(await db.select().from(favorites).where(eq(favorites.userId, memberId))).toHaveLength(0);
  });

  it("refuses a visitor with the German message and changes nothing", async () => {
    const res = await nativePost("/api/favorites", { providerId, favorite: "1" }, { from: page });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(page);
    expect(flashOf(res)).toEqual({ type: "error", message: "Du musst angemeldet sein, um Favoriten zu verwalten" });
    expect(await db.select().from(favorites).where(eq(favorites.providerId, providerId))).toHaveLength(0);
  });

  it("answers a fetcher as before (JSON, no redirect)", async () => {
    const res = await fetch(`${app.url}/api/favorites`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: member, "sec-fetch-mode": "cors" },
      body: new URLSearchParams({ providerId, favorite: "0" }).toString(),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, favorite: false });
  });

  it("follows an author; a foreign Referer leads home, not away", async () => {
    const res = await nativePost("/api/follows", { authorId, intent: "follow" }, { cookie: member, from: "/anton_autor" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/anton_autor");
    expect(flashOf(res)?.type).toBe("success");
    expect(
      await db
        .select()
        .from(authorFollows)
        .where(and(eq(authorFollows.followerId, memberId), eq(authorFollows.authorId, authorId))),
    ).toHaveLength(1);

    const foreign = await nativePost("/api/follows", { authorId, intent: "unfollow" }, { cookie: member, referer: "https://evil.example/x" });
    expect(foreign.headers.get("location")).toBe("/");
  });

  it("refuses following oneself with the German message", async () => {
    const res = await nativePost("/api/follows", { authorId: memberId, intent: "follow" }, { cookie: member, from: "/" });
    expect(res.status).toBe(303);
    expect(flashOf(res)?.type).toBe("error");
    expect(await db.select().from(authorFollows).where(eq(authorFollows.authorId, memberId))).toHaveLength(0);
  });
});

describe("'Hilfreich' as a plain form (POST /api/reviews, intent=helpful)", () => {
  it("marks a review helpful and unmarks it, back at that review with the message", async () => {
    const back = `${page}?bewertungen=hilfreichste#review-${otherReviewId}`;
    const added = await nativePost("/api/reviews", { intent: "helpful", reviewId: otherReviewId, back }, { cookie: member, from: page });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe(back);
    expect(flashOf(added)).toEqual({ type: "success", message: "Als hilfreich markiert!" });
    expect((await db.select({ n: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, otherReviewId)))[0]!.n).toBe(1);

    const removed = await nativePost("/api/reviews", { intent: "helpful", reviewId: otherReviewId, back }, { cookie: member, from: page });
    expect(flashOf(removed)).toEqual({ type: "success", message: "Hilfreich-Markierung entfernt" });
    expect((await db.select({ n: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, otherReviewId)))[0]!.n).toBe(0);
  });

  it("refuses a visitor with the German message, and does not follow a 'back' outside the site", async () => {
    const res = await nativePost("/api/reviews", { intent: "helpful", reviewId: otherReviewId, back: "https://evil.example/x" }, { from: page });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).not.toContain("evil.example");
    expect(flashOf(res)?.type).toBe("error");
    expect(flashOf(res)?.message).toMatch(/anmelden/);
    expect((await db.select({ n: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, otherReviewId)))[0]!.n).toBe(0);
  });
});

describe("'Jetzt Bewerten' without JavaScript (?bewerten=1, the provider page's action)", () => {
  it("renders the form in the page for a member, not for a visitor", async () => {
    const html = await (await fetch(`${app.url}${page}?bewerten=1`, { headers: { cookie: member } })).text();
    expect(html).toContain('id="bewertung-schreiben"');
    expect(tagWith(html, "form", 'id="bewertung-schreiben"')).toContain('method="post"');
    const visitor = await (await fetch(`${app.url}${page}?bewerten=1`)).text();
    expect(visitor).not.toContain('id="bewertung-schreiben"');
  });

  it("re-renders refused input with the German errors and what was typed", async () => {
    const res = await nativePost(
      `${page}?bewerten=1`,
      { intent: "create", providerId, rating: "4", title: "Ok", content: "Zu kurz" },
      { cookie: member, from: `${page}?bewerten=1` },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Mindestens 3 Zeichen erforderlich");
    expect(html).toContain("Mindestens 10 Zeichen erforderlich");
    expect(html).toContain('value="Ok"');
    expect(html).toContain(">Zu kurz</textarea>");
    const stars = [...html.matchAll(/<input[^>]*name="rating"[^>]*>/g)].map((m) => m[0]);
    expect(stars.filter((tag) => tag.includes("checked")).map((tag) => /value="(\d)"/.exec(tag)?.[1])).toEqual(["4"]);
    expect(await db.select().from(reviews).where(eq(reviews.userId, memberId))).toHaveLength(0);
  });

  it("saves a valid review and goes back to the reviews with the message", async () => {
    const res = await nativePost(
      `${page}?bewerten=1`,
      { intent: "create", providerId, rating: "5", title: "Ohne Skript bewertet", content: "Das Formular geht auch ohne JavaScript." },
      { cookie: member, from: `${page}?bewerten=1` },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${page}#bewertungen`);
    expect(flashOf(res)).toEqual({ type: "success", message: "Bewertung erfolgreich erstellt" });
    const [saved] = await db.select().from(reviews).where(eq(reviews.userId, memberId));
    expect(saved).toMatchObject({ rating: 5, title: "Ohne Skript bewertet" });
  });

  it("refuses a visitor (401) and saves nothing", async () => {
    const res = await nativePost(
      `${page}?bewerten=1`,
      { intent: "create", providerId, rating: "5", title: "Anonym", content: "Ohne Anmeldung geht es nicht." },
      { from: page },
    );
    expect(res.status).toBe(401);
    expect(await db.select().from(reviews).where(eq(reviews.title, "Anonym"))).toHaveLength(0);
  });

  it("takes only review writes at the page (delete is refused with a German 400)", async () => {
    const res = await nativePost(page, { intent: "delete", reviewId: otherReviewId }, { cookie: member, from: page });
    expect(res.status).toBe(400);
    expect(await db.select().from(reviews).where(eq(reviews.id, otherReviewId))).toHaveLength(1);
  });
});

describe("'Melden' without JavaScript (?melden={id}, POST /api/reports)", () => {
  it("renders the report form under the review for members with the gate", async () => {
    const html = await (await fetch(`${app.url}${page}?melden=${otherReviewId}`, { headers: { cookie: moderator } })).text();
    expect(html).toContain(`id="melden-${otherReviewId}"`);
    expect(html).toContain(`name="back" value="${page}"`);
  });

  it("reports and goes back to the form's page with the message", async () => {
    const res = await nativePost(
      "/api/reports",
      { targetType: "review", targetId: otherReviewId, reason: "Werbung", back: page },
      { cookie: moderator, from: `${page}?melden=${otherReviewId}` },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(page);
    expect(flashOf(res)?.type).toBe("success");
    expect(await db.select().from(contentReports).where(eq(contentReports.targetId, otherReviewId))).toHaveLength(1);
  });

  it("refuses a member below the gate with the German message; a `back` elsewhere is not followed", async () => {
    const res = await nativePost("/api/reports", { targetType: "review", targetId: otherReviewId, back: "//evil.example/" }, { cookie: member, from: page });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
    expect(flashOf(res)).toEqual({ type: "error", message: "Melden ist ab 100 Aktivitätspunkten möglich." });
    expect(await db.select().from(contentReports).where(eq(contentReports.targetId, otherReviewId))).toHaveLength(1);
  });
});

describe("'Eintrag beanspruchen' and 'Veraltete Info melden' without JavaScript (?beanspruchen=1, ?veraltet=1, the provider page's action)", () => {
  it("renders each plain form in the page for a member, posting to the page, not for a visitor", async () => {
    const claim = await (await fetch(`${app.url}${page}?beanspruchen=1`, { headers: { cookie: member } })).text();
    expect(tagWith(claim, "form", 'id="beanspruchen"')).toContain(`action="${page}?beanspruchen=1#beanspruchen"`);
    expect(tagWith(claim, "input", 'name="intent"')).toContain('value="claim"');
    expect(claim).toContain(`name="back" value="${page}"`);
    const outdated = await (await fetch(`${app.url}${page}?veraltet=1`, { headers: { cookie: member } })).text();
    expect(tagWith(outdated, "form", 'id="veraltete-info"')).toContain(`action="${page}?veraltet=1#veraltete-info"`);
    expect(tagWith(outdated, "input", 'name="intent"')).toContain('value="info-report"');
    const visitor = await (await fetch(`${app.url}${page}?beanspruchen=1&veraltet=1`)).text();
    expect(visitor).not.toContain('id="beanspruchen"');
    expect(visitor).not.toContain('id="veraltete-info"');
  });

  it("shows a refused claim again with the German errors and what was typed, and stores nothing", async () => {
    // Past the browser's length check (ten characters), but only spaces around three letters.
    const res = await nativePost(
      `${page}?beanspruchen=1`,
      { intent: "claim", providerId, note: "   Ich        ", contact: "nora@example.com", back: page },
      { cookie: member, from: `${page}?beanspruchen=1` },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Bitte beschreibe in 10 bis 1000 Zeichen, warum dir der Eintrag gehört.");
    expect(tagWith(html, "input", 'name="contact"')).toContain('value="nora@example.com"');
    expect(html).toContain(">   Ich        </textarea>");
    expect(await db.select().from(providerClaims).where(eq(providerClaims.providerId, providerId))).toHaveLength(0);
  });

  it("sends a claim and goes back to the page without the form, with the message", async () => {
    const res = await nativePost(
      `${page}?beanspruchen=1`,
      { intent: "claim", providerId, note: "Ich bin die Inhaberin dieses Clubs.", contact: "nora@example.com", back: page },
      { cookie: member, from: `${page}?beanspruchen=1` },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(page);
    expect(flashOf(res)).toEqual({ type: "success", message: "Danke! Dein Anspruch wird geprüft." });
    expect(await db.select().from(providerClaims).where(eq(providerClaims.providerId, providerId))).toHaveLength(1);
  });

  it("answers a second claim (no form shown any more: 'Dein Anspruch wird geprüft') with the message on the page", async () => {
    const res = await nativePost(
      `${page}?beanspruchen=1`,
      { intent: "claim", providerId, note: "Noch einmal: der Club gehört mir.", contact: "0170 1234567" },
      { cookie: member, from: `${page}?beanspruchen=1` },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(page);
    expect(flashOf(res)).toEqual({ type: "error", message: "Du hast diesen Eintrag bereits beansprucht. Ein Admin prüft deinen Anspruch." });
    expect(await db.select().from(providerClaims).where(eq(providerClaims.providerId, providerId))).toHaveLength(1);
  });

  it("reports outdated information and goes back to the page with the message; a refusal keeps the note", async () => {
    const refused = await nativePost(
      `${page}?veraltet=1`,
      { intent: "info-report", providerId, reason: "wetter", note: "Samstags geschlossen." },
      { cookie: member, from: `${page}?veraltet=1` },
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(">Samstags geschlossen.</textarea>");
    expect(await db.select().from(providerInfoReports).where(eq(providerInfoReports.providerId, providerId))).toHaveLength(0);
    const res = await nativePost(
      `${page}?veraltet=1&bewertungen=neueste`,
      { intent: "info-report", providerId, reason: "hours", note: "Samstags geschlossen.", back: page },
      { cookie: member, from: `${page}?veraltet=1` },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${page}?bewertungen=neueste`);
    expect(flashOf(res)).toEqual({ type: "success", message: "Danke! Wir prüfen die Angaben und informieren den Eintrag-Inhaber." });
    expect(await db.select().from(providerInfoReports).where(eq(providerInfoReports.providerId, providerId))).toHaveLength(1);
  });

  it("refuses a visitor with the German message and stores nothing", async () => {
    const claim = await nativePost(
      `${page}?beanspruchen=1`,
      { intent: "claim", providerId, note: "Ich bin es, wirklich wahr.", contact: "x@example.com" },
      { from: page },
    );
    expect(claim.status).toBe(303);
    expect(claim.headers.get("location")).toBe(page);
    expect(flashOf(claim)).toEqual({ type: "error", message: "Du musst angemeldet sein, um einen Eintrag zu beanspruchen." });
    const outdated = await nativePost(`${page}?veraltet=1`, { intent: "info-report", providerId, reason: "hours" }, { from: page });
    expect(flashOf(outdated)).toEqual({ type: "error", message: "Du musst angemeldet sein, um veraltete Infos zu melden." });
    // The API routes (the dialogs' fetchers; a plain form of an older page) refuse the same way.
    const api = await nativePost(
      "/api/provider-claims",
      { providerId, note: "Ich bin es, wirklich wahr.", contact: "x@example.com", back: page },
      { from: page },
    );
    expect(flashOf(api)?.type).toBe("error");
    expect(await db.select().from(providerClaims).where(eq(providerClaims.providerId, providerId))).toHaveLength(1);
    expect(await db.select().from(providerInfoReports).where(eq(providerInfoReports.providerId, providerId))).toHaveLength(1);
  });

  it("answers a fetcher as before (JSON, no redirect)", async () => {
    const res = await fetch(`${app.url}/api/info-reports`, {
      method: "POST",
      headers: { cookie: moderator, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ providerId, reason: "hours" }).toString(),
      redirect: "manual",
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
  });
});

describe("an admin's link management of an article as plain forms (a click before its code arrived)", () => {
  async function articleWithLink() {
    const article = await createTestArticle({ authorId });
    const [link] = await db
      .insert(blogArticleLinks)
      .values({ articleId: article.id, linkUrl: "https://example.com/quelle", linkText: "Quelle", isDofollow: false })
      .returning();
    return { article, link: link!, links: `/blog/anton-autor/${article.slug}?tab=links` };
  }
  const dofollow = async (id: string) => (await db.select().from(blogArticleLinks).where(eq(blogArticleLinks.id, id)))[0]!.isDofollow;

  it("toggles a link and goes back to the link management with the message", async () => {
    const { link, links } = await articleWithLink();
    const res = await nativePost(links.split("?")[0]!, { intent: "toggleLink", linkId: link.id, dofollow: "true" }, { cookie: moderator, from: links });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(links);
    expect(flashOf(res)).toEqual({ type: "success", message: "Link auf dofollow gesetzt" });
    expect(await dofollow(link.id)).toBe(true);
    // The page it goes back to shows the switch on, as a submit button of a plain form.
    const html = await (await fetch(`${app.url}${links}`, { headers: { cookie: moderator } })).text();
    expect(tagWith(html, "button", 'role="switch"')).toContain('aria-checked="true"');
    expect(tagWith(html, "button", 'role="switch"')).toContain('type="submit"');
    expect(tagWith(html, "input", 'name="dofollow"')).toContain('value="false"');
  });

  it("refuses a member with the German message and changes nothing", async () => {
    const { link, links } = await articleWithLink();
    const res = await nativePost(links.split("?")[0]!, { intent: "toggleLink", linkId: link.id, dofollow: "true" }, { cookie: member, from: links });
    expect(res.status).toBe(303);
    expect(flashOf(res)?.type).toBe("error");
    expect(flashOf(res)?.message).toMatch(/^[A-ZÄÖÜ].*[.!]?$/);
    expect(await dofollow(link.id)).toBe(false);
    const scan = await nativePost(links.split("?")[0]!, { intent: "scanLinks", articleId: link.articleId }, { cookie: member, from: links });
    expect(flashOf(scan)?.type).toBe("error");
  });

  it("answers a fetcher as before (JSON, no redirect)", async () => {
    const { link, links } = await articleWithLink();
    // A fetcher posts to the route's `.data` address (React Router's single fetch).
    const res = await fetch(`${app.url}${links.split("?")[0]}.data`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: moderator, "sec-fetch-mode": "cors" },
      body: new URLSearchParams({ intent: "scanLinks", articleId: link.articleId }).toString(),
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("hn_flash="))).toBe(false);
    expect(await res.text()).toContain("Keine neuen Links gefunden");
  });
});

describe("sign-in without JavaScript", () => {
  it("goes on to the return path with the session cookie", async () => {
    const res = await nativePost(`/auth?redirectTo=${encodeURIComponent(page)}`, { intent: "signin", email: "nora@example.com", password: PASSWORD });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(page);
    expect(res.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(true);
  });

  it("keeps a wrong password on the page (no session)", async () => {
    const res = await nativePost("/auth", { intent: "signin", email: "nora@example.com", password: "Falsches-Passwort-1!" });
    expect(res.status).not.toBe(303);
    expect(res.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(false);
  });
});
