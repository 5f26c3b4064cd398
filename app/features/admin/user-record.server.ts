import { and, count, desc, eq, or, sql } from "drizzle-orm";
import { blogArticles, contentReports, profiles, providerClaims, providers, reviews, user, userMessages, userRoles } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { notFound } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { typeLabel } from "~/features/notifications/messages";
import { loginHistory, USER_ADMIN_MESSAGES, type LoginEntry } from "./users-actions.server";
import { articleHref, profilePath, providerPath } from "~/lib/paths";

/**
 * The 'Benutzerakte' (issue 30): everything the back-office knows about one member on one page:
 * profile facts and permissions, their providers, reviews and articles, claims, reports made and
 * received, the messages sent to them and their last sign-ins (the login dialog's query,
 * `loginHistory`). Each list shows the newest RECORD_LIMIT rows and the total. Admins only.
 */

export const RECORD_LIMIT = 20;

export type RecordList<T> = { items: T[]; total: number };
type Row = { id: string; title: string; status: string; at: string; href: string; adminHref?: string; detail?: string };

export type UserRecord = {
  profile: {
    id: string;
    email: string;
    name: string;
    username: string | null;
    emailVerified: boolean;
    createdAt: string;
    isAdmin: boolean;
    canCreateContests: boolean;
    canCreateB2b: boolean;
    profileHref: string;
  };
  providers: RecordList<Row>;
  reviews: RecordList<Row>;
  articles: RecordList<Row>;
  claims: RecordList<Row>;
  reportsMade: RecordList<Row>;
  reportsReceived: RecordList<Row>;
  messages: RecordList<Row & { read: boolean }>;
  logins: LoginEntry[];
};

const iso = (d: Date) => d.toISOString();
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

async function total(query: Promise<{ n: number }[]>): Promise<number> {
  return (await query)[0]?.n ?? 0;
}

