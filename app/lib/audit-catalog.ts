/**
 * What the admin audit log records (decision 0030): every area (target type) and action an admin
 * change writes, typed, so that a new action cannot be written without being listed here. The
 * 'Audit-Logs' tab shows them with German labels from public/locales/de/admin.json, one key per
 * area: `audit.areas.<area>`, `audit.actions.<action>`, `audit.fields.<area>.<field>` and, for
 * values of fixed sets, `audit.values.<field>.<value>` (features/admin/audit-catalog.test.ts checks every key).
 * Plain module: the view uses it in the browser.
 */

export const AUDIT_AREAS = [
  "provider",
  "review",
  "article",
  "user",
  "message",
  "merchant",
  "coupon",
  "contest",
  "contest_config",
  "ads_banner",
  "ads_campaign",
  "ads_placement",
  "global_popup",
  "popup_deletion_log",
  "site_settings",
  "site_setting",
  "homepage_seo",
  "project_urls",
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

export const AUDIT_ACTIONS = [
  "provider.create",
  "provider.update",
  "provider.approve",
  "provider.reject",
  "provider.delete",
  // 'Eintrag bearbeiten' (issue #26): the owner's direct changes, a change request, its decision.
  "provider.owner_update",
  "provider.change_request",
  "provider.change_approve",
  "provider.change_reject",
  "info_report.done",
  "info_report.dismissed",
  "claim.approve",
  "claim.reject",
  "claim.revoke",
  "review.publish",
  "review.hide",
  "review.pending",
  "review.delete",
  "report.keep",
  "report.hide",
  "article.unhide",
  "user.admin.grant",
  "user.admin.revoke",
  "user.contest.grant",
  "user.contest.revoke",
  "user.b2b.grant",
  "user.b2b.revoke",
  "user.message",
  "message.send",
  "merchant.approve",
  "merchant.reject",
  "merchant.update",
  "merchant.delete",
  "coupon.approve",
  "coupon.reject",
  "coupon.update",
  "coupon.weight",
  "coupon.reset_stats",
  "coupon.delete",
  "contest.status",
  "contest.delete",
  "contest_config.save",
  "ads.placement.toggle",
  "ads.campaign.create",
  "ads.campaign.update",
  "ads.campaign.delete",
  "ads.banner.create",
  "ads.banner.update",
  "ads.banner.delete",
  "popup.create",
  "popup.update",
  "popup.delete",
  "popup.deletion_log.delete",
  "site_settings_update",
  "site_setting_upsert",
  "operator_update",
  "site_setting.update",
  "homepage_seo_create",
  "homepage_seo_update",
  "indexnow_submit",
  "trash.restore",
  "trash.purge",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Technical fields a change list leaves out (ids, timestamps the database sets, derived keys). */
export const AUDIT_HIDDEN_FIELDS: ReadonlySet<string> = new Set([
  "id",
  "createdAt",
  "updatedAt",
  "dataUpdatedAt",
  "nameNormalized",
  "codeNormalized",
  "rankScore",
]);

/** Fields that are not columns of the area's table but appear in its entries (counts, references). */
export const AUDIT_EXTRA_FIELDS: Partial<Record<AuditArea, readonly string[]>> = {
  provider: ["reportId", "reason", "claimId", "adminNote", "changeRequestId"],
  review: ["reportId", "reason", "resolvedReports"],
  article: ["hidden", "reportId", "reason", "resolvedReports"],
  user: ["isAdmin", "canCreateContests", "canCreateB2b", "historyId", "title"],
  merchant: ["coupons"],
  coupon: ["views", "clicks"],
  ads_banner: ["events"],
  ads_campaign: ["banners"],
  global_popup: ["views", "closes", "likes", "shares"],
  site_settings: [
    "site_title",
    "favicon_url",
    "default_og_image",
    "coupon_featured_merchants",
    "security_monitor_enabled",
    "indexnow_key",
    "indexnow_endpoint",
    "operator_name",
    "operator_street",
    "operator_postal_code_and_city",
    "operator_country",
    "operator_email",
    "operator_phone",
    "operator_representative",
    "operator_register_court",
    "operator_register_number",
    "operator_vat_id",
    "operator_responsible",
  ],
  site_setting: ["value"],
  project_urls: ["urlCount", "endpoint"],
};

/** Fields whose values come from a fixed set and have labels (`audit.values.<field>.<value>`). */
export const AUDIT_VALUE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  status: [
    "pending",
    "approved",
    "rejected",
    "published",
    "hidden",
    "draft",
    "active",
    "ended",
    "cancelled",
    "open",
    "done",
    "dismissed",
    "kept",
    "revoked",
    "deleted",
    "scheduled",
  ],
  recipientType: ["all_users", "selected"],
  clickTarget: ["_blank", "_self"],
  prizeType: ["individual", "voucher"],
  discountType: ["percentage", "fixed", "freebie"],
  coordinatesSource: ["dataset", "admin", "geocoder"],
  clubAdmission: ["open", "waitlist", "closed"],
  clubLicence: ["granted", "applied"],
};

/** Fields that hold the id of another object: the list shows that object's name (area of its name). */
export const AUDIT_REF_FIELDS: Readonly<Record<string, AuditArea>> = {
  userId: "user",
  createdBy: "user",
  senderAdminId: "user",
  decidedBy: "user",
  updatedBy: "user",
  deletedBy: "user",
  winnerId: "user",
  authorId: "user",
  providerId: "provider",
  merchantId: "merchant",
  campaignId: "ads_campaign",
  placementId: "ads_placement",
  popupId: "global_popup",
  historyId: "message",
};

/** One changed field: its key, and the values before and after (absent when the entry has no such side). */
export type AuditChange = { field: string; before?: unknown; after?: unknown };

/** The key of a name in the list's name map. */
export const auditNameKey = (area: string, id: string) => `${area}:${id}`;

export const auditAreaKey = (area: string) => `audit.areas.${area}`;
export const auditActionKey = (action: string) => `audit.actions.${action}`;
export const auditFieldKey = (area: string, field: string) => `audit.fields.${area}.${field}`;
export const auditValueKey = (field: string, value: string) => `audit.values.${field}.${value}`;
