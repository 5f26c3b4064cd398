import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, globalPopupInteractions, globalPopups, popupDeletionLogs } from "~db/schema";
import { createTestUser } from "../../../tests/support/factories";
import { statusOf } from "../../../tests/support/status";
import { db } from "~/lib/db.server";
import { HttpError } from "~/lib/errors";
import { deleteDeletionLog, deletePopup, listDeletionLogs, listPopups, savePopup } from "./admin.server";
import { activePopup, recordPopupInteraction } from "./public.server";

const DAY = 24 * 60 * 60_000;
const form = (extra: Record<string, unknown> = {}) => ({
  title: "Neu hier?",
  message: "Schau dir unsere Gutscheincodes an.",
  linkUrl: "",
  linkText: "",
  startDate: "",
  endDate: "",
  isActive: true,
  ...extra,
});

async function fields(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error.fieldErrors ?? {};
    throw error;
  }
  throw new Error("expected a refusal");
}

const visitor = (visitorKey: string) => ({ isBot: false, visitorKey });

describe("the active popup", () => {
  it("is the most recently changed active popup whose dates include now, with its version", async () => {
    expect(await activePopup()).toBeNull();
    await db.insert(globalPopups).values({ title: "Aus", message: "m", isActive: false });
    await db.insert(globalPopups).values({ title: "Später", message: "m", isActive: true, startDate: new Date(Date.now() + DAY) });
    await db
      .insert(globalPopups)
      .values({ title: "Vorbei", message: "m", isActive: true, endDate: new Date(Date.now() - DAY), startDate: new Date(Date.now() - 2 * DAY) });
    expect(await activePopup()).toBeNull();
    const [older] = await db
      .insert(globalPopups)
      .values({ title: "Alt", message: "m", isActive: true, updatedAt: new Date(Date.now() - DAY) })
      .returning();
    const [newer] = await db
      .insert(globalPopups)
      .values({ title: "Neu", message: "Hallo", isActive: true, linkUrl: "/blog", linkText: "Zum Blog" })
      .returning();
    const shown = await activePopup();
    expect(shown).toEqual({ id: newer!.id, title: "Neu", message: "Hallo", linkUrl: "/blog", linkText: "Zum Blog", version: newer!.updatedAt.toISOString() });
    expect(older).toBeTruthy();
  });
});

describe("interactions", () => {
  it("records view, close, like and share with the visitor key only; one like per visitor; not for bots or unknown popups", async () => {
    const [p] = await db.insert(globalPopups).values({ title: "T", message: "m", isActive: true }).returning();
    const member = await createTestUser();
    for (const type of ["view", "close", "share"] as const)
      expect(await recordPopupInteraction(null, { popupId: p!.id, interactionType: type }, visitor("a:1"))).toBe(true);
    expect(await recordPopupInteraction(member, { popupId: p!.id, interactionType: "like" }, visitor("a:1"))).toBe(true);
    expect(await recordPopupInteraction(member, { popupId: p!.id, interactionType: "like" }, visitor("a:2"))).toBe(false);
    expect(await recordPopupInteraction(null, { popupId: p!.id, interactionType: "view" }, { isBot: true, visitorKey: "a:1" })).toBe(false);
    expect(await recordPopupInteraction(null, { popupId: "00000000-0000-4000-8000-000000000000", interactionType: "view" }, visitor("a:1"))).toBe(false);
    const rows = await db.select().from(globalPopupInteractions).where(eq(globalPopupInteractions.popupId, p!.id));
    expect(rows.map((r) => r.interactionType).sort()).toEqual(["close", "like", "share", "view"]);
    expect(rows.filter((r) => r.interactionType !== "like").every((r) => r.visitorKey === "a:1" && r.userId === null)).toBe(true);
    expect(rows.find((r) => r.interactionType === "like")).toMatchObject({ userId: member.id, visitorKey: `u:${member.id}` });
  });

  it("after an admin edits the popup (a new display), the same visitor may like it once more", async () => {
    const admin = await createTestUser({ admin: true });
    const [p] = await db.insert(globalPopups).values({ title: "T", message: "m", isActive: true }).returning();
    const like = () => recordPopupInteraction(null, { popupId: p!.id, interactionType: "like" }, visitor("a:2"));
    expect(await like()).toBe(true);
    expect(await like()).toBe(false);
    await savePopup(admin, p!.id, form({ title: "T2" }));
    expect(await like()).toBe(true);
    expect(await like()).toBe(false);
    const likes = await db.select().from(globalPopupInteractions).where(eq(globalPopupInteractions.popupId, p!.id));
    expect(likes.filter((r) => r.interactionType === "like")).toHaveLength(2);
  });
});

