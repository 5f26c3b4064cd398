import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { authorFollows, favorites, reviewHelpfulVotes, userActivities } from "~db/schema";
import { createTestArticle, createTestProvider, createTestReview, createTestUser } from "../support/factories";
import { approveProviderThroughApi, signIn, startApp } from "./harness";

/**
 * Pages shared between members (app/lib/member-template.server.ts, decision 0048) over HTTP against
 * the production bundle: a listed page is rendered once per kind of member for a stand-in member
 * and filled for each member; it is the same page a render for that member gives, carries nothing
 * of another member, and is emptied by every write like the anonymous page cache.
 */
let app: Awaited<ReturnType<typeof startApp>>;
const PASSWORD = "Test-Passwort-2026!";
const cookies: Record<string, string> = {};
let articlePath = "";
const providerPath = "/empfehlung/geteilte-seite-club";

beforeAll(async () => {
  process.env.PAGE_CACHE_SECONDS = "60"; // read when the bundle is imported
  const ada = await createTestUser({ username: "ada_mitglied", email: "ada@example.com", password: PASSWORD });
  const bea = await createTestUser({ username: "bea_mitglied", email: "bea.b@example.com", password: PASSWORD });
  await createTestUser({ username: "fritz_leser", email: "fritz@example.com", password: PASSWORD });
  await createTestUser({ username: "hans_leser", email: "hans@example.com", password: PASSWORD });
  const gina = await createTestUser({ username: "gina_aktiv", email: "gina@example.com", password: PASSWORD });
  // An article by ada; bea follows her; gina is active enough to report ('Melden' from 100 points).
  const article = await createTestArticle({ authorId: ada.id, slug: "geteilter-artikel", title: "Geteilter Artikel" });
  articlePath = `/blog/ada-mitglied/${article.slug}`;
  await db.insert(authorFollows).values({ followerId: bea.id, authorId: ada.id });
  await db.insert(userActivities).values({ userId: gina.id, totalActivityScore: 150 });
  // A provider ada created; bea keeps it as a favourite; hans reviewed it and fritz found that helpful.
  const jo = await createTestUser({ username: "jo_leser", email: "jo@example.com", password: PASSWORD });
  const ka = await createTestUser({ username: "ka_leser", email: "ka@example.com", password: PASSWORD });
  void jo;
  void ka;
  const hans = (await db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, "hans@example.com") }))!;
  const fritz = (await db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, "fritz@example.com") }))!;
  const provider = await createTestProvider({ name: "Geteilte Seite Club", slug: "geteilte-seite-club", userId: ada.id });
  await db.insert(favorites).values({ userId: bea.id, providerId: provider.id });
  const review = await createTestReview({ providerId: provider.id, userId: hans.id });
  await db.insert(reviewHelpfulVotes).values({ reviewId: review.id, userId: fritz.id });
  await createTestUser({ username: "cem_kreativ", email: "cem@example.com", password: PASSWORD, canCreateContests: true });
  await createTestUser({ username: "dora_chefin", email: "dora@example.com", password: PASSWORD, admin: true });
  await createTestUser({ username: "ed_apostroph", email: "ed'o@example.com", password: PASSWORD });
  app = await startApp();
  for (const email of [
    "ada@example.com",
    "bea.b@example.com",
    "cem@example.com",
    "dora@example.com",
    "ed'o@example.com",
    "fritz@example.com",
    "hans@example.com",
    "gina@example.com",
    "jo@example.com",
    "ka@example.com",
  ]) {
    cookies[email] = await signIn(app.url, email, PASSWORD);
  }
});

afterAll(async () => {
  await app?.close();
  delete process.env.PAGE_CACHE_SECONDS;
});

async function page(path: string, cookie: string) {
  const res = await fetch(`${app.url}${path}`, { headers: { cookie }, redirect: "manual" });
  return { res, shared: res.headers.get("x-member-template"), html: await res.text() };
}

/** The account menus of a page (desktop and phone). */
const accountMenus = (html: string) => [...html.matchAll(/<nav aria-label="Benutzermenü">[\s\S]*?<\/nav>/g)].map((m) => m[0]);

/** The page without its scripts, the script nonce written as N. */
const markup = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/nonce="[^"]*"/g, 'nonce="N"');

/** The loader data the browser decodes from the page (React Router's own decoder). */
async function loaderData(html: string): Promise<unknown> {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => JSON.parse(m[1]!) as string);
  expect(chunks.length).toBeGreaterThan(0);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  const decoded = await decodeViaTurboStream(stream, globalThis as unknown as Window);
  await decoded.done;
  return decoded.value;
}

