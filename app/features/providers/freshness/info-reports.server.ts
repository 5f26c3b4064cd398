import { and, asc, eq, sql } from "drizzle-orm";
import { profiles, providerInfoReports, providers } from "~db/schema/index";
import type { Executor } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { conflict, notFound, unauthorized } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { parseInput } from "~/lib/request.server";
import { cleanText, isSuspicious } from "~/lib/sanitize.server";
import { logSecurityEvent } from "~/lib/security-log.server";
import { INFO_REPORT_REASON_LABELS, type InfoReportReasonKey } from "./info-report-reasons";
import { INFO_REPORT_MESSAGES, infoReportSchema, type InfoReportInput } from "../schema";
import { providerPath } from "~/lib/paths";
import { writeAuditLog } from "~/lib/audit-log.server";
import { insertMessages } from "~/lib/inbox-writer.server";
import { providerOwnerIds } from "~/features/providers/owners.server";

/**
 * 'Veraltete Info melden' (decision 0027): signed-in members report that part of a public entry is
 * outdated; the owners (providerOwnerIds) get an `outdated_info_report` message; admins close the
 * report in the back-office with 'done' (owners told again) or 'dismissed'.
 */

type Provider = { id: string; name: string; slug: string };

async function tellOwners(tx: Executor, p: Provider, exceptUserId: string | null, title: string, content: string, extra: Record<string, unknown>) {
  const owners = (await providerOwnerIds(p.id, tx)).filter((id) => id !== exceptUserId);
  await insertMessages(
    tx,
    owners.map((userId) => ({
      userId,
      title,
      content,
      messageType: "outdated_info_report" as const,
      metadata: { provider_id: p.id, provider_name: p.name, provider_url: providerPath(p), ...extra },
    })),
  );
  return owners.length;
}

/**
 * A member reports outdated info of an approved entry. Refused: signed out (401), bad input (400),
 * unknown or not public entry (404), a second open report of the same entry by the same member
 * (409), more than 5 reports an hour (429).
 */
export async function reportOutdatedInfo(
  viewer: Viewer | null,
  raw: InfoReportInput | Record<string, unknown>,
  meta: { ip?: string | null; request?: Request } = {},
) {
  if (!viewer) throw unauthorized(INFO_REPORT_MESSAGES.signIn);
  const input = parseInput(infoReportSchema, raw);
  if (!isUuid(input.providerId)) throw notFound(INFO_REPORT_MESSAGES.notFound);
  const [provider] = await db
    .select({ id: providers.id, name: providers.name, slug: providers.slug })
    .from(providers)
    .where(and(eq(providers.id, input.providerId), eq(providers.status, "approved")))
    .limit(1);
  if (!provider) throw notFound(INFO_REPORT_MESSAGES.notFound);
  await enforceRateLimit("info_report", `user:${viewer.id}`, { userId: viewer.id, ip: meta.ip, message: INFO_REPORT_MESSAGES.rateLimit });
  if (input.note && isSuspicious(input.note)) {
    void logSecurityEvent({ eventType: "suspicious_content", userId: viewer.id, request: meta.request, details: { field: "info_report_note" } });
  }
  const note = input.note ? cleanText(input.note) || null : null;
  const reasonLabel = INFO_REPORT_REASON_LABELS[input.reason];
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(providerInfoReports)
      .values({ providerId: provider.id, reporterId: viewer.id, reason: input.reason, note })
      .onConflictDoNothing()
      .returning({ id: providerInfoReports.id });
    if (!created) throw conflict(INFO_REPORT_MESSAGES.duplicate);
    const told = await tellOwners(
      tx,
      provider,
      viewer.id,
      `Veraltete Info gemeldet: „${provider.name}“`,
      `Ein Mitglied meint, dass bei deinem Eintrag „${provider.name}“ etwas nicht mehr stimmt: ${reasonLabel}.${note ? ` Notiz: ${note}` : ""} Bitte prüfe die Angaben.`,
      { report_id: created.id, reason: input.reason },
    );
    return { id: created.id, ownersTold: told, message: INFO_REPORT_MESSAGES.reported };
  });
}

