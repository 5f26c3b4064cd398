import { desc, eq } from "drizzle-orm";
import { contestConfig } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { requireAdmin } from "~/lib/http.server";
import { parseInput } from "~/lib/request.server";
import { CONTEST_ADMIN_MESSAGES, contestConfigSchema, type ContestConfigInput } from "./admin-schema";
import { paymentSetup, type PaymentSetup } from "./payments.server";
import { writeAuditLog } from "~/lib/audit-log.server";

/**
 * The creator-licence configuration (spec 3 "Contest config"): admins edit the latest row (a new
 * row when there is none). Users (the licence purchase) read the latest active row; when the
 * latest row is switched off and no other row is active, the purchase is unavailable.
 */

export type AdminContestConfig = ContestConfigInput & { id: string | null; updatedAt: string | null; payments: PaymentSetup };

/** Defaults of the table (price 30 EUR per day, 1 to 30 days, active) when no row exists yet. */
const DEFAULTS: ContestConfigInput = { pricePerDay: 30, currency: "EUR", minDays: 1, maxDays: 30, isActive: true };

async function latestRow() {
  const [row] = await db.select().from(contestConfig).orderBy(desc(contestConfig.updatedAt), desc(contestConfig.createdAt)).limit(1);
  return row ?? null;
}

/** The latest config row for the admin form, with the payment provider's state (issue #28). */
export async function getContestConfigForAdmin(viewer: Viewer | null): Promise<AdminContestConfig> {
  requireAdmin(viewer);
  const row = await latestRow();
  const payments = paymentSetup();
  if (!row) return { ...DEFAULTS, id: null, updatedAt: null, payments };
  return {
    payments,
    id: row.id,
    pricePerDay: row.pricePerDay,
    currency: row.currency,
    minDays: row.minDays,
    maxDays: row.maxDays,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Validates (min >= 1, max >= min, price 0 to 100,000, EUR/USD/CHF) and saves into the latest row. */
export async function saveContestConfig(viewer: Viewer | null, raw: unknown, now = new Date()) {
  requireAdmin(viewer);
  const input = parseInput(contestConfigSchema, raw, CONTEST_ADMIN_MESSAGES.configError);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contestConfig).orderBy(desc(contestConfig.updatedAt), desc(contestConfig.createdAt)).limit(1).for("update");
    const values = { ...input, createdBy: before?.createdBy ?? viewer.id, updatedAt: now };
    const [after] = before
      ? await tx.update(contestConfig).set(values).where(eq(contestConfig.id, before.id)).returning()
      : await tx
          .insert(contestConfig)
          .values({ ...values, createdBy: viewer.id })
          .returning();
    await writeAuditLog(tx, viewer, {
      action: "contest_config.save",
      targetType: "contest_config",
      targetId: after!.id,
      before: before
        ? { pricePerDay: before.pricePerDay, currency: before.currency, minDays: before.minDays, maxDays: before.maxDays, isActive: before.isActive }
        : null,
      after: input,
    });
    return { id: after!.id, ...input };
  });
}
