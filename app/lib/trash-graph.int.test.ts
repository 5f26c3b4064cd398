import { describe, expect, it } from "vitest";
import { TRASH_KINDS } from "~db/schema";
import { db } from "./db.server";
import { buildGraph, readCatalog } from "./trash-graph.server";
import { TRASH_ROOT_TABLES } from "./trash.server";

/**
 * What belongs to each kind of the 'Papierkorb' (decision 0030 lists the same): derived from the
 * database's foreign keys, so a new table that cascades from one of these rows joins its trash
 * entry by itself; this test makes such a change visible (update the decision when it fails).
 */
describe("trash dependency graph (from the catalog)", () => {
  it("takes what cascades from each kind, parents first, and the references that are emptied", async () => {
    const catalog = await readCatalog(db);
    const graphs = Object.fromEntries(TRASH_KINDS.map((kind) => [kind, buildGraph(catalog, TRASH_ROOT_TABLES[kind])]));
    const tables = (kind: keyof typeof graphs) => graphs[kind]!.tables;
    expect([...tables("provider")].sort()).toEqual(
      [
        "content_reports",
        "favorites",
        "provider_analytics",
        "provider_change_requests",
        "provider_claims",
        "provider_info_reports",
        "provider_translations",
        "providers",
        "review_helpful_votes",
        "review_replies",
        "reviews",
      ].sort(),
    );
    expect([...tables("review")].sort()).toEqual(["content_reports", "review_helpful_votes", "review_replies", "reviews"]);
    expect(tables("banner")).toEqual(["ads_banners", "ads_analytics"]);
    expect(tables("campaign")).toEqual(["ads_campaigns", "ads_banners", "ads_analytics"]);
    expect([...tables("coupon")].sort()).toEqual(["coupon_daily_stats", "coupon_stats", "coupons"]);
    expect(tables("merchant")[0]).toBe("merchants");
    expect([...tables("merchant")].sort()).toEqual(["coupon_daily_stats", "coupon_stats", "coupons", "merchants"]);
    expect([...tables("contest")].sort()).toEqual(["contest_participations", "contest_views", "contests"]);
    expect(tables("popup")).toEqual(["global_popups", "global_popup_interactions"]);

    // Parents before children: a review before its votes, replies and reports.
    const order = tables("provider");
    for (const child of ["review_helpful_votes", "review_replies", "content_reports"]) expect(order.indexOf("reviews")).toBeLessThan(order.indexOf(child));
    expect(order[0]).toBe("providers");

    // References the delete empties (and the restore sets again): the contest audit trail.
    expect(graphs.contest!.nulled.map((f) => `${f.child}.${f.childCols.join(",")}`)).toEqual(["contest_audit_log.contest_id"]);
    for (const kind of TRASH_KINDS) {
      // Every table of a graph has a primary key (needed to put references back).
      for (const t of tables(kind)) expect(catalog.primaryKeys.get(t)?.length, t).toBeGreaterThan(0);
    }
  });
});