/** Loader data without the provider page's `now` (the moment of its render). */
function withoutNow(data: unknown): unknown {
  return JSON.parse(JSON.stringify(data, (key, value: unknown) => (key === "now" ? undefined : value)));
}

describe("pages shared between members", () => {
  it("renders home once and fills it for each member: the page a render of their own gives, nothing of another member", async () => {
    const ada = cookies["ada@example.com"]!;
    const bea = cookies["bea.b@example.com"]!;
    const first = await page("/", ada);
    expect(first.res.status).toBe(200);
    expect(first.shared).toBe("miss");
    const again = await page("/", ada);
    expect(again.shared).toBe("hit");
    const other = await page("/", bea);
    expect(other.shared).toBe("hit");

    for (const p of [first, again, other]) expect(p.html.includes("hntpl")).toBe(false);
    expect(accountMenus(first.html)).toHaveLength(2);
    expect(first.html).toContain("ada_mitglied");
    expect(first.html).toContain("ada@example.com");
    expect(first.html).toContain('href="/ada-mitglied"');
    expect(other.html).toContain("bea_mitglied");
    expect(other.html).toContain("bea.b@example.com");
    expect(other.html).toContain('href="/bea-mitglied"');
    // The account menu is the member's own (their names can appear elsewhere, e.g. as a writer).
    expect(accountMenus(other.html).join()).not.toMatch(/ada_mitglied|ada@example\.com|ada-mitglied/);
    expect(accountMenus(first.html).join()).not.toMatch(/bea_mitglied|bea\.b@example\.com|bea-mitglied/);
    expect(other.html.includes("ada@example.com")).toBe(false);
    expect(first.html.includes("bea.b@example.com")).toBe(false);
    // The initials of the avatar: "ada_mitglied" → "AM".
    expect(first.html).toMatch(/>AM<\/span>/);
    expect(other.html).toMatch(/>BM<\/span>/);

    // A cookie the shared pages do not know: rendered for the member alone, the same page.
    const own = await page("/", `${bea}; anderes=1`);
    expect(own.shared).toBeNull();
    expect(markup(other.html)).toBe(markup(own.html));
    expect(await loaderData(other.html)).toEqual(await loaderData(own.html));
  });

  it("fills this request's script nonce, the one its Content-Security-Policy allows", async () => {
    const ada = cookies["ada@example.com"]!;
    await page("/blog", ada);
    const { res, shared, html } = await page("/blog", ada);
    expect(shared).toBe("hit");
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const nonces = [...html.matchAll(/<script\b[^>]*\bnonce="([^"]*)"/g)].map((m) => m[1]);
    expect(nonces.length).toBeGreaterThan(0);
    for (const n of nonces) expect(n).toBe(nonce);
  });

  it("shares /blog and searches; a provider page, an admin's page, a flash message and a value that needs escaping are rendered for the member", async () => {
    const ada = cookies["ada@example.com"]!;
    const blog = await page("/blog", ada);
    const own = await page("/blog", `${ada}; anderes=1`);
    expect(markup(blog.html)).toBe(markup(own.html));
    expect(await loaderData(blog.html)).toEqual(await loaderData(own.html));
    await page("/?q=Berlin", ada);
    expect((await page("/?q=Berlin", ada)).shared).toBe("hit");

    const favoritesPage = await page("/favorites", ada);
    expect(favoritesPage.res.status).toBe(200);
    expect(favoritesPage.shared).toBeNull();

    const admin = await page("/", cookies["dora@example.com"]!);
    expect(admin.shared).toBeNull();
    expect(admin.html).toContain("dora_chefin");
    expect(admin.html).toContain('href="/admin"');

    const flash = await page("/", `${ada}; hn_flash=${encodeURIComponent(JSON.stringify({ type: "success", message: "Gespeichert" }))}`);
    expect(flash.shared).toBeNull();
    expect(flash.html).toContain("Gespeichert");

    const apostrophe = await page("/", cookies["ed'o@example.com"]!);
    expect(apostrophe.shared).toBeNull();
    expect(apostrophe.html).toContain("ed_apostroph");
  });

  it("shares an article between members in the same state: following its writer or not, allowed to report or not; its author's is their own", async () => {
    // The author first: their visit stores their activity score, which the article shows (a change
    // without a write, which a kept page shows after at most PAGE_CACHE_SECONDS).
    expect((await page(articlePath, cookies["ada@example.com"]!)).shared).toBeNull();
    const follower = await page(articlePath, cookies["bea.b@example.com"]!);
    expect(follower.res.status).toBe(200);
    expect(follower.shared).toBe("miss");
    const reader = await page(articlePath, cookies["fritz@example.com"]!);
    expect(reader.shared).toBe("miss");
    expect((await page(articlePath, cookies["hans@example.com"]!)).shared).toBe("hit");
    const active = await page(articlePath, cookies["gina@example.com"]!);
    expect(active.shared).toBe("miss");

    const data = (await loaderData(follower.html)) as { loaderData: Record<string, { isFollowing?: boolean; canReport?: boolean }> };
    const route = Object.values(data.loaderData).find((d) => d && "isFollowing" in d)!;
    expect(route).toMatchObject({ isFollowing: true, canReport: false });
    expect(active.html).toContain("Melden");
    expect(reader.html.includes("bea.b@example.com")).toBe(false);

    for (const [email, shared] of [
      ["bea.b@example.com", follower],
      ["fritz@example.com", reader],
      ["gina@example.com", active],
    ] as const) {
      const own = await page(articlePath, `${cookies[email]}; anderes=1`);
      expect(own.shared).toBeNull();
      expect(markup(shared.html)).toBe(markup(own.html));
      expect(await loaderData(shared.html)).toEqual(await loaderData(own.html));
    }
  });

  it("shares a provider page between members in the same state, with each member's own referral link; its creator's and a reviewer's are their own", async () => {
    const plain = await page(providerPath, cookies["jo@example.com"]!);
    expect(plain.res.status).toBe(200);
    expect(plain.shared).toBe("miss");
    expect((await page(providerPath, cookies["ka@example.com"]!)).shared).toBe("hit");
    const favourite = await page(providerPath, cookies["bea.b@example.com"]!);
    expect(favourite.shared).toBe("miss");
    const voter = await page(providerPath, cookies["fritz@example.com"]!);
    expect(voter.shared).toBe("miss");
    const active = await page(providerPath, cookies["gina@example.com"]!);
    expect(active.shared).toBe("miss");
    expect((await page(providerPath, cookies["ada@example.com"]!)).shared).toBeNull(); // created it
    expect((await page(providerPath, cookies["hans@example.com"]!)).shared).toBeNull(); // reviewed it

    const shareIds = [plain, favourite].map((p) =>
      /data-share-url="[^"]*[?&]amp;?ref=([A-Za-z0-9_-]+)|data-share-url="[^"]*\?ref=([A-Za-z0-9_-]+)/.exec(p.html),
    );
    expect(shareIds[0]).not.toBeNull();
    expect(shareIds[1]).not.toBeNull();
    expect(shareIds[0]![0]).not.toBe(shareIds[1]![0]);

    for (const [email, shared] of [
      ["jo@example.com", plain],
      ["bea.b@example.com", favourite],
      ["fritz@example.com", voter],
      ["gina@example.com", active],
    ] as const) {
      expect(shared.html.includes("hntpl")).toBe(false);
      const own = await page(providerPath, `${cookies[email]}; anderes=1`);
      expect(own.shared).toBeNull();
      expect(markup(shared.html)).toBe(markup(own.html));
      // The moment 'Jetzt geöffnet' is computed for is the render's.
      expect(withoutNow(await loaderData(shared.html))).toEqual(withoutNow(await loaderData(own.html)));
    }
    expect(favourite.html).toContain('aria-pressed="true"');
    expect(plain.html).not.toContain('aria-pressed="true"');
  });

  it("keeps one render per kind of member: a member who may create contests gets their own", async () => {
    await page("/blog?kategorie=x", cookies["ada@example.com"]!);
    const cem = await page("/blog?kategorie=x", cookies["cem@example.com"]!);
    expect(cem.shared).toBe("miss");
    expect(cem.html).toContain("cem_kreativ");
    expect(cem.html.includes("ada@example.com") || cem.html.includes("hntpl")).toBe(false);
    expect((await page("/blog?kategorie=x", cookies["bea.b@example.com"]!)).shared).toBe("hit");
  });

  it("answers HEAD like GET, without a body", async () => {
    const res = await fetch(`${app.url}/`, { method: "HEAD", headers: { cookie: cookies["ada@example.com"]! } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-member-template")).toBe("hit");
    expect(await res.text()).toBe("");
  });

  it("shows a change at once: a successful write empties the shared pages", async () => {
    const ada = cookies["ada@example.com"]!;
    const provider = await createTestProvider({ name: "Mitgliederseite Club", status: "pending", slug: "mitgliederseite-club" });
    const before = await page("/", ada);
    expect(before.html).not.toContain("Mitgliederseite Club");
    expect((await page("/", ada)).shared).toBe("hit");
    const saved = await approveProviderThroughApi(app.url, cookies["dora@example.com"]!, provider);
    expect(saved.status).toBe(200);
    const after = await page("/", ada);
    expect(after.shared).toBe("miss");
    expect(after.html).toContain("Mitgliederseite Club");
  });
});
