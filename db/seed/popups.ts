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
