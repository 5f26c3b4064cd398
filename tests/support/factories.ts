import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { profiles, providers, user, userRoles } from "~db/schema";
import { db } from "~/lib/db.server";
import { viewerForUser, type Viewer } from "~/lib/auth.server";

/** Test fixtures for integration tests (fresh database per file). */
let n = 0;
const next = () => `${Date.now().toString(36)}${(n++).toString(36)}${crypto.randomBytes(2).toString("hex")}`;

export async function createTestUser(
  opts: { email?: string; username?: string | null; admin?: boolean; canCreateB2b?: boolean; canCreateContests?: boolean } = {},
): Promise<Viewer> {
  const id = next();
  const email = opts.email ?? `user-${id}@example.com`;
  const [u] = await db.insert(user).values({ name: opts.username ?? "", email, emailVerified: true }).returning({ id: user.id });
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

export async function reloadViewer(v: Viewer) {
  return (await viewerForUser(v.id, v.sessionId))!;
}

export { eq };
