import * as s from "../schema";
import { at, type People, type SeedContext } from "./context";

/** db/schema/popups.ts: the (inactive) welcome popup. */
export async function seedPopups(ctx: SeedContext, { admin }: People) {
  const { tx, ids } = ctx;
  await tx.insert(s.globalPopups).values({
    id: ids.uuid(),
    title: "Willkommen bei Hanfnetz!",
    message: "Entdecke Anbieter, lies Erfahrungsberichte und teile dein Wissen mit der Community.",
    linkUrl: "/blog",
    linkText: "Zum Blog",
    isActive: false,
    startDate: null,
    endDate: null,
    createdBy: admin.id,
    createdAt: at(-60),
    updatedAt: at(-60),
  });
}

/** Statistics of the welcome popup and one deleted popup in the deletion log (a later step: the id stream stays as it was). */
export async function seedPopupHistory(ctx: SeedContext, { admin }: People) {
  const { tx, ids } = ctx;
  const [welcome] = await tx.select({ id: s.globalPopups.id }).from(s.globalPopups).limit(1);
  if (welcome) {
    const rows: (typeof s.globalPopupInteractions.$inferInsert)[] = [];
    for (let i = 0; i < 24; i++) {
      const visitorKey = `demo-popup-${i}`;
      const createdAt = at(-59 + Math.floor(i / 2));
      rows.push({ id: ids.uuid(), popupId: welcome.id, interactionType: "view", visitorKey, createdAt });
      rows.push({ id: ids.uuid(), popupId: welcome.id, interactionType: i % 3 === 0 ? "like" : "close", visitorKey, createdAt });
      if (i % 5 === 0) rows.push({ id: ids.uuid(), popupId: welcome.id, interactionType: "share", visitorKey, createdAt });
    }
    await tx.insert(s.globalPopupInteractions).values(rows);
  }
  await tx.insert(s.popupDeletionLogs).values({
    id: ids.uuid(),
    popupId: ids.uuid(),
    title: "Sommeraktion 2026",
    message: "Im Sommer gab es neue Gutscheincodes für Zubehör.",
    linkUrl: "/gutscheincodes",
    linkText: "Zu den Gutscheincodes",
    wasActive: false,
    startDate: at(-150),
    endDate: at(-90),
    deletedBy: admin.id,
    deletedAt: at(-80),
    closeCount: 41,
    likeCount: 12,
    shareCount: 3,
  });
}
