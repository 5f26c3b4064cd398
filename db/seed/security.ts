import * as s from "../schema";
import { at, insertMany, type People, type SeedContext } from "./context";

/**
 * db/schema/security.ts: a few security events and refused uploads, so that the security dashboard
 * (decision 0019) shows its lists, the severity badges and the filter with demo data.
 */
export async function seedSecurity(ctx: SeedContext, { users }: People) {
  const { tx, ids, summary } = ctx;
  const [lena, paul] = users;
  const events: [string, Record<string, unknown>, string | null, number][] = [
    ["rate_limit_triggered", { action: "login_attempt" }, null, -9],
    ["permission_denied_warning", { method: "GET", path: "/admin" }, paul!.id, -7],
    ["context_menu_blocked", { source: "client_monitor", path: "/" }, null, -6],
    ["devtools_shortcut_blocked_warning", { source: "client_monitor", path: "/blog", key: "F12" }, null, -5],
    ["malicious_paste_blocked_high", { source: "client_monitor", path: "/gutscheincodes" }, null, -4],
    ["suspicious_content", { source: "blog_article", field: "content" }, lena!.id, -3],
    ["malicious_file_upload_high", { fileName: "rechnung.pdf.png", reason: "type_mismatch", fileType: "image/png", fileSize: 48_211 }, paul!.id, -2],
    ["automated_behavior_critical", { source: "client_monitor", path: "/", count: 4 }, null, -1],
  ];
  const rows = events.map(([eventType, details, userId, day], i) => {
    const createdAt = at(day, 60 * (8 + i));
    return {
      id: ids.uuid(),
      eventType,
      userId,
      eventDetails: { severity: /_(critical|high|warning)$/.exec(eventType)?.[1] ?? "info", timestamp: createdAt.toISOString(), ...details },
      ipAddress: `203.0.113.${10 + i}`,
      userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
      createdAt,
    };
  });
  await insertMany(tx, s.securityAuditLog, rows);
  const attempts = [
    {
      id: ids.uuid(),
      userId: paul!.id,
      fileName: "rechnung.pdf.png",
      reason: "type_mismatch",
      fileType: "image/png",
      fileSize: 48_211,
      ipAddress: "203.0.113.16",
      createdAt: at(-2, 900),
    },
    {
      id: ids.uuid(),
      userId: lena!.id,
      fileName: "urlaub-riesig.jpg",
      reason: "too_large",
      fileType: "image/jpeg",
      fileSize: 7_340_032,
      ipAddress: "203.0.113.20",
      createdAt: at(-8, 600),
    },
  ];
  await insertMany(tx, s.maliciousFileAttempts, attempts);
  summary.securityEvents = rows.length;
  summary.maliciousFileAttempts = attempts.length;
}
