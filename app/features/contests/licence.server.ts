import { and, desc, eq, gt, sql } from "drizzle-orm";
import { contestConfig, contestPayments, LICENCE_CONTEST_ID_NONE, type ContestCurrency } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { badRequest, forbidden, HttpError, unauthorized } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { paymentProvider, paymentSetup } from "./payments.server";
import { CONTEST_MESSAGES, LICENCE_DEFAULT_DAYS } from "./schema";
import { plural } from "~/lib/format";

/**
 * Creator licences (spec 2 sections 4 and 5 'Licence purchase'; the permission as spec/README.md
 * decides it): the flag can_create_contests is the admins' approval to be a creator, a completed
 * payment with paid_at + duration_days in the future is what lets an approved creator create.
 * Creating needs both (admins need neither); only approved creators may buy. The price is computed
 * here from the active configuration; the payment goes through the payment provider and is
 * recorded with its result. Every check takes `now` so that tests control the clock.
 */

export type LicenceConfig = { pricePerDay: number; currency: ContestCurrency; minDays: number; maxDays: number; defaultDays: number };

/** The active configuration (newest active row), or null. */
export async function activeLicenceConfig(): Promise<LicenceConfig | null> {
  const [row] = await db.select().from(contestConfig).where(eq(contestConfig.isActive, true)).orderBy(desc(contestConfig.updatedAt)).limit(1);
  if (!row) return null;
  const defaultDays = Math.min(Math.max(LICENCE_DEFAULT_DAYS, row.minDays), row.maxDays);
  return { pricePerDay: Number(row.pricePerDay), currency: row.currency, minDays: row.minDays, maxDays: row.maxDays, defaultDays };
}

/** The end of the viewer's newest valid licence, or null. */
export async function licenceValidUntil(userId: string, now = new Date()): Promise<Date | null> {
  const expires = sql<string>`(${contestPayments.paidAt} + make_interval(days => ${contestPayments.durationDays}))`;
  const [row] = await db
    .select({ until: sql<string>`max(${expires})` })
    .from(contestPayments)
    .where(and(eq(contestPayments.userId, userId), eq(contestPayments.paymentStatus, "completed"), gt(expires, now.toISOString())));
  return row?.until ? new Date(row.until) : null;
}

/** May buy a licence: admins and members with the flag (the admins' approval as a creator). */
export function canBuyLicence(viewer: Viewer | null): boolean {
  return Boolean(viewer && (viewer.isAdmin || viewer.canCreateContests));
}

/** May create contests: admins; members only with the flag and a valid licence. */
export async function canCreateContests(viewer: Viewer | null, now = new Date()): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  if (!viewer.canCreateContests) return false;
  return (await licenceValidUntil(viewer.id, now)) !== null;
}

export type ContestAccess = {
  signedIn: boolean;
  isAdmin: boolean;
  hasFlag: boolean;
  licenceUntil: string | null;
  canCreate: boolean;
  /** The purchase is offered (members with the flag; the dashboard shows it while they cannot create). */
  canBuy: boolean;
  config: LicenceConfig | null;
  /** A payment provider is configured (production without one: no purchase is offered). */
  paymentsReady: boolean;
};

/** What the dashboard gate and the 'Verlosung starten' button need to know. */
export async function contestAccess(viewer: Viewer | null, now = new Date()): Promise<ContestAccess> {
  if (!viewer)
    return {
      signedIn: false,
      isAdmin: false,
      hasFlag: false,
      licenceUntil: null,
      canCreate: false,
      canBuy: false,
      config: null,
      paymentsReady: paymentSetup().ready,
    };
  const [until, config] = await Promise.all([
    viewer.isAdmin || viewer.canCreateContests ? licenceValidUntil(viewer.id, now) : Promise.resolve(null),
    activeLicenceConfig(),
  ]);
  return {
    signedIn: true,
    isAdmin: viewer.isAdmin,
    hasFlag: viewer.canCreateContests,
    licenceUntil: until?.toISOString() ?? null,
    canCreate: viewer.isAdmin || (viewer.canCreateContests && until !== null),
    canBuy: canBuyLicence(viewer),
    config,
    paymentsReady: paymentSetup().ready,
  };
}

/** The price of `days` under the config (two decimals). */
export function licencePrice(config: Pick<LicenceConfig, "pricePerDay">, days: number): number {
  return Math.round(config.pricePerDay * days * 100) / 100;
}

/**
 * Buys a licence of `days` days (only approved creators: without the flag 403, the purchase is not
 * offered to them either): checked against the active config ('Dauer muss zwischen {min}
 * und {max} Tagen liegen'), charged through the payment provider, recorded as a payment with the
 * provider's result. A refused or failed charge: 'Fehler bei der Zahlung. Bitte versuchen Sie es
 * erneut.' (402); no active config or an unknown provider: 'Konfigurationsfehler' (503); production
 * without a provider: 'Zahlungen sind nicht eingerichtet' (503). Nothing is charged or written then.
 */
export async function purchaseLicence(viewer: Viewer | null, days: number, now = new Date()) {
  if (!viewer) throw unauthorized(CONTEST_MESSAGES.loginRequired);
  if (!canBuyLicence(viewer)) throw forbidden(CONTEST_MESSAGES.noCreatorApproval);
  const setup = paymentSetup();
  if (!setup.ready && setup.reason === "unset") throw new HttpError(503, CONTEST_MESSAGES.paymentsNotSetUp);
  const config = await activeLicenceConfig();
  const provider = paymentProvider();
  if (!config || !provider) throw new HttpError(503, CONTEST_MESSAGES.configError);
  if (!Number.isInteger(days) || days < config.minDays || days > config.maxDays) {
    const message = CONTEST_MESSAGES.duration(config.minDays, config.maxDays);
    throw badRequest(message, { days: message });
  }
  const amount = licencePrice(config, days);
  let result: Awaited<ReturnType<typeof provider.charge>>;
  try {
    result = await provider.charge({
      userId: viewer.id,
      amount,
      currency: config.currency,
      description: `Contest-Berechtigung ${plural(days, "Tag", "Tage")}`,
    });
  } catch (error) {
    logger.warn({ err: error, provider: provider.name }, "licence charge failed");
    result = { status: "failed", reference: "" };
  }
  const [payment] = await db
    .insert(contestPayments)
    .values({
      userId: viewer.id,
      contestId: LICENCE_CONTEST_ID_NONE,
      amount: config.pricePerDay,
      totalAmount: amount,
      durationDays: days,
      currency: config.currency,
      paymentStatus: result.status,
      paymentProvider: provider.name,
      providerReference: result.reference || null,
      paidAt: result.status === "completed" ? now : null,
      createdAt: now,
    })
    .returning();
  if (result.status !== "completed") throw new HttpError(402, CONTEST_MESSAGES.paymentFailed);
  return { payment: payment!, message: CONTEST_MESSAGES.paymentOk(days), validUntil: new Date(now.getTime() + days * 86_400_000).toISOString() };
}
