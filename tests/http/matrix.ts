import { eq } from "drizzle-orm";
import { blogArticleLinks, contestConfig, contests, providerChangeRequests, providerClaims, trash, userMessages } from "~db/schema";
import { db } from "~/lib/db.server";
import { deletePopup } from "~/features/popups/admin.server";
import { addAdminTestParticipants, createAdminTestContest } from "../support/admin-contest-factory";
import {
  createTestAdBanner,
  createTestArticle,
  createTestCoupon,
  createTestPopup,
  createTestMerchant,
  createTestProvider,
  createTestReview,
  createTestUser,
} from "../support/factories";

/**
 * The authorisation matrix: for every route module of app/routes.ts, the requests that read
 * private data or change anything, with the status each role must get. `authz.int.test.ts` runs
 * them over HTTP against the production bundle and fails on a route module missing here, so a
 * new route is unfinished until it has its rows. `fuzz-suite.ts` (run as `fuzz-1` to `fuzz-3.int.test.ts`) attacks every POST probe.
 *
 * Roles: anon (no session), member (owner of the fixtures), other (another member), admin.
 */
export type Role = "anon" | "member" | "other" | "admin";
export const ROLES: Role[] = ["anon", "member", "other", "admin"];
export const PASSWORD = "Test-Passwort-2026!";

export type Fixtures = Awaited<ReturnType<typeof createFixtures>>;

export async function createFixtures() {
  const member = await createTestUser({ username: "mira_member", email: "mira@example.com", password: PASSWORD });
  const other = await createTestUser({ username: "otto_other", email: "otto@example.com", password: PASSWORD });
  const admin = await createTestUser({ username: "ada_chefin", email: "ada@example.com", password: PASSWORD, admin: true });
  const memberProvider = await createTestProvider({ userId: member.id, name: "Miras Club" });
  const otherProvider = await createTestProvider({ userId: other.id, name: "Ottos Laden" });
  const pendingProvider = await createTestProvider({ userId: member.id, name: "Noch nicht frei", status: "pending", slug: `noch-nicht-frei-${Date.now()}` });
  const queuedProvider = await createTestProvider({ userId: member.id, name: "Wartet auf Freigabe", status: "pending", slug: `wartet-${Date.now()}` });
  const doomedProvider = await createTestProvider({ userId: member.id, name: "Wird gelöscht" });
  const memberReview = await createTestReview({ providerId: otherProvider.id, userId: member.id });
  /** Moderated by the admin probes (never deleted, unlike memberReview). */
  const moderatedReview = await createTestReview({ providerId: memberProvider.id, userId: other.id });
  const article = await createTestArticle({ authorId: member.id });
  const draft = await createTestArticle({ authorId: member.id, status: "draft", publishDate: null });
  const secondArticle = await createTestArticle({ authorId: member.id });
  const [articleLink] = await db
    .insert(blogArticleLinks)
    .values({ articleId: article.id, linkUrl: "https://example.com/matrix", linkText: "Matrix" })
    .returning();
  const hiddenArticle = await createTestArticle({ authorId: other.id, hiddenAt: new Date() });
  // Coupons: the member may submit codes (3 approved providers besides the ones the probes change).
  for (const name of ["Miras Shop", "Miras Werkstatt", "Miras Café"]) await createTestProvider({ userId: member.id, name });
  const merchant = await createTestMerchant({ name: "Matrix Markt", slug: "matrix-markt", createdBy: member.id });
  const coupon = await createTestCoupon({ merchantId: merchant.id, code: "MIRACODE", createdBy: member.id });
  const doomedCoupon = await createTestCoupon({ merchantId: merchant.id, code: "WEG10", createdBy: member.id });
  const pendingMerchant = await createTestMerchant({ name: "Wartender Markt", slug: null, status: "pending", createdBy: member.id });
  const pendingCoupon = await createTestCoupon({ merchantId: merchant.id, code: "WARTET5", status: "pending", createdBy: member.id });
  await createTestMerchant({ name: "Abgelehnter Markt", slug: "abgelehnter-markt", status: "rejected", createdBy: member.id });
  const [memberMessage] = await db.insert(userMessages).values({ userId: member.id, title: "Willkommen", content: "Schön, dass du da bist." }).returning();
  const ad = await createTestAdBanner({ placementKey: "matrix_slot" });
  const doomedAd = await createTestAdBanner();
  const popup = await createTestPopup();
  const doomedPopup = await createTestPopup({ isActive: false });
  // The 'Papierkorb' (issue #25): one entry to restore, one to purge.
  const trashEntry = async (title: string) => {
    const popup = await createTestPopup({ title, isActive: false });
    await deletePopup(admin, popup.id);
    return (await db.select().from(trash).where(eq(trash.objectId, popup.id)))[0]!;
  };
  const restorableEntry = await trashEntry("Zurück aus dem Papierkorb");
  const purgeableEntry = await trashEntry("Endgültig weg");
  const contest = await createAdminTestContest({ title: "Matrix-Verlosung", createdBy: member.id, voucherCode: "MATRIX10", prizeType: "voucher" });
  await addAdminTestParticipants(contest.id, [{ userId: other.id }]);
  const doomedContest = await createAdminTestContest({ title: "Wird gelöscht", createdBy: member.id });
  await addAdminTestParticipants(doomedContest.id, [{ userId: other.id }]);
  // Contests (issue #15 A): an active one to take part in, a pending one, the licence price list.
  const contestDates = { startDate: new Date(Date.now() - 86_400_000), endDate: new Date(Date.now() + 30 * 86_400_000) };
  const contestBase = { description: "Ein Gewinnspiel der Matrix.", termsAndConditions: "Teilnahmebedingungen der Matrix.", prizeValue: 10, ...contestDates };
  const [activeContest] = await db
    .insert(contests)
    .values({ ...contestBase, title: "Matrix-Gewinnspiel aktiv", slug: "matrix-gewinnspiel-aktiv", status: "active" })
    .returning();
  const [pendingContest] = await db
    .insert(contests)
    .values({ ...contestBase, title: "Wartende Verlosung", slug: "wartende-verlosung", status: "pending", createdBy: member.id })
    .returning();
  // Its own page /contests/{slug} (issue 25): taken part in from the page only.
  const [pageContest] = await db
    .insert(contests)
    .values({ ...contestBase, title: "Seiten-Gewinnspiel", slug: "seiten-gewinnspiel", status: "active" })
    .returning();
  await db.insert(contestConfig).values({ pricePerDay: 30, minDays: 1, maxDays: 30, isActive: true });
  // Claims (issue #18): an open claim of the other member on the member's listing, rejected by the admin probe.
  const [claim] = await db
    .insert(providerClaims)
    .values({ providerId: memberProvider.id, userId: other.id, note: "Ich kenne den Laden sehr gut.", contact: "otto@example.com" })
    .returning();
  // An approved claim of the other member on a listing of its own (no other probe uses it), revoked by the admin probe.
  const sharedProvider = await createTestProvider({ userId: admin.id, name: "Geteilter Laden" });
  const [approvedClaim] = await db
    .insert(providerClaims)
    .values({
      providerId: sharedProvider.id,
      userId: other.id,
      note: "Ich führe diesen Laden.",
      contact: "otto@example.com",
      status: "approved",
      decidedAt: new Date(),
    })
    .returning();
  // 'Eintrag bearbeiten' (issue #26): an owner's pending name change, rejected by the admin probe.
  const renamedProvider = await createTestProvider({ userId: other.id, name: "Ottos Umbenennung" });
  const [changeRequest] = await db
    .insert(providerChangeRequests)
    .values({ providerId: renamedProvider.id, requestedBy: other.id, changes: { name: "Ottos neuer Name" }, previous: { name: "Ottos Umbenennung" } })
    .returning();
  return {
    changeRequest: changeRequest!,
    claim: claim!,
    approvedClaim: approvedClaim!,
    contest,
    doomedContest,
    activeContest: activeContest!,
    pendingContest: pendingContest!,
    pageContest: pageContest!,
    ad,
    doomedAd,
    popup,
    doomedPopup,
    restorableEntry,
    purgeableEntry,
    member,
    other,
    admin,
    memberProvider,
    otherProvider,
    pendingProvider,
    queuedProvider,
    doomedProvider,
    memberReview,
    moderatedReview,
    article,
    draft,
    secondArticle,
    articleLink: articleLink!,
    hiddenArticle,
    merchant,
    coupon,
    doomedCoupon,
    pendingMerchant,
    pendingCoupon,
    memberMessage: memberMessage!,
  };
}

export type Body = Record<string, string | string[]>;
export type Expected = number | number[];

export type Probe = {
  label: string;
  method: "GET" | "POST";
  path: (f: Fixtures) => string;
  /** Form fields (urlencoded, or multipart when `multipart`); or a JSON value when `json`. */
  body?: (f: Fixtures) => Body;
  json?: boolean;
  multipart?: boolean;
  /** Allowed statuses per role. */
  expect: Record<Role, Expected>;
  /** Only these roles (for changes that can succeed once, e.g. a deletion). */
  only?: Role[];
  /** An endless answer (Server-Sent Events): only the status is checked, the body is cancelled. */
  stream?: boolean;
};