describe("admin", () => {
  it("refuses visitors and members", async () => {
    const member = await createTestUser();
    const [p] = await db.insert(globalPopups).values({ title: "T", message: "m" }).returning();
    for (const viewer of [null, member]) {
      const expected = viewer ? 403 : 401;
      expect(await statusOf(listPopups(viewer))).toBe(expected);
      expect(await statusOf(listDeletionLogs(viewer))).toBe(expected);
      expect(await statusOf(savePopup(viewer, null, form()))).toBe(expected);
      expect(await statusOf(savePopup(viewer, p!.id, form()))).toBe(expected);
      expect(await statusOf(deletePopup(viewer, p!.id))).toBe(expected);
    }
    expect(await db.select().from(globalPopups).where(eq(globalPopups.id, p!.id))).toHaveLength(1);
  });

  it("saves with the spec's rules (title and message required, link a URL, missing link and dates null); an edit changes the version", async () => {
    const admin = await createTestUser({ admin: true });
    expect(await fields(savePopup(admin, null, form({ title: " ", message: "" })))).toMatchObject({
      title: "Titel ist erforderlich",
      message: "Nachricht ist erforderlich",
    });
    expect(await fields(savePopup(admin, null, form({ linkUrl: "kein link" })))).toMatchObject({ linkUrl: "Bitte gib eine gültige URL ein." });
    expect(await fields(savePopup(admin, null, form({ startDate: "10.12.2026", endDate: "01.12.2026" })))).toHaveProperty("endDate");
    const created = await savePopup(admin, null, form({ linkText: "ohne Link" }));
    expect(created).toMatchObject({ linkUrl: null, linkText: null, startDate: null, endDate: null, isActive: true, createdBy: admin.id });
    const before = (await activePopup())!;
    await new Promise((r) => setTimeout(r, 5));
    await savePopup(admin, created.id, form({ message: "Geändert", linkUrl: "https://example.org/", linkText: "Mehr" }));
    const after = (await activePopup())!;
    expect(after.id).toBe(before.id);
    expect(after.version).not.toBe(before.version);
    expect(after).toMatchObject({ message: "Geändert", linkUrl: "https://example.org/", linkText: "Mehr" });
    expect(await statusOf(savePopup(admin, "00000000-0000-4000-8000-000000000000", form()))).toBe(404);
  });

  it("lists statistics (views as distinct visitors), deletes after writing the deletion-log row, and deletes log entries", async () => {
    const admin = await createTestUser({ admin: true });
    const p = await savePopup(admin, null, form());
    const hit = (interactionType: "view" | "close" | "like" | "share", key: string) =>
      recordPopupInteraction(null, { popupId: p.id, interactionType }, visitor(key));
    await hit("view", "a");
    await hit("view", "a");
    await hit("view", "b");
    await hit("close", "a");
    await hit("close", "b");
    await hit("like", "a");
    await hit("share", "b");
    expect((await listPopups(admin)).find((r) => r.id === p.id)!.stats).toEqual({ views: 2, closes: 2, likes: 1, shares: 1 });

    const log = await deletePopup(admin, p.id);
    expect(log).toMatchObject({ popupId: p.id, title: p.title, wasActive: true, closeCount: 2, likeCount: 1, shareCount: 1, deletedBy: admin.id });
    expect(await db.select().from(globalPopups).where(eq(globalPopups.id, p.id))).toHaveLength(0);
    expect(await db.select().from(globalPopupInteractions).where(eq(globalPopupInteractions.popupId, p.id))).toHaveLength(0);
    expect((await listDeletionLogs(admin)).map((l) => l.id)).toContain(log.id);
    expect(await statusOf(deletePopup(admin, p.id))).toBe(404);

    expect(await statusOf(deleteDeletionLog(await createTestUser(), log.id))).toBe(403);
    await deleteDeletionLog(admin, log.id);
    expect(await db.select().from(popupDeletionLogs).where(eq(popupDeletionLogs.id, log.id))).toHaveLength(0);
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, p.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["popup.create", "popup.delete"]);
  });
});