export type OpenInfoReport = {
  id: string;
  reason: InfoReportReasonKey;
  note: string | null;
  createdAt: Date;
  reporterId: string | null;
  reporterUsername: string | null;
  providerName: string;
  providerHref: string;
};

/** The back-office queue: open outdated-info reports, oldest first. Admins only. */
export async function listOpenInfoReports(admin: Viewer | null, { limit = 50 }: { limit?: number } = {}) {
  requireAdmin(admin);
  const open = eq(providerInfoReports.status, "open");
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: providerInfoReports.id,
        reason: providerInfoReports.reason,
        note: providerInfoReports.note,
        createdAt: providerInfoReports.createdAt,
        reporterId: providerInfoReports.reporterId,
        reporterUsername: profiles.username,
        providerId: providers.id,
        providerName: providers.name,
        providerSlug: providers.slug,
      })
      .from(providerInfoReports)
      .innerJoin(providers, eq(providers.id, providerInfoReports.providerId))
      .leftJoin(profiles, eq(profiles.id, providerInfoReports.reporterId))
      .where(open)
      .orderBy(asc(providerInfoReports.createdAt), asc(providerInfoReports.id))
      .limit(Math.min(Math.max(limit, 1), 200)),
    db.select({ total: sql<number>`count(*)::int` }).from(providerInfoReports).where(open),
  ]);
  const items: OpenInfoReport[] = rows.map((r) => ({
    id: r.id,
    reason: r.reason,
    note: r.note,
    createdAt: r.createdAt,
    reporterId: r.reporterId,
    reporterUsername: r.reporterUsername,
    providerName: r.providerName,
    providerHref: providerPath({ id: r.providerId, slug: r.providerSlug }),
  }));
  return { items, total: Number(counted?.total ?? 0) };
}

/**
 * Closes an open report: 'done' (the info was checked or corrected; the owners are told) or
 * 'dismissed'. It does not change the entry's data date: only a real data change does (decision
 * 0027). Admins only (401/403); unknown 404, already closed 409. One transaction, audited.
 */
export async function decideInfoReport(admin: Viewer | null, reportId: string, decision: "done" | "dismissed") {
  requireAdmin(admin);
  if (!isUuid(reportId)) throw notFound(INFO_REPORT_MESSAGES.reportNotFound);
  return db.transaction(async (tx) => {
    const [report] = await tx.select().from(providerInfoReports).where(eq(providerInfoReports.id, reportId)).for("update").limit(1);
    if (!report) throw notFound(INFO_REPORT_MESSAGES.reportNotFound);
    if (report.status !== "open") throw conflict(INFO_REPORT_MESSAGES.alreadyDecided);
    await tx.update(providerInfoReports).set({ status: decision, decidedBy: admin.id, decidedAt: new Date() }).where(eq(providerInfoReports.id, reportId));
    const [provider] = await tx
      .select({ id: providers.id, name: providers.name, slug: providers.slug })
      .from(providers)
      .where(eq(providers.id, report.providerId))
      .limit(1);
    let ownersTold = 0;
    if (decision === "done" && provider) {
      ownersTold = await tellOwners(
        tx,
        provider,
        null,
        `Meldung zu „${provider.name}“ erledigt`,
        `Wir haben die Meldung „${INFO_REPORT_REASON_LABELS[report.reason]}“ zu deinem Eintrag „${provider.name}“ geprüft und als erledigt markiert. Danke, dass du deine Angaben aktuell hältst!`,
        { report_id: report.id, reason: report.reason, decision },
      );
    }
    await writeAuditLog(tx, admin, {
      action: `info_report.${decision}`,
      targetType: "provider",
      targetId: report.providerId,
      before: { status: "open", reportId: report.id, reason: report.reason },
      after: { status: decision },
    });
    return { id: report.id, status: decision, ownersTold, message: decision === "done" ? INFO_REPORT_MESSAGES.done : INFO_REPORT_MESSAGES.dismissed };
  });
}