const all = (status: Expected): Record<Role, Expected> => ({ anon: status, member: status, other: status, admin: status });
const signedIn = (anon: Expected, rest: Expected): Record<Role, Expected> => ({ anon, member: rest, other: rest, admin: rest });
/** Back-office pages: anonymous to /auth, members refused, admins served with `status`. */
const adminOnly = (status: Expected): Record<Role, Expected> => ({ anon: 302, member: 403, other: 403, admin: status });
/** Back-office actions: anonymous 401, members refused, admins served with `status`. */
const adminAction = (status: Expected): Record<Role, Expected> => ({ anon: 401, member: 403, other: 403, admin: status });
const get = (label: string, path: (f: Fixtures) => string, expect: Record<Role, Expected>): Probe => ({ label, method: "GET", path, expect });
const post = (
  label: string,
  path: (f: Fixtures) => string,
  body: (f: Fixtures) => Body,
  expect: Record<Role, Expected>,
  extra: Partial<Probe> = {},
): Probe => ({
  label,
  method: "POST",
  path,
  body,
  expect,
  ...extra,
});
const postOnly = (path: string): Probe => get(`GET ${path} is refused`, () => path, all(405));

/** A valid contest form (dates from tomorrow on, opened a minute ago). */
const contestForm = (): Body => ({
  intent: "create",
  title: "Matrix-Gewinnspiel",
  description: "Eine Beschreibung mit genug Text.",
  prizeDescription: "Ein Paket",
  prizeType: "individual",
  prizeValue: "25",
  currency: "EUR",
  individualPrizeDescription: "Ein Paket mit Zubehör.",
  startDate: new Date(Date.now() + 86_400_000).toISOString(),
  endDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  termsAndConditions: "Teilnahme ab 18 Jahren, eine pro Person.",
  openedAt: String(Date.now() - 60_000),
});

/** The owner's form of 'Eintrag bearbeiten' for the member's listing, with new opening hours. */
const ownerEditForm = (f: Fixtures): Body => ({
  description: "Miras Club: Beratung, gemeinsamer Anbau und ein offenes Ohr.",
  phone: "030 1234567",
  name: f.memberProvider.name,
  category: f.memberProvider.category,
  city: f.memberProvider.city ?? "",
  countryCode: f.memberProvider.countryCode,
  hours_mo_open_0: "10:00",
  hours_mo_close_0: "18:00",
  clubAdmission: "open",
});

const claimForm = { note: "Ich bin der Inhaber dieses Ladens.", contact: "inhaber@example.com" };
const review = { rating: "5", title: "Sehr empfehlenswert", content: "Kompetente Beratung und eine ruhige Atmosphäre." };
const profileEdit = { username: "mira_member" };

