import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import {
  account,
  adsBanners,
  adsCampaigns,
  adsPlacements,
  blogArticles,
  contestPayments,
  coupons,
  globalPopups,
  couponStats,
  merchants,
  normalizeCouponCode,
  normalizeMerchantName,
  profiles,
  providers,
  reviews,
  user,
  userRoles,
} from "~db/schema";
import { db } from "~/lib/db.server";
import { viewerForUser, type Viewer } from "~/lib/auth.server";
import { putObject, randomObjectName, type Bucket } from "~/lib/storage.server";
import { registerUpload } from "~/lib/uploads.server";

/** Test fixtures for integration tests (fresh database per file). */
let n = 0;
const next = () => `${Date.now().toString(36)}${(n++).toString(36)}${crypto.randomBytes(2).toString("hex")}`;

export async function createTestUser(
  opts: { email?: string; username?: string | null; admin?: boolean; canCreateB2b?: boolean; canCreateContests?: boolean; password?: string } = {},
): Promise<Viewer> {
  const id = next();
  const email = opts.email ?? `user-${id}@example.com`;
  const [u] = await db
    .insert(user)
    .values({ name: opts.username ?? "", email, emailVerified: true })
    .returning({ id: user.id });
  if (opts.password) {
    await db.insert(account).values({ accountId: u!.id, providerId: "credential", userId: u!.id, password: await hashPassword(opts.password) });
  }
  await db.insert(profiles).values({
    id: u!.id,
    username: opts.username === undefined ? `user_${id}` : opts.username,
    email,
    canCreateB2b: opts.canCreateB2b ?? false,
    canCreateContests: opts.canCreateContests ?? false,
  });
  if (opts.admin) await db.insert(userRoles).values({ userId: u!.id, role: "admin" });
  return (await viewerForUser(u!.id, `session-${id}`))!;
}

/**
 * A contest creator as spec/README.md decides it: the flag can_create_contests (the admins'
 * approval) and a completed licence of `days` days paid at `paidAt` (default: valid for 30 days).
 */
export async function createTestCreator(opts: { days?: number; paidAt?: Date; username?: string; email?: string; password?: string } = {}): Promise<Viewer> {
  const creator = await createTestUser({ canCreateContests: true, username: opts.username, email: opts.email, password: opts.password });
  const paidAt = opts.paidAt ?? new Date();
  const days = opts.days ?? 30;
  await db.insert(contestPayments).values({
    userId: creator.id,
    amount: 30,
    totalAmount: 30 * days,
    durationDays: days,
    paymentStatus: "completed",
    paymentProvider: "instant",
    paidAt,
    createdAt: paidAt,
  });
  return creator;
}

export async function createTestProvider(overrides: Partial<typeof providers.$inferInsert> = {}) {
  const id = next();
  const [p] = await db
    .insert(providers)
    .values({
      name: `Testanbieter ${id}`,
      description: "Beschreibung ".repeat(30),
      category: "cscs_dispensarys",
      categories: [overrides.category ?? "cscs_dispensarys"],
      city: "Berlin",
      countryCode: "DE",
      slug: `testanbieter-${id}`,
      status: "approved",
      ...overrides,
    })
    .returning();
  return p!;
}

export async function createTestReview(overrides: Partial<typeof reviews.$inferInsert> & { providerId: string; userId: string }) {
  const [r] = await db
    .insert(reviews)
    .values({ rating: 4, title: "Guter Laden", content: "Freundliche Beratung und faire Preise.", status: "published", ...overrides })
    .returning();
  return r!;
}

export async function createTestArticle(overrides: Partial<typeof blogArticles.$inferInsert> & { authorId: string }) {
  const id = next();
  const [a] = await db
    .insert(blogArticles)
    .values({
      title: `Testartikel ${id}`,
      slug: `testartikel-${id}`,
      content: "<p>Ein Absatz.</p>",
      status: "published",
      publishDate: new Date(Date.now() - 60_000),
      ...overrides,
    })
    .returning();
  return a!;
}

/** A merchant (approved with a slug unless overridden). */
export async function createTestMerchant(overrides: Partial<typeof merchants.$inferInsert> = {}) {
  const id = next();
  const name = overrides.name ?? `Testshop ${id}`;
  const [m] = await db
    .insert(merchants)
    .values({
      name,
      nameNormalized: normalizeMerchantName(name),
      description: "Ein Shop für Zubehör.",
      slug: `testshop-${id}`,
      status: "approved",
      ...overrides,
    })
    .returning();
  return m!;
}

/** A coupon code of a merchant (approved, open-ended unless overridden), with its stats row. */
export async function createTestCoupon(overrides: Partial<typeof coupons.$inferInsert> & { merchantId: string }) {
  const code = overrides.code ?? `CODE${(n++).toString(36).toUpperCase()}`;
  const [c] = await db
    .insert(coupons)
    .values({ title: "10 % auf alles", status: "approved", ...overrides, code, codeNormalized: normalizeCouponCode(code) })
    .returning();
  await db.insert(couponStats).values({ couponId: c!.id });
  return c!;
}

/** A stored and registered upload (a small file in the test DATA_DIR), unreferenced unless saved by content. */
export async function createTestUpload(opts: { ownerId: string | null; bucket?: Bucket; createdAt?: Date }) {
  const stored = await putObject(opts.bucket ?? "review-images", randomObjectName("webp"), Buffer.from("RIFF----WEBPVP8 test"), "image/webp");
  await registerUpload(stored, { ownerId: opts.ownerId, contentType: "image/webp", bytes: 20, now: opts.createdAt });
  return { ...stored, fullKey: `${stored.bucket}/${stored.key}` };
}

/** An active placement (key `placementKey`), a running campaign and one active banner there. */
export async function createTestAdBanner(opts: { placementKey?: string; banner?: Partial<typeof adsBanners.$inferInsert> } = {}) {
  const id = next();
  const [placement] = await db
    .insert(adsPlacements)
    .values({ name: `Platz ${id}`, placementKey: opts.placementKey ?? `slot_${id}` })
    .returning();
  const [campaign] = await db
    .insert(adsCampaigns)
    .values({ name: `Kampagne ${id}`, startDate: new Date(Date.now() - 86_400_000) })
    .returning();
  const [banner] = await db
    .insert(adsBanners)
    .values({
      name: `Banner ${id}`,
      placementId: placement!.id,
      campaignId: campaign!.id,
      imageUrl: "/images/og-default.png",
      startDate: new Date(Date.now() - 86_400_000),
      ...opts.banner,
    })
    .returning();
  return { placement: placement!, campaign: campaign!, banner: banner! };
}

export async function createTestPopup(overrides: Partial<typeof globalPopups.$inferInsert> = {}) {
  const [p] = await db
    .insert(globalPopups)
    .values({ title: "Hallo", message: "Willkommen!", isActive: true, ...overrides })
    .returning();
  return p!;
}

export async function reloadViewer(v: Viewer) {
  return (await viewerForUser(v.id, v.sessionId))!;
}

export { eq };