export async function userRecord(viewer: Viewer | null, userId: string): Promise<UserRecord> {
  requireAdmin(viewer);
  if (!isUuid(userId)) throw notFound(USER_ADMIN_MESSAGES.userNotFound);
  const [who] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      username: profiles.username,
      canCreateContests: profiles.canCreateContests,
      canCreateB2b: profiles.canCreateB2b,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${user.id} and ${userRoles.role} = 'admin')`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!who) throw notFound(USER_ADMIN_MESSAGES.userNotFound);

  const n = { n: count() };
  const ownReports = or(
    and(eq(contentReports.targetType, "review"), sql`${contentReports.targetId} in (select id from ${reviews} where ${reviews.userId} = ${userId})`),
    and(
      eq(contentReports.targetType, "article"),
      sql`${contentReports.targetId} in (select id from ${blogArticles} where ${blogArticles.authorId} = ${userId})`,
    ),
  );
  const reportTitle = sql<string>`coalesce((select ${reviews.title} from ${reviews} where ${reviews.id} = ${contentReports.targetId}), (select ${blogArticles.title} from ${blogArticles} where ${blogArticles.id} = ${contentReports.targetId}), '')`;
  const reportSelect = {
    id: contentReports.id,
    targetType: contentReports.targetType,
    reason: contentReports.reason,
    status: contentReports.status,
    at: contentReports.createdAt,
    title: reportTitle,
  };
  const reportRow = (r: { id: string; targetType: string; reason: string | null; status: string; at: Date; title: string }): Row => ({
    id: r.id,
    title: r.title,
    status: r.status,
    at: iso(r.at),
    href: r.targetType === "review" ? `/admin/reviews?${q({ q: r.title })}` : "/admin",
    detail: [r.targetType === "review" ? "Bewertung" : "Artikel", r.reason].filter(Boolean).join(": "),
  });

  const [provs, provN, revs, revN, arts, artN, claims, claimN, made, madeN, received, receivedN, msgs, msgN, logins] = await Promise.all([
    db
      .select({ id: providers.id, name: providers.name, slug: providers.slug, status: providers.status, at: providers.createdAt })
      .from(providers)
      .where(eq(providers.userId, userId))
      .orderBy(desc(providers.createdAt))
      .limit(RECORD_LIMIT),
    total(db.select(n).from(providers).where(eq(providers.userId, userId))),
    db
      .select({ id: reviews.id, title: reviews.title, status: reviews.status, at: reviews.createdAt, rating: reviews.rating, provider: providers.name })
      .from(reviews)
      .innerJoin(providers, eq(providers.id, reviews.providerId))
      .where(eq(reviews.userId, userId))
      .orderBy(desc(reviews.createdAt))
      .limit(RECORD_LIMIT),
    total(db.select(n).from(reviews).where(eq(reviews.userId, userId))),
    db
      .select({
        id: blogArticles.id,
        title: blogArticles.title,
        slug: blogArticles.slug,
        status: blogArticles.status,
        at: blogArticles.createdAt,
        hiddenAt: blogArticles.hiddenAt,
      })
      .from(blogArticles)
      .where(eq(blogArticles.authorId, userId))
      .orderBy(desc(blogArticles.createdAt))
      .limit(RECORD_LIMIT),
    total(db.select(n).from(blogArticles).where(eq(blogArticles.authorId, userId))),
    db
      .select({
        id: providerClaims.id,
        status: providerClaims.status,
        at: providerClaims.createdAt,
        providerId: providers.id,
        provider: providers.name,
        slug: providers.slug,
      })
      .from(providerClaims)
      .innerJoin(providers, eq(providers.id, providerClaims.providerId))
      .where(eq(providerClaims.userId, userId))
      .orderBy(desc(providerClaims.createdAt))
      .limit(RECORD_LIMIT),
    total(db.select(n).from(providerClaims).where(eq(providerClaims.userId, userId))),
    db.select(reportSelect).from(contentReports).where(eq(contentReports.reporterId, userId)).orderBy(desc(contentReports.createdAt)).limit(RECORD_LIMIT),
    total(db.select(n).from(contentReports).where(eq(contentReports.reporterId, userId))),
    db.select(reportSelect).from(contentReports).where(ownReports).orderBy(desc(contentReports.createdAt)).limit(RECORD_LIMIT),
    total(db.select(n).from(contentReports).where(ownReports)),
    db
      .select({
        id: userMessages.id,
        title: userMessages.title,
        type: userMessages.messageType,
        read: userMessages.isRead,
        at: userMessages.createdAt,
        historyId: userMessages.historyId,
      })
      .from(userMessages)
      .where(eq(userMessages.userId, userId))
      .orderBy(desc(userMessages.createdAt))
      .limit(RECORD_LIMIT),
    total(db.select(n).from(userMessages).where(eq(userMessages.userId, userId))),
    loginHistory(viewer, userId),
  ]);

  return {
    profile: {
      id: who.id,
      email: who.email,
      name: who.name,
      username: who.username,
      emailVerified: who.emailVerified,
      createdAt: iso(who.createdAt),
      isAdmin: Boolean(who.isAdmin),
      canCreateContests: Boolean(who.canCreateContests),
      canCreateB2b: Boolean(who.canCreateB2b),
      profileHref: profilePath({ id: who.id, username: who.username }),
    },
    providers: {
      total: provN,
      items: provs.map((p) => ({
        id: p.id,
        title: p.name,
        status: p.status,
        at: iso(p.at),
        href: providerPath(p),
        adminHref: `/admin/providers?${q({ q: p.id, bearbeiten: p.id })}`,
      })),
    },
    reviews: {
      total: revN,
      items: revs.map((r) => ({
        id: r.id,
        title: r.title,
        status: r.status,
        at: iso(r.at),
        detail: `${r.provider} · ${r.rating}/5`,
        href: `/admin/reviews?${q({ q: r.title })}`,
      })),
    },
    articles: {
      total: artN,
      items: arts.map((a) => ({
        id: a.id,
        title: a.title,
        status: a.hiddenAt ? "hidden" : a.status,
        at: iso(a.at),
        href: articleHref({ slug: a.slug, authorUsername: who.username, id: a.id }),
      })),
    },
    claims: {
      total: claimN,
      items: claims.map((c) => ({
        id: c.id,
        title: c.provider,
        status: c.status,
        at: iso(c.at),
        href: "/admin",
        adminHref: `/admin/providers?${q({ q: c.providerId })}`,
      })),
    },
    reportsMade: { total: madeN, items: made.map(reportRow) },
    reportsReceived: { total: receivedN, items: received.map(reportRow) },
    messages: {
      total: msgN,
      items: msgs.map((m) => ({
        id: m.id,
        title: m.title,
        status: typeLabel(m.type),
        read: m.read,
        at: iso(m.at),
        href: m.historyId ? "/admin/messages" : "",
      })),
    },
    logins,
  };
}