/** Keyed by the route module file of app/routes.ts. */
export const MATRIX: Record<string, Probe[]> = {
  "routes/healthz.ts": [get("health", () => "/healthz", all(200))],
  "routes/api.auth.ts": [
    get("raw better-auth endpoints are not exposed", () => "/api/auth/get-session", all(404)),
    post(
      "raw sign-in endpoint is not exposed",
      () => "/api/auth/sign-in/email",
      () => ({ email: "mira@example.com", password: PASSWORD }),
      all(404),
    ),
  ],
  "routes/sitemap.xml.ts": [get("sitemap", () => "/sitemap.xml", all(200))],
  "routes/sitemap-image.xml.ts": [get("image sitemap", () => "/sitemap-image.xml", all(200))],
  "routes/rss.xml.ts": [get("rss", () => "/rss.xml", all(200))],
  "routes/robots.txt.ts": [get("robots.txt", () => "/robots.txt", all(200))],
  "routes/favicon.ico.ts": [get("favicon", () => "/favicon.ico", all(200))],
  "routes/brand-logo.ts": [get("publisher logo", () => "/images/logo.png", all(200))],
  "routes/app-icon.ts": [
    get("apple-touch-icon", () => "/apple-touch-icon.png", all(200)),
    get("apple-touch-icon, precomposed", () => "/apple-touch-icon-precomposed.png", all(200)),
    get("home-screen icon 192", () => "/images/app-icon-192.png", all(200)),
    get("home-screen icon 512", () => "/images/app-icon-512.png", all(200)),
  ],
  "routes/manifest.webmanifest.ts": [get("web app manifest", () => "/manifest.webmanifest", all(200))],
  "routes/bild.$width.ts": [
    get("image variant of a missing file", () => "/bild/320/provider-images/fehlt.webp", all(404)),
    get("image variant of an unknown width", () => "/bild/321/provider-images/fehlt.webp", all(404)),
    get("image variant outside the buckets", () => "/bild/320/..%2F..%2Fetc/passwd", all(404)),
  ],
  "routes/api.uploads.ts": [
    postOnly("/api/uploads"),
    post(
      "upload without a file",
      () => "/api/uploads",
      () => ({ kind: "review" }),
      signedIn(401, 400),
      { multipart: true },
    ),
  ],
  "routes/api.favorites.ts": [
    postOnly("/api/favorites"),
    post(
      "favourite a provider",
      () => "/api/favorites",
      (f) => ({ providerId: f.otherProvider.id, favorite: "1" }),
      signedIn(401, 200),
    ),
    post(
      "favourite an unknown provider",
      () => "/api/favorites",
      () => ({ providerId: "00000000-0000-4000-8000-000000000000", favorite: "1" }),
      signedIn(401, 404),
    ),
  ],
  "routes/api.reviews.ts": [
    postOnly("/api/reviews"),
    post(
      "update the member's review",
      () => "/api/reviews",
      (f) => ({ intent: "update", reviewId: f.memberReview.id, ...review }),
      {
        anon: 401,
        member: 200,
        other: 403,
        admin: 403,
      },
    ),
    post(
      "review a provider",
      () => "/api/reviews",
      (f) => ({ intent: "create", providerId: f.memberProvider.id, ...review }),
      signedIn(401, 200),
    ),
    post(
      "review a pending provider",
      () => "/api/reviews",
      (f) => ({ intent: "create", providerId: f.pendingProvider.id, ...review }),
      signedIn(401, 404),
    ),
    post(
      "mark the member's review helpful (not one's own)",
      () => "/api/reviews",
      (f) => ({ intent: "helpful", reviewId: f.memberReview.id }),
      {
        anon: 401,
        member: [400, 403],
        other: 200,
        admin: 200,
      },
    ),
    post(
      "delete the member's review",
      () => "/api/reviews",
      (f) => ({ intent: "delete", reviewId: f.memberReview.id }),
      {
        anon: 401,
        other: 403,
        admin: 403,
        member: 200,
      },
    ),
  ],
  "routes/api.provider-claims.ts": [
    postOnly("/api/provider-claims"),
    // The other member created otherProvider: owners cannot claim their own listing.
    post(
      "claim the other member's listing",
      () => "/api/provider-claims",
      (f) => ({ providerId: f.otherProvider.id, ...claimForm }),
      { anon: 401, member: 201, other: 400, admin: 201 },
    ),
    post(
      "claim a pending listing",
      () => "/api/provider-claims",
      (f) => ({ providerId: f.pendingProvider.id, ...claimForm }),
      signedIn(401, 404),
    ),
    post(
      "claim without a note",
      () => "/api/provider-claims",
      (f) => ({ providerId: f.doomedProvider.id, contact: "x@example.com" }),
      signedIn(401, 400),
    ),
  ],
  "routes/api.review-replies.ts": [
    postOnly("/api/review-replies"),
    // moderatedReview: the other member's review of the member's listing (the member owns it).
    post(
      "reply to a review of the member's listing",
      () => "/api/review-replies",
      (f) => ({ intent: "create", reviewId: f.moderatedReview.id, content: "Danke für deinen Besuch!" }),
      {
        anon: 401,
        member: 201,
        other: 403,
        admin: 403,
      },
    ),
    post(
      "edit the reply",
      () => "/api/review-replies",
      (f) => ({ intent: "update", reviewId: f.moderatedReview.id, content: "Danke, bis bald!" }),
      { anon: 401, member: 200, other: 403, admin: 403 },
    ),
    post(
      "reply with an empty text",
      () => "/api/review-replies",
      (f) => ({ intent: "update", reviewId: f.moderatedReview.id, content: " " }),
      { anon: 401, member: 400, other: 403, admin: 403 },
    ),
    post(
      "reply to an unknown review",
      () => "/api/review-replies",
      () => ({ intent: "create", reviewId: "00000000-0000-4000-8000-000000000000", content: "Hallo" }),
      signedIn(401, 404),
    ),
    post(
      "delete the reply",
      () => "/api/review-replies",
      (f) => ({ intent: "delete", reviewId: f.moderatedReview.id }),
      { anon: 401, member: 200, other: 403, admin: 200 },
      { only: ["anon", "other", "member"] },
    ),
  ],
  "routes/api.ads.ts": [
    get("a replacement banner", (f) => `/api/ads?placement=matrix_slot&exclude=${f.doomedAd.banner.id}`, all(200)),
    get("a bad placement key", () => "/api/ads?placement=%3Cscript%3E", all(400)),
    post(
      "an ad impression",
      () => "/api/ads",
      (f) => ({ bannerId: f.ad.banner.id, eventType: "impression", sessionId: "s-matrix", pageUrl: "/" }),
      all(200),
      { json: true },
    ),
    post(
      "an unknown event type",
      () => "/api/ads",
      (f) => ({ bannerId: f.ad.banner.id, eventType: "hover" }),
      all(400),
      { json: true },
    ),
  ],
  "routes/api.popup.ts": [
    get("the active popup", () => "/api/popup", all(200)),
    post(
      "a popup view",
      () => "/api/popup",
      (f) => ({ popupId: f.popup.id, interactionType: "view", sessionId: "s-matrix" }),
      all(200),
      { json: true },
    ),
    post(
      "an unknown interaction",
      () => "/api/popup",
      (f) => ({ popupId: f.popup.id, interactionType: "hug" }),
      all(400),
      { json: true },
    ),
  ],
  "routes/api.providers.events.ts": [
    postOnly("/api/providers/events"),
    post(
      "provider view event",
      () => "/api/providers/events",
      (f) => ({ providerId: f.memberProvider.id, eventType: "view" }),
      all(204),
      { json: true },
    ),
    post(
      "provider contact click",
      () => "/api/providers/events",
      (f) => ({ providerId: f.memberProvider.id, eventType: "detail_click", detail: "website" }),
      all(204),
      { json: true },
    ),
  ],
  "routes/api.providers.nearby.ts": [
    // Public map markers (approved providers only); bad coordinates or radii are a German 400.
    get("map markers near a point", () => "/api/providers/nearby?lat=52.52&lng=13.4&radius=25", all(200)),
    get("map markers with a category", () => "/api/providers/nearby?lat=52.52&lng=13.4&radius=100&kategorie=cscs_dispensarys", all(200)),
    get("map markers with a latitude out of range", () => "/api/providers/nearby?lat=95&lng=13.4", all(400)),
    get("map markers without coordinates", () => "/api/providers/nearby?radius=25", all(400)),
    get("map markers with an unknown radius", () => "/api/providers/nearby?lat=52.52&lng=13.4&radius=7", all(400)),
  ],
  "routes/api.suggest.ts": [
    // Public suggestions of the search bar (issue #26): approved providers, categories, places; bad input is a German 400.
    get("suggestions for 'Was?'", () => "/api/suggest?q=Miras&feld=was", all(200)),
    get("suggestions for 'Wo?'", () => "/api/suggest?q=Berl&feld=wo", all(200)),
    get("suggestions without a term", () => "/api/suggest", all(200)),
    get("suggestions for an unknown field", () => "/api/suggest?q=Berlin&feld=wann", all(400)),
    get("suggestions for a term of 101 characters", () => `/api/suggest?q=${"a".repeat(101)}`, all(400)),
  ],
  "routes/api.providers.$id.ts": [
    postOnly("/api/providers/x"),
    post(
      "admin saves a provider",
      (f) => `/api/providers/${f.memberProvider.id}`,
      () => ({
        name: "Miras Club",
        description: "Ein gemütlicher Social Club mit Beratung, Veranstaltungen und einem engagierten Team aus der Nachbarschaft.",
        category: "cscs_dispensarys",
        categories: ["cscs_dispensarys"],
        countryCode: "DE",
        city: "Berlin",
        address: "Hauptstraße 1",
        status: "approved",
        imageUrls: [],
      }),
      { anon: 401, member: 403, other: 403, admin: 200 },
      { json: true },
    ),
  ],
  "routes/api.follows.ts": [
    postOnly("/api/follows"),
    post(
      "follow the member",
      () => "/api/follows",
      (f) => ({ authorId: f.member.id, intent: "follow" }),
      { anon: 401, member: 400, other: 200, admin: 200 },
    ),
  ],
  "routes/api.reports.ts": [
    postOnly("/api/reports"),
    // Members without activity are below the gate (score 100); the admin may report.
    post(
      "report the member's article",
      () => "/api/reports",
      (f) => ({ targetType: "article", targetId: f.article.id }),
      { anon: 401, member: 403, other: 403, admin: 201 },
    ),
  ],
  "routes/api.info-reports.ts": [
    postOnly("/api/info-reports"),
    // Every signed-in member may report outdated info of a public entry (once while it is open).
    post(
      "report outdated info of a public entry",
      () => "/api/info-reports",
      (f) => ({ providerId: f.otherProvider.id, reason: "hours", note: "Sonntags geschlossen" }),
      signedIn(401, 201),
    ),
    post(
      "report outdated info of a pending entry",
      () => "/api/info-reports",
      (f) => ({ providerId: f.pendingProvider.id, reason: "hours" }),
      signedIn(401, 404),
    ),
    post(
      "report outdated info with an unknown reason",
      () => "/api/info-reports",
      (f) => ({ providerId: f.otherProvider.id, reason: "wetter" }),
      signedIn(401, 400),
    ),
  ],
  "routes/api.blog.views.ts": [
    postOnly("/api/blog/views"),
    post(
      "article view",
      () => "/api/blog/views",
      (f) => ({ slug: f.article.slug, username: "mira_member" }),
      all(200),
    ),
  ],
  "routes/api.profile-views.ts": [
    postOnly("/api/profile-views"),
    post(
      "profile view",
      () => "/api/profile-views",
      (f) => ({ profileId: f.member.id }),
      all(200),
    ),
  ],
  "routes/api.profile-link-click.ts": [
    postOnly("/api/profile-link-click"),
    post(
      "profile link click",
      () => "/api/profile-link-click",
      (f) => ({ profileId: f.member.id, linkIndex: "0" }),
      all(200),
    ),
  ],
  "routes/api.page-views.ts": [
    postOnly("/api/page-views"),
    // Without the consent cookie nothing is recorded, but the answer is the same 200 for everyone.
    post(
      "page view",
      () => "/api/page-views",
      () => ({ visitorId: "matrix-visitor-1", path: "/blog", title: "Blog" }),
      all(200),
    ),
    post(
      "page view with a bad path",
      () => "/api/page-views",
      () => ({ visitorId: "matrix-visitor-1", path: "blog" }),
      all(400),
    ),
  ],
  "routes/api.security-events.ts": [
    postOnly("/api/security-events"),
    post(
      "client monitor event",
      () => "/api/security-events",
      () => ({ kind: "context_menu", path: "/" }),
      all(200),
    ),
    post(
      "unknown monitor event",
      () => "/api/security-events",
      () => ({ kind: "drop_tables", path: "/" }),
      all(400),
    ),
  ],
  "routes/api.notifications.ts": [
    get("own inbox", () => "/api/notifications", signedIn(401, 200)),
    post(
      "mark the member's message read",
      () => "/api/notifications",
      (f) => ({ intent: "read", id: f.memberMessage.id }),
      { anon: 401, member: 200, other: 404, admin: 404 },
      { json: true },
    ),
    post(
      "mark all own messages read",
      () => "/api/notifications",
      () => ({ intent: "read_all" }),
      signedIn(401, 200),
      { json: true },
    ),
    post(
      "track a bell click",
      () => "/api/notifications",
      (f) => ({ intent: "track", type: "bell_click", ids: [f.memberMessage.id] }),
      signedIn(401, 200),
      { json: true },
    ),
    post(
      "an unknown interaction",
      () => "/api/notifications",
      (f) => ({ intent: "track", type: "hack", ids: [f.memberMessage.id] }),
      all(400),
      { json: true },
    ),
  ],
  "routes/api.notifications.stream.ts": [{ ...get("live inbox stream", () => "/api/notifications/stream", signedIn(401, 200)), stream: true }],
  "routes/admin.messages.tsx": [
    get("messaging tab", () => "/admin/messages", adminOnly(200)),
    post(
      "send to a selected member",
      () => "/admin/messages",
      (f) => ({ intent: "send", recipients: "selected", userIds: [f.other.id], title: "Hallo", content: "Nur für dich." }),
      adminAction(200),
    ),
    post(
      "send to all members",
      () => "/admin/messages",
      () => ({ intent: "send", recipients: "all_users", title: "Wartung", content: "Heute Nacht." }),
      adminAction(200),
    ),
    post(
      "send without a title",
      () => "/admin/messages",
      () => ({ intent: "send", recipients: "all_users", title: " ", content: "x" }),
      adminAction(400),
    ),
    post(
      "selected without recipients",
      () => "/admin/messages",
      () => ({ intent: "send", recipients: "selected", title: "Hallo", content: "x" }),
      adminAction(400),
    ),
    post(
      "self-test",
      () => "/admin/messages",
      () => ({ intent: "selftest" }),
      adminAction(200),
    ),
  ],
  "routes/admin.messages.search.ts": [get("recipient search", () => "/admin/messages/search?q=mira", adminAction(200))],
  "routes/admin.messages.$historyId.ts": [get("recipient status of a missing send", () => `/admin/messages/${crypto.randomUUID()}`, adminAction(404))],
  "routes/account.export.ts": [get("data export", () => "/account/export", signedIn(401, 200))],
  "routes/auth.tsx": [
    get("sign-in page", () => "/auth", signedIn(200, 302)),
    post(
      "sign-in with a wrong password",
      () => "/auth",
      () => ({ intent: "signin", email: "nobody@example.com", password: "Falsch-Passwort-1!" }),
      all([400, 401]),
    ),
  ],
  "routes/auth.callback.tsx": [get("callback without tokens", () => "/auth/callback", all(200))],
  "routes/forgot-password.tsx": [
    get("forgot-password page", () => "/forgot-password", all(200)),
    // One mail per address and minute: the repeated request of the next role is throttled.
    post(
      "request a reset mail",
      () => "/forgot-password",
      () => ({ email: "nobody@example.com" }),
      all([200, 429]),
    ),
  ],
  "routes/reset-password.tsx": [
    get("reset page without token", () => "/reset-password", all(400)),
    post(
      "reset without token",
      () => "/reset-password",
      () => ({ password: "Neues-Passwort-2026!", confirmPassword: "Neues-Passwort-2026!" }),
      all([400, 401]),
    ),
  ],
  "routes/logout.ts": [get("logout by GET does nothing", () => "/logout", all(302))],
  "routes/_layout.tsx": [],
  "routes/home.tsx": [get("home", () => "/", all(200))],
  "routes/empfehlung.$key.tsx": [
    get("approved provider", (f) => `/empfehlung/${f.memberProvider.slug}`, all(200)),
    get("pending provider by id", (f) => `/empfehlung/${f.pendingProvider.id}`, { anon: 404, member: [200, 301, 404], other: 404, admin: [200, 301] }),
    // The plain review form without JavaScript (decision 0025): saved, a 303 back to the reviews.
    post(
      "review by the page's plain form",
      (f) => `/empfehlung/${f.otherProvider.slug}?bewerten=1`,
      (f) => ({ intent: "create", providerId: f.otherProvider.id, ...review }),
      signedIn(401, 303),
    ),
    post(
      "update another's review by the page's plain form",
      (f) => `/empfehlung/${f.otherProvider.slug}?bewerten=1`,
      (f) => ({ intent: "update", reviewId: f.moderatedReview.id, ...review }),
      {
        anon: 401,
        member: 403,
        other: 303,
        admin: 403,
      },
    ),
    // The plain claim and info-report forms (?beanspruchen=1, ?veraltet=1) post to the page: sent,
    // and refused without a form to show (visitors, a second claim or report), a 303 back with the
    // message as a flash (tests/http/native-forms.int.test.ts reads the flash); refused otherwise,
    // the page again with the form (the creator's own listing: 400).
    post(
      "claim by the page's plain form",
      (f) => `/empfehlung/${f.otherProvider.slug}?beanspruchen=1`,
      (f) => ({ intent: "claim", providerId: f.otherProvider.id, ...claimForm }),
      { anon: 303, member: 303, other: 400, admin: 303 },
    ),
    post(
      "claim a pending listing by the page's plain form",
      (f) => `/empfehlung/${f.otherProvider.slug}?beanspruchen=1`,
      (f) => ({ intent: "claim", providerId: f.pendingProvider.id, ...claimForm }),
      signedIn(303, 404),
    ),
    post(
      "report outdated info of a pending entry by the page's plain form",
      (f) => `/empfehlung/${f.otherProvider.slug}?veraltet=1`,
      (f) => ({ intent: "info-report", providerId: f.pendingProvider.id, reason: "hours" }),
      signedIn(303, 404),
    ),
  ],
  // 'Eintrag bearbeiten' (issue #26 item 6): owners (creator, approved claimants) and admins only.
  "routes/empfehlung.$key.bearbeiten.tsx": [
    get("the edit page of the member's listing", (f) => `/empfehlung/${f.memberProvider.slug}/bearbeiten`, { anon: 302, member: 200, other: 403, admin: 200 }),
    get("the edit page by id answers with the slug", (f) => `/empfehlung/${f.memberProvider.id}/bearbeiten`, {
      anon: 302,
      member: 301,
      other: 403,
      admin: 301,
    }),
    get("an approved claimant's edit page", (f) => `/empfehlung/${f.approvedClaim.providerId}/bearbeiten`, { anon: 302, member: 403, other: 301, admin: 301 }),
    get("the edit page of an unknown listing", () => "/empfehlung/gibt-es-nicht/bearbeiten", { anon: 302, member: 404, other: 404, admin: 404 }),
    post("save the member's listing", (f) => `/empfehlung/${f.memberProvider.slug}/bearbeiten`, ownerEditForm, {
      anon: 401,
      member: [302, 303],
      other: 403,
      admin: [302, 303],
    }),
    post(
      "bad opening hours",
      (f) => `/empfehlung/${f.memberProvider.slug}/bearbeiten`,
      (f) => ({ ...ownerEditForm(f), hours_mo_open_0: "25:00" }),
      { anon: 401, member: 400, other: 403, admin: 400 },
    ),
    post(
      "save as multipart (the form without JavaScript)",
      (f) => `/empfehlung/${f.memberProvider.slug}/bearbeiten`,
      ownerEditForm,
      { anon: 401, member: [302, 303], other: 403, admin: [302, 303] },
      { multipart: true },
    ),
  ],
  "routes/add-provider.tsx": [
    get("form", () => "/add-provider", all(200)),
    post(
      "submit without fields",
      () => "/add-provider",
      () => ({ name: "" }),
      signedIn(401, 400),
    ),
  ],
  "routes/favorites.tsx": [get("own favourites", () => "/favorites", signedIn(302, 200))],
  "routes/profile.tsx": [get("own profile", () => "/profile", signedIn(200, 302))],
  "routes/profile.$userId.tsx": [
    get("profile by id", (f) => `/profile/${f.member.id}`, all(301)),
    get("unknown profile id", () => "/profile/00000000-0000-4000-8000-000000000000", all(404)),
    post(
      "edit the member's profile",
      (f) => `/profile/${f.member.id}`,
      () => profileEdit,
      { anon: [302, 401], other: 403, admin: 403, member: [302, 303] },
      { multipart: true },
    ),
  ],
  "routes/blog.tsx": [get("blog", () => "/blog", all(200))],
  "routes/blog.$slug.tsx": [
    get("short article URL", (f) => `/blog/${f.article.slug}`, all([301, 302])),
    get("unknown short article URL", () => "/blog/gibt-es-nicht", all(404)),
  ],
  "routes/blog.$username.$slug.tsx": [
    get("article", (f) => `/blog/mira-member/${f.article.slug}`, all(200)),
    get("old author form 301s to the canonical article URL", (f) => `/blog/mira_member/${f.article.slug}`, all(301)),
    get("draft is not public", (f) => `/blog/mira-member/${f.draft.slug}`, all(404)),
    get("unknown article", () => "/blog/mira-member/gibt-es-nicht", all(404)),
    get("an article's link management view", (f) => `/blog/mira-member/${f.article.slug}?tab=links`, all(200)),
    post(
      "an admin scans an article for links",
      (f) => `/blog/mira-member/${f.article.slug}`,
      (f) => ({ intent: "scanLinks", articleId: f.article.id }),
      adminAction(200),
    ),
    post(
      "an admin sets a link of an article to dofollow",
      (f) => `/blog/mira-member/${f.article.slug}`,
      (f) => ({ intent: "toggleLink", linkId: f.articleLink.id, dofollow: "true" }),
      adminAction(200),
    ),
    post(
      "an admin features an article in the blog",
      (f) => `/blog/mira-member/${f.article.slug}`,
      (f) => ({ intent: "featureAdmin", articleId: f.article.id, value: "true" }),
      adminAction(200),
    ),
    post(
      "the author deletes an article on its page",
      (f) => `/blog/mira-member/${f.article.slug}`,
      (f) => ({ intent: "delete", articleId: f.article.id }),
      { anon: 401, other: 403, admin: [200, 302], member: [200, 302] },
      { only: ["anon", "other", "member"] },
    ),
    post(
      "an admin deletes an article on its page",
      (f) => `/blog/mira-member/${f.secondArticle.slug}`,
      (f) => ({ intent: "delete", articleId: f.secondArticle.id }),
      { anon: 401, other: 403, admin: [200, 302], member: [200, 302] },
      { only: ["anon", "other", "admin"] },
    ),
  ],
  "routes/myblog.tsx": [
    get("own blog", () => "/myblog", signedIn(302, 200)),
    get("someone else's article in the editor", (f) => `/myblog?edit=${f.draft.id}`, { anon: 302, member: 200, other: [403, 404], admin: 200 }),
    post(
      "save an empty article",
      () => "/myblog",
      () => ({ intent: "save", title: "" }),
      signedIn([302, 401], 400),
      { multipart: true },
    ),
  ],
  "routes/account.tsx": [
    get("account page", () => "/account", signedIn(302, 200)),
    post(
      "delete with a wrong confirmation",
      () => "/account",
      () => ({ confirmation: "nein" }),
      signedIn(302, 400),
    ),
  ],
  "routes/username.tsx": [
    get("public profile", () => "/mira-member", all(200)),
    get("another spelling of the profile moves to its link", () => "/Mira_Member", all(301)),
    get("unknown profile", () => "/niemand_hier", all(404)),
    get("a route word is never a profile", () => "/hilfe", all(404)),
    post(
      "edit the member's profile by username",
      () => "/mira_member",
      () => profileEdit,
      { anon: [302, 401], other: 403, admin: 403, member: [302, 303] },
      { multipart: true },
    ),
  ],
  "routes/admin.tsx": [get("admin dashboard", () => "/admin", adminOnly(200))],
  "routes/admin._index.tsx": [
    get("the spec's ?tab= form redirects to the tab's URL", () => "/admin?tab=images", adminOnly(302)),
    post(
      "resolve an unknown report of the moderation queue",
      () => "/admin?index",
      () => ({ intent: "resolveReport", reportId: "00000000-0000-4000-8000-000000000000", decision: "keep" }),
      { anon: 401, member: 403, other: 403, admin: 404 },
    ),
    post(
      "show a hidden article again",
      () => "/admin?index",
      (f) => ({ intent: "unhideArticle", articleId: f.hiddenArticle.id }),
      adminAction(200),
    ),
    post(
      "reject an open claim",
      () => "/admin?index",
      (f) => ({ intent: "decideClaim", claimId: f.claim.id, decision: "reject", adminNote: "Kein Nachweis" }),
      adminAction(200),
    ),
    post(
      "decide a claim with an unknown decision",
      () => "/admin?index",
      (f) => ({ intent: "decideClaim", claimId: f.claim.id, decision: "vielleicht" }),
      adminAction(400),
    ),
    post(
      "revoke an approved claim",
      () => "/admin?index",
      (f) => ({ intent: "revokeClaim", claimId: f.approvedClaim.id, adminNote: "Inhaberwechsel" }),
      adminAction(200),
    ),
    post(
      "revoke a claim that is not approved",
      () => "/admin?index",
      (f) => ({ intent: "revokeClaim", claimId: f.claim.id }),
      adminAction(409),
    ),
    post(
      "close an unknown outdated-info report",
      () => "/admin?index",
      () => ({ intent: "decideInfoReport", reportId: "00000000-0000-4000-8000-000000000000", decision: "done" }),
      { anon: 401, member: 403, other: 403, admin: 404 },
    ),
    post(
      "an article that is not hidden",
      () => "/admin?index",
      (f) => ({ intent: "unhideArticle", articleId: f.article.id }),
      adminAction(404),
    ),
  ],
  "routes/admin.providers.tsx": [
    get("provider list", () => "/admin/providers?q=club&status=approved&sortierung=name&anzahl=50", adminOnly(200)),
    get("provider list with the edit dialog", (f) => `/admin/providers?bearbeiten=${f.queuedProvider.id}`, adminOnly(200)),
    post(
      "approve a provider",
      () => "/admin/providers",
      (f) => ({ intent: "approve", ids: f.queuedProvider.id }),
      adminAction(200),
    ),
    post(
      "reject providers (bulk)",
      () => "/admin/providers",
      (f) => ({ intent: "reject", ids: [f.queuedProvider.id, f.pendingProvider.id] }),
      adminAction(200),
    ),
    post(
      "reject one provider with a reason",
      () => "/admin/providers",
      (f) => ({ intent: "reject", ids: f.queuedProvider.id, reason: "Die Adresse fehlt." }),
      adminAction(200),
    ),
    post(
      "a rejection reason over 500 characters",
      () => "/admin/providers",
      (f) => ({ intent: "reject", ids: f.queuedProvider.id, reason: "x".repeat(501) }),
      adminAction(400),
    ),
    post(
      "delete a provider",
      () => "/admin/providers",
      (f) => ({ intent: "delete", ids: f.doomedProvider.id }),
      adminAction(200),
    ),
    post(
      "create a provider",
      () => "/admin/providers",
      () => ({
        intent: "create",
        name: "Neuer Laden",
        description: "Ein Laden mit Beratung, Zubehör und freundlichem Team aus der Nachbarschaft.",
        category: "other",
        city: "Berlin",
        address: "Hauptstraße 1",
      }),
      adminAction(200),
    ),
    post(
      "an unknown intent",
      () => "/admin/providers",
      (f) => ({ intent: "publish", ids: f.memberProvider.id }),
      adminAction(400),
    ),
    post(
      "reject an owner's change request",
      () => "/admin/providers",
      (f) => ({ intent: "decideChange", requestId: f.changeRequest.id, decision: "reject" }),
      adminAction(200),
    ),
    post(
      "an unknown change request",
      () => "/admin/providers",
      () => ({ intent: "decideChange", requestId: "00000000-0000-4000-8000-000000000000", decision: "approve" }),
      adminAction(404),
    ),
    // Issue 30: the bulk bar's reason and 'alle N Treffer' (the list's filter re-run on the server).
    post(
      "bulk reject with one reason",
      () => "/admin/providers",
      (f) => ({ intent: "reject", ids: [f.queuedProvider.id, f.pendingProvider.id], reason: "Doppelter Eintrag." }),
      adminAction(200),
    ),
    post(
      "bulk approve of all matches of a filter that finds none",
      () => "/admin/providers",
      () => ({ intent: "approve", alle: "1", q: "gibt-es-nicht-xyz" }),
      adminAction(400),
    ),
  ],
  "routes/admin.images.tsx": [get("images tab", () => "/admin/images", adminOnly(200))],
  "routes/admin.reviews.tsx": [
    get("review moderation", () => "/admin/reviews?q=Laden&status=published", adminOnly(200)),
    post(
      "bulk: hide reviews",
      () => "/admin/reviews",
      (f) => ({ intent: "bulk-hide", ids: [f.moderatedReview.id] }),
      adminAction(200),
    ),
    post(
      "bulk: publish reviews",
      () => "/admin/reviews",
      (f) => ({ intent: "bulk-publish", ids: [f.moderatedReview.id] }),
      adminAction(200),
    ),
    post(
      "bulk: publish all matches of a filter",
      () => "/admin/reviews",
      () => ({ intent: "bulk-publish", alle: "1", status: "published" }),
      adminAction(200),
    ),
    post(
      "bulk: delete an unknown review",
      () => "/admin/reviews",
      () => ({ intent: "bulk-delete", ids: "00000000-0000-4000-8000-0000000000b1" }),
      adminAction(404),
    ),
    post(
      "bulk: nothing selected",
      () => "/admin/reviews",
      () => ({ intent: "bulk-hide" }),
      adminAction(400),
    ),
    post(
      "an admin hides a review",
      () => "/admin/reviews",
      (f) => ({ intent: "hide", reviewId: f.moderatedReview.id }),
      {
        anon: 401,
        member: 403,
        other: 403,
        admin: 200,
      },
    ),
    post(
      "an admin publishes a review",
      () => "/admin/reviews",
      (f) => ({ intent: "publish", reviewId: f.moderatedReview.id }),
      {
        anon: 401,
        member: 403,
        other: 403,
        admin: 200,
      },
    ),
    post(
      "moderating an unknown review",
      () => "/admin/reviews",
      () => ({ intent: "hide", reviewId: "00000000-0000-4000-8000-000000000000" }),
      {
        anon: 401,
        member: 403,
        other: 403,
        admin: 404,
      },
    ),
    post(
      "non-admins cannot delete a review",
      () => "/admin/reviews",
      (f) => ({ intent: "delete", reviewId: f.moderatedReview.id }),
      {
        anon: 401,
        member: 403,
        other: 403,
        admin: 200,
      },
      { only: ["anon", "member", "other"] },
    ),
    post(
      "deleting an unknown review",
      () => "/admin/reviews",
      () => ({ intent: "delete", reviewId: "00000000-0000-4000-8000-000000000000" }),
      {
        anon: 401,
        member: 403,
        other: 403,
        admin: 404,
      },
    ),
  ],
  "routes/admin.user-management.tsx": [
    get("user management", () => "/admin/user-management?q=mira&filter=all&sort=name_asc", adminOnly(200)),
    post(
      "bulk: grant the contest permission",
      () => "/admin/user-management",
      (f) => ({ intent: "bulk-contest-grant", ids: [f.other.id] }),
      adminAction(200),
    ),
    post(
      "bulk: revoke the contest permission",
      () => "/admin/user-management",
      (f) => ({ intent: "bulk-contest-revoke", ids: [f.other.id] }),
      adminAction(200),
    ),
    post(
      "bulk: grant the B2B permission",
      () => "/admin/user-management",
      (f) => ({ intent: "bulk-b2b-grant", ids: [f.other.id] }),
      adminAction(200),
    ),
    post(
      "bulk: revoke the B2B permission",
      () => "/admin/user-management",
      (f) => ({ intent: "bulk-b2b-revoke", ids: [f.other.id] }),
      adminAction(200),
    ),
    post(
      "bulk: a message to the users of a search",
      () => "/admin/user-management",
      () => ({ intent: "bulk-message", alle: "1", q: "otto", title: "Hallo", content: "Eine Nachricht an viele." }),
      adminAction(200),
    ),
    post(
      "bulk: a message without text",
      () => "/admin/user-management",
      (f) => ({ intent: "bulk-message", ids: [f.other.id], title: "", content: "" }),
      adminAction(400),
    ),
    post(
      "grant the B2B permission",
      () => "/admin/user-management",
      (f) => ({ intent: "permission", permission: "b2b", userId: f.other.id, value: "1" }),
      {
        anon: 401,
        member: 403,
        other: 403,
        admin: 200,
      },
    ),
    post(
      "grant oneself the admin role",
      () => "/admin/user-management",
      (f) => ({ intent: "permission", permission: "admin", userId: f.member.id, value: "1" }),
      {
        anon: 401,
        member: 403,
        other: 403,
        admin: 200,
      },
      { only: ["anon", "member", "other"] },
    ),
    post(
      "an admin cannot remove their own admin role",
      () => "/admin/user-management",
      (f) => ({ intent: "permission", permission: "admin", userId: f.admin.id, value: "0" }),
      {
        anon: 401,
        member: 403,
        other: 403,
        admin: 409,
      },
    ),
    post(
      "send a message to a member",
      () => "/admin/user-management",
      (f) => ({ intent: "message", userId: f.member.id, title: "Hallo", content: "Eine Nachricht." }),
      {
        anon: 401,
        member: 403,
        other: 403,
        admin: 200,
      },
    ),
    post(
      "a message without text",
      () => "/admin/user-management",
      (f) => ({ intent: "message", userId: f.member.id, title: " ", content: "" }),
      {
        anon: 401,
        member: 403,
        other: 403,
        admin: 400,
      },
    ),
  ],
  "routes/admin.user-management.csv.ts": [
    get("user CSV export", () => "/admin/user-management.csv?filter=admin", { anon: 401, member: 403, other: 403, admin: 200 }),
  ],
  "routes/admin.user-management.$userId.tsx": [
    get("a member's Benutzerakte", (f) => `/admin/user-management/${f.member.id}`, adminOnly(200)),
    get("the Benutzerakte of an unknown id", () => "/admin/user-management/00000000-0000-4000-8000-000000000000", adminOnly(404)),
    get("the Benutzerakte of a malformed id", () => "/admin/user-management/kein-benutzer", adminOnly(404)),
  ],
  "routes/admin.suche.tsx": [
    get("'Suche im Admin-Bereich' by e-mail", () => "/admin/suche?q=mira%40example.com", adminOnly(200)),
    get("'Suche im Admin-Bereich' with wildcards", () => "/admin/suche?q=%25_%25", adminOnly(200)),
    get("'Suche im Admin-Bereich' without a term", () => "/admin/suche", adminOnly(200)),
  ],
  "routes/admin.user-management.$userId.logins.ts": [
    get("a member's login history", (f) => `/admin/user-management/${f.member.id}/logins`, { anon: 401, member: 403, other: 403, admin: 200 }),
  ],
  "routes/admin.referrals.tsx": [get("referral analytics", () => "/admin/referrals", adminOnly(200))],
  "routes/admin.analytics.tsx": [
    get("analytics dashboard", () => "/admin/analytics", adminOnly(200)),
    get("analytics, 90 days, legacy tab", () => "/admin/analytics?tage=90&ansicht=einfach", adminOnly(200)),
    get("analytics with wrong filters fall back", () => "/admin/analytics?tage=5&ansicht=x", adminOnly(200)),
    post(
      "refresh the analytics",
      () => "/admin/analytics",
      () => ({ intent: "refresh" }),
      adminAction(200),
    ),
    post(
      "an unknown analytics intent",
      () => "/admin/analytics",
      () => ({ intent: "delete" }),
      adminAction(400),
    ),
  ],
  "routes/admin.analytics.csv.ts": [
    get("analytics CSV export", () => "/admin/analytics.csv?tabelle=seiten&tage=30", { anon: 401, member: 403, other: 403, admin: 200 }),
    get("analytics CSV of an unknown table", () => "/admin/analytics.csv?tabelle=geheim", { anon: 401, member: 403, other: 403, admin: 400 }),
  ],
  "routes/admin.analytics.live.ts": [get("analytics live state", () => "/admin/analytics/live", { anon: 401, member: 403, other: 403, admin: 200 })],
  "routes/admin.improved-logs.tsx": [get("audit log", () => "/admin/improved-logs?q=provider", adminOnly(200))],
  "routes/admin.coupons.tsx": [
    post(
      "bulk: approve merchants",
      () => "/admin/coupons",
      (f) => ({ intent: "bulk-merchant-approve", ids: [f.pendingMerchant.id] }),
      adminAction(200),
    ),
    post(
      "bulk: reject merchants",
      () => "/admin/coupons",
      () => ({ intent: "bulk-merchant-reject", ids: "00000000-0000-4000-8000-0000000000b1" }),
      adminAction(404),
    ),
    post(
      "bulk: delete merchants",
      () => "/admin/coupons",
      () => ({ intent: "bulk-merchant-delete", ids: "00000000-0000-4000-8000-0000000000b1" }),
      adminAction(404),
    ),
    post(
      "bulk: approve codes",
      () => "/admin/coupons",
      (f) => ({ intent: "bulk-coupon-approve", ids: [f.coupon.id] }),
      adminAction(200),
    ),
    post(
      "bulk: reject codes",
      () => "/admin/coupons",
      () => ({ intent: "bulk-coupon-reject", ids: "00000000-0000-4000-8000-0000000000b1" }),
      adminAction(404),
    ),
    post(
      "bulk: delete codes",
      () => "/admin/coupons",
      () => ({ intent: "bulk-coupon-delete", ids: "00000000-0000-4000-8000-0000000000b1" }),
      adminAction(404),
    ),
    get("pending merchants and codes", () => "/admin/coupons", adminOnly(200)),
    get("all merchants", () => "/admin/coupons?tab=merchants&q=Markt&status=approved", adminOnly(200)),
    get("all codes", () => "/admin/coupons?tab=gutscheine&q=MIRA&status=all&seite=1", adminOnly(200)),
    post(
      "approve a merchant",
      () => "/admin/coupons",
      (f) => ({ intent: "merchant-approve", id: f.pendingMerchant.id }),
      adminAction(200),
    ),
    post(
      "reject a code",
      () => "/admin/coupons",
      (f) => ({ intent: "coupon-reject", id: f.pendingCoupon.id }),
      adminAction(200),
    ),
    post(
      "change a code",
      () => "/admin/coupons",
      (f) => ({ intent: "coupon-update", id: f.pendingCoupon.id, code: "geaendert5", status: "pending", displayWeight: "2" }),
      adminAction(200),
    ),
    post(
      "edit a merchant",
      () => "/admin/coupons",
      (f) => ({ intent: "merchant-update", id: f.merchant.id, name: "Matrix Markt", description: "Neu beschrieben." }),
      adminAction(200),
    ),
    post(
      "display weight 5",
      () => "/admin/coupons",
      (f) => ({ intent: "coupon-weight", id: f.coupon.id, displayWeight: "5" }),
      adminAction(200),
    ),
    post(
      "display weight 11 is refused",
      () => "/admin/coupons",
      (f) => ({ intent: "coupon-weight", id: f.coupon.id, displayWeight: "11" }),
      adminAction(400),
    ),
    post(
      "reset the stats",
      () => "/admin/coupons",
      (f) => ({ intent: "coupon-reset", id: f.coupon.id }),
      adminAction(200),
    ),
    post(
      "delete a code",
      () => "/admin/coupons",
      (f) => ({ intent: "coupon-delete", id: f.doomedCoupon.id }),
      adminAction(200),
    ),
    post(
      "approve an unknown merchant",
      () => "/admin/coupons",
      () => ({ intent: "merchant-approve", id: "00000000-0000-4000-8000-000000000000" }),
      adminAction(404),
    ),
    post(
      "an unknown intent",
      () => "/admin/coupons",
      (f) => ({ intent: "publish", id: f.coupon.id }),
      adminAction(400),
    ),
  ],
  "routes/admin.contests.tsx": [
    post(
      "bulk: set a status",
      () => "/admin/contests",
      (f) => ({ intent: "bulk-status", neuerStatus: "pending", ids: [f.pendingContest.id] }),
      adminAction(200),
    ),
    post(
      "bulk: a status that cannot be set",
      () => "/admin/contests",
      (f) => ({ intent: "bulk-status", neuerStatus: "draft", ids: [f.pendingContest.id] }),
      adminAction(400),
    ),
    post(
      "bulk: delete contests",
      () => "/admin/contests",
      () => ({ intent: "bulk-delete", ids: "00000000-0000-4000-8000-0000000000b1" }),
      adminAction(404),
    ),
    get("all contests", () => "/admin/contests?q=Matrix", adminOnly(200)),
    get("advanced audit logs", () => "/admin/contests?ansicht=audit-logs&status=ended&q=Matrix", adminOnly(200)),
    get("contest config", () => "/admin/contests?ansicht=konfiguration", adminOnly(200)),
    get("unknown view and status fall back", () => "/admin/contests?ansicht=x&status=y", adminOnly(200)),
    post(
      "set a contest active",
      () => "/admin/contests",
      (f) => ({ intent: "status", id: f.contest.id, status: "active" }),
      adminAction(200),
    ),
    post(
      "set draft is refused",
      () => "/admin/contests",
      (f) => ({ intent: "status", id: f.contest.id, status: "draft" }),
      adminAction(400),
    ),
    post(
      "status of an unknown contest",
      () => "/admin/contests",
      () => ({ intent: "status", id: "00000000-0000-4000-8000-000000000000", status: "ended" }),
      adminAction(404),
    ),
    post(
      "delete a contest",
      () => "/admin/contests",
      (f) => ({ intent: "delete", id: f.doomedContest.id }),
      adminAction(200),
    ),
    post(
      "save the config",
      () => "/admin/contests",
      () => ({ intent: "config", pricePerDay: "30", currency: "EUR", minDays: "1", maxDays: "30", isActive: "1" }),
      adminAction(200),
    ),
    post(
      "max days below min days",
      () => "/admin/contests",
      () => ({ intent: "config", pricePerDay: "30", currency: "EUR", minDays: "5", maxDays: "2", isActive: "1" }),
      adminAction(400),
    ),
    post(
      "an unknown intent",
      () => "/admin/contests",
      (f) => ({ intent: "publish", id: f.contest.id }),
      adminAction(400),
    ),
  ],
  "routes/admin.contests.$contestId.participants.ts": [
    get("participants of a contest", (f) => `/admin/contests/${f.contest.id}/participants`, adminAction(200)),
    get("participants of an unknown contest", () => `/admin/contests/${crypto.randomUUID()}/participants`, adminAction(404)),
  ],
  "routes/admin.contests.$contestId.participants.csv.ts": [
    get("participants as CSV", (f) => `/admin/contests/${f.contest.id}/participants.csv`, adminAction(200)),
  ],
  "routes/admin.contests.$contestId.audit-logs.ts": [
    get("audit log of a contest", (f) => `/admin/contests/${f.contest.id}/audit-logs?limit=200`, adminAction(200)),
    get("audit log of a malformed id", () => "/admin/contests/kein-gewinnspiel/audit-logs", adminAction(404)),
  ],
  "routes/admin.contests.audit-logs.csv.ts": [get("contest audit logs as CSV", () => "/admin/contests/audit-logs.csv?status=all&q=Matrix", adminAction(200))],
  "routes/admin.security.tsx": [
    get("security dashboard", () => "/admin/security", adminOnly(200)),
    get("security dashboard, critical only", () => "/admin/security?filter=critical", adminOnly(200)),
    post(
      "switch the monitor on",
      () => "/admin/security",
      () => ({ intent: "monitor", enabled: "1" }),
      adminAction(200),
    ),
    post(
      "an unknown intent",
      () => "/admin/security",
      () => ({ intent: "wipe", enabled: "1" }),
      adminAction(400),
    ),
  ],
  "routes/admin.security.export.ts": [
    get("security report export", () => "/admin/security/export?filter=high", { anon: 401, member: 403, other: 403, admin: 200 }),
  ],
  "routes/admin.ads.tsx": [
    post(
      "bulk: activate banners",
      () => "/admin/ads",
      (f) => ({ intent: "bulk-banner-activate", ids: [f.ad.banner.id] }),
      adminAction(200),
    ),
    post(
      "bulk: deactivate banners",
      () => "/admin/ads",
      () => ({ intent: "bulk-banner-deactivate", ids: "00000000-0000-4000-8000-0000000000b1" }),
      adminAction(404),
    ),
    post(
      "bulk: delete banners",
      () => "/admin/ads",
      () => ({ intent: "bulk-banner-delete", ids: "00000000-0000-4000-8000-0000000000b1" }),
      adminAction(404),
    ),
    post(
      "bulk: activate campaigns",
      () => "/admin/ads",
      (f) => ({ intent: "bulk-campaign-activate", ids: [f.ad.campaign.id] }),
      adminAction(200),
    ),
    post(
      "bulk: deactivate campaigns",
      () => "/admin/ads",
      () => ({ intent: "bulk-campaign-deactivate", ids: "00000000-0000-4000-8000-0000000000b1" }),
      adminAction(404),
    ),
    post(
      "bulk: delete campaigns",
      () => "/admin/ads",
      () => ({ intent: "bulk-campaign-delete", ids: "00000000-0000-4000-8000-0000000000b1" }),
      adminAction(404),
    ),
    get("placements", () => "/admin/ads", adminOnly(200)),
    get("campaigns", () => "/admin/ads?tab=kampagnen", adminOnly(200)),
    get("banners", () => "/admin/ads?tab=banner", adminOnly(200)),
    get("statistics of one banner, 30 days", (f) => `/admin/ads?tab=statistiken&tage=30&banner=${f.ad.banner.id}`, adminOnly(200)),
    get("statistics with wrong filters fall back", () => "/admin/ads?tab=statistiken&tage=5&banner=x", adminOnly(200)),
    post(
      "toggle a placement",
      () => "/admin/ads",
      (f) => ({ intent: "placement-toggle", id: f.ad.placement.id, isActive: "1" }),
      adminAction(200),
    ),
    post(
      "create a campaign",
      () => "/admin/ads",
      () => ({ intent: "campaign-save", name: "Matrix", startDate: "01.01.2026", isActive: "1" }),
      adminAction(200),
    ),
    post(
      "a campaign without a name",
      () => "/admin/ads",
      () => ({ intent: "campaign-save", name: "", startDate: "01.01.2026" }),
      adminAction(400),
    ),
    post(
      "edit a banner",
      () => "/admin/ads",
      (f) => ({
        intent: "banner-save",
        id: f.ad.banner.id,
        name: "Matrix-Banner",
        campaignId: f.ad.campaign.id,
        placementId: f.ad.placement.id,
        imageUrl: "/images/og-default.png",
        priority: "1",
        weight: "2",
        startDate: "01.01.2026",
        isActive: "1",
      }),
      adminAction(200),
    ),
    post(
      "a banner with weight 0",
      () => "/admin/ads",
      (f) => ({
        intent: "banner-save",
        name: "X",
        campaignId: f.ad.campaign.id,
        placementId: f.ad.placement.id,
        imageUrl: "/images/og-default.png",
        weight: "0",
        startDate: "01.01.2026",
      }),
      adminAction(400),
    ),
    post(
      "an image upload without a file",
      () => "/admin/ads",
      () => ({ intent: "image-upload" }),
      adminAction(400),
      { multipart: true },
    ),
    post(
      "delete a banner",
      () => "/admin/ads",
      (f) => ({ intent: "banner-delete", id: f.doomedAd.banner.id }),
      adminAction(200),
    ),
    post(
      "delete an unknown banner",
      () => "/admin/ads",
      () => ({ intent: "banner-delete", id: "00000000-0000-4000-8000-000000000000" }),
      adminAction(404),
    ),
    post(
      "delete a campaign (into the Papierkorb)",
      () => "/admin/ads",
      (f) => ({ intent: "campaign-delete", id: f.doomedAd.campaign.id }),
      adminAction(200),
    ),
    post(
      "delete an unknown campaign",
      () => "/admin/ads",
      () => ({ intent: "campaign-delete", id: "00000000-0000-4000-8000-000000000000" }),
      adminAction(404),
    ),
    post(
      "an unknown intent",
      () => "/admin/ads",
      () => ({ intent: "publish" }),
      adminAction(400),
    ),
  ],
  "routes/admin.global-popups.tsx": [
    get("popups with statistics and the deletion log", () => "/admin/global-popups", adminOnly(200)),
    post(
      "create a popup",
      () => "/admin/global-popups",
      () => ({ intent: "popup-save", title: "Matrix", message: "Hallo", isActive: "" }),
      adminAction(200),
    ),
    post(
      "edit the popup",
      () => "/admin/global-popups",
      (f) => ({ intent: "popup-save", id: f.popup.id, title: "Hallo", message: "Neu", linkUrl: "https://example.org/", isActive: "1" }),
      adminAction(200),
    ),
    post(
      "a popup without a message",
      () => "/admin/global-popups",
      () => ({ intent: "popup-save", title: "X", message: "" }),
      adminAction(400),
    ),
    post(
      "delete a popup",
      () => "/admin/global-popups",
      (f) => ({ intent: "popup-delete", id: f.doomedPopup.id }),
      adminAction(200),
    ),
    post(
      "delete an unknown log entry",
      () => "/admin/global-popups",
      () => ({ intent: "log-delete", id: "00000000-0000-4000-8000-000000000000" }),
      adminAction(404),
    ),
  ],
  "routes/admin.trash.tsx": [
    get("the Papierkorb", () => "/admin/trash", adminOnly(200)),
    get("the Papierkorb filtered", () => "/admin/trash?art=popup&q=Papierkorb&seite=2", adminOnly(200)),
    get("wrong filters fall back", () => "/admin/trash?art=nichts&seite=x", adminOnly(200)),
    post(
      "restore an entry",
      () => "/admin/trash",
      (f) => ({ intent: "restore", id: f.restorableEntry.id }),
      adminAction(200),
    ),
    post(
      "purge an entry",
      () => "/admin/trash",
      (f) => ({ intent: "purge", id: f.purgeableEntry.id }),
      adminAction(200),
    ),
    post(
      "restore an unknown entry",
      () => "/admin/trash",
      () => ({ intent: "restore", id: "00000000-0000-4000-8000-000000000000" }),
      adminAction(404),
    ),
    post(
      "an unknown intent",
      () => "/admin/trash",
      (f) => ({ intent: "empty", id: f.restorableEntry.id }),
      adminAction(400),
    ),
  ],
  "routes/admin.seo.tsx": [
    get("SEO dashboard", () => "/admin/seo", adminOnly(200)),
    post(
      "save the homepage SEO",
      () => "/admin/seo",
      () => ({ intent: "save", title: "Hanfnetz Matrix", description: "Beschreibung" }),
      adminAction(200),
    ),
    post(
      "a title over 60 characters is refused",
      () => "/admin/seo",
      () => ({ intent: "save", title: "x".repeat(61) }),
      adminAction(400),
    ),
    post(
      "an unknown intent",
      () => "/admin/seo",
      () => ({ intent: "publish" }),
      adminAction(400),
    ),
  ],
  "routes/admin.site-settings.tsx": [
    get("site settings", () => "/admin/site-settings", adminOnly(200)),
    post(
      "save the site title",
      () => "/admin/site-settings",
      () => ({ intent: "basics", siteTitle: "Hanfnetz" }),
      adminAction(200),
    ),
    post(
      "upsert a setting",
      () => "/admin/site-settings",
      () => ({ intent: "setting", key: "matrix_probe", value: "1" }),
      adminAction(200),
    ),
    post(
      "a bad setting key is refused",
      () => "/admin/site-settings",
      () => ({ intent: "setting", key: "Böser Schlüssel", value: "1" }),
      adminAction(400),
    ),
    post(
      "operator data without the required fields is refused",
      () => "/admin/site-settings",
      () => ({ intent: "operator", name: "Nur ein Name" }),
      adminAction(400),
    ),
    // IndexNow in plain fields (issue 30): the stub address is a closed local port, so the test answers at once without a network.
    post(
      "save the IndexNow endpoint (no key: /admin/urls stays unconfigured)",
      () => "/admin/site-settings",
      () => ({ intent: "indexnow", indexnowKey: "", indexnowEndpoint: "http://127.0.0.1:9/indexnow" }),
      adminAction(200),
    ),
    post(
      "a bad IndexNow key is refused",
      () => "/admin/site-settings",
      () => ({ intent: "indexnow", indexnowKey: "kurz", indexnowEndpoint: "" }),
      adminAction(400),
    ),
    post(
      "IndexNow 'Verbindung testen'",
      () => "/admin/site-settings",
      () => ({ intent: "indexnowTest", indexnowKey: "matrix-key-0815", indexnowEndpoint: "http://127.0.0.1:9/indexnow" }),
      adminAction(200),
    ),
  ],
  "routes/admin.urls.tsx": [
    get("project URLs", () => "/admin/urls", adminOnly(200)),
    // IndexNow is not configured in the HTTP tests: the admin gets 409, never a call outside.
    post(
      "submit to IndexNow",
      () => "/admin/urls",
      () => ({ intent: "indexnow" }),
      adminAction(409),
    ),
  ],
  "routes/test-seo.tsx": [get("SEO test page", () => "/test-seo", adminOnly(200))],
  "routes/indexnow-key.ts": [get("an unconfigured key file", () => "/abcdef123456.txt", all(404))],
  "routes/admin.$tab.tsx": [
    get("a tab of a later issue", () => "/admin/contests", adminOnly(200)),
    get("an unknown tab", () => "/admin/gibt-es-nicht", adminOnly(404)),
  ],
  "routes/contests.tsx": [
    get("contest list", () => "/contests?q=Matrix&filter=active", all(200)),
    post(
      "take part",
      () => "/contests",
      (f) => ({ intent: "participate", contestId: f.activeContest.id }),
      signedIn(401, 200),
    ),
    post(
      "a pending contest is not open",
      () => "/contests",
      (f) => ({ intent: "participate", contestId: f.pendingContest.id }),
      { anon: 401, member: 404, other: 404, admin: 409 },
    ),
  ],
  "routes/contests.$slug.tsx": [
    get("public contest page", (f) => `/contests/${f.activeContest.slug}`, all(200)),
    get("pending contest page: its creator and admins only", (f) => `/contests/${f.pendingContest.slug}`, { anon: 404, member: 200, other: 404, admin: 200 }),
    get("unknown contest page", () => "/contests/gibt-es-nicht", all(404)),
    get("malformed contest slug", () => "/contests/Gro%C3%9F%20und%20klein", all(404)),
    post(
      "take part from the page",
      (f) => `/contests/${f.pageContest.slug}`,
      () => ({ intent: "participate" }),
      signedIn(401, 200),
    ),
    post(
      "a pending contest is not open from its page",
      (f) => `/contests/${f.pendingContest.slug}`,
      () => ({ intent: "participate" }),
      { anon: 401, member: 404, other: 404, admin: 409 },
    ),
    post(
      "an unknown intent on the page",
      (f) => `/contests/${f.pageContest.slug}`,
      () => ({ intent: "gewinnen" }),
      all(400),
    ),
  ],
  "routes/contests.dashboard.tsx": [
    get(
      "dashboard (gate for members without permission)",
      (f) => `/contests/dashboard?edit=${f.pendingContest.id}&participants=${f.activeContest.id}`,
      all(200),
    ),
    post(
      "create without permission is refused",
      () => "/contests/dashboard",
      () => contestForm(),
      { anon: 401, member: 403, other: 403, admin: 200 },
    ),
    post(
      "edit: only admins or the permitted creator",
      () => "/contests/dashboard",
      (f) => ({ ...contestForm(), intent: "update", id: f.pendingContest.id }),
      { anon: 401, member: 403, other: 403, admin: 200 },
    ),
    // Only approved creators (the flag) may buy a licence; the fixtures' members have no flag.
    post(
      "licence purchase outside the allowed days",
      () => "/contests/dashboard",
      () => ({ intent: "purchase", days: "365" }),
      { anon: 401, member: 403, other: 403, admin: 400 },
    ),
    post(
      "licence purchase without the creator flag",
      () => "/contests/dashboard",
      () => ({ intent: "purchase", days: "3" }),
      { anon: 401, member: 403, other: 403, admin: 200 },
    ),
  ],
  "routes/api.contests.views.ts": [
    postOnly("/api/contests/views"),
    post(
      "contest view batch",
      () => "/api/contests/views",
      (f) => ({ ids: [f.activeContest.id] }),
      all(200),
      { json: true },
    ),
  ],
  "routes/api.contests.stream.ts": [{ ...get("live participation counts", () => "/api/contests/stream", all(200)), stream: true }],
  "routes/gutscheincodes.tsx": [get("coupon overview", () => "/gutscheincodes", all(200))],
  "routes/gutscheincode.$slug.tsx": [
    get("approved merchant", (f) => `/gutscheincode/${f.merchant.slug}`, all(200)),
    get("a rejected merchant is not public", () => "/gutscheincode/abgelehnter-markt", all(404)),
    get("unknown merchant", () => "/gutscheincode/gibt-es-nicht", all(404)),
    post(
      "reveal an approved code (a click)",
      (f) => `/gutscheincode/${f.merchant.slug}`,
      (f) => ({ intent: "reveal", couponId: f.coupon.id }),
      all(200),
    ),
    post(
      "a pending code is never revealed",
      (f) => `/gutscheincode/${f.merchant.slug}`,
      (f) => ({ intent: "reveal", couponId: f.pendingCoupon.id }),
      all(404),
    ),
    post(
      "count a view",
      (f) => `/gutscheincode/${f.merchant.slug}`,
      () => ({ intent: "view" }),
      all(200),
    ),
  ],
  "routes/gutschein.hinzufuegen.tsx": [
    get("submission page", () => "/gutschein/hinzufuegen", all(200)),
    // member: eligible (3 approved providers); other and admin: not eligible.
    post(
      "submit a merchant",
      () => "/gutschein/hinzufuegen",
      () => ({ intent: "merchant", name: "Neuer Matrix Shop", description: "Zubehör und Papers." }),
      {
        anon: 401,
        member: 200,
        other: 403,
        admin: 403,
      },
    ),
    post(
      "submit a code",
      () => "/gutschein/hinzufuegen",
      (f) => ({ intent: "coupon", merchantId: f.merchant.id, code: "NEU2026" }),
      { anon: 401, member: [200, 302], other: 403, admin: 403 },
    ),
    post(
      "a duplicate code for the merchant",
      () => "/gutschein/hinzufuegen",
      (f) => ({ intent: "coupon", merchantId: f.merchant.id, code: " miracode " }),
      {
        anon: 401,
        member: 409,
        other: 403,
        admin: 403,
      },
    ),
  ],
  "routes/privacy.tsx": [get("privacy", () => "/privacy", all(200))],
  "routes/so-sortieren-wir.tsx": [get("how the directory is ordered", () => "/so-sortieren-wir", all(200))],
  "routes/terms.tsx": [get("terms", () => "/terms", all(200))],
  "routes/imprint.tsx": [get("imprint", () => "/imprint", all(200))],
  "routes/not-found.tsx": [get("404 page", () => "/404-not-found", all(404)), get("unknown path", () => "/gibt/es/nicht", all(404))],
};
