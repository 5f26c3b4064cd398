import { describe, expect, it } from "vitest";
import { coupons, merchants } from "~db/schema";
import { db } from "~/lib/db.server";
import { formatAmount } from "~/lib/format";
import { listPublicMerchants } from "./public.server";

/** Issue #26 item 10: each merchant card shows its best current offer; shops without one step back. */
describe("merchant cards' best offer", () => {
  it("picks the highest percentage over amounts and freebies, ignores expired and pending codes, and lists shops without a code last", async () => {
    const stamp = Date.now();
    const [shop] = await db
      .insert(merchants)
      .values({ name: `Aaa Bestes ${stamp}`, nameNormalized: `aaa bestes ${stamp}`, slug: `aaa-bestes-${stamp}`, status: "approved" })
      .returning();
    const [empty] = await db
      .insert(merchants)
      .values({ name: `Aaa Leer ${stamp}`, nameNormalized: `aaa leer ${stamp}`, slug: `aaa-leer-${stamp}`, status: "approved" })
      .returning();
    const [fixedOnly] = await db
      .insert(merchants)
      .values({ name: `Zzz Betrag ${stamp}`, nameNormalized: `zzz betrag ${stamp}`, slug: `zzz-betrag-${stamp}`, status: "approved" })
      .returning();
    const day = 86_400_000;
    const add = (merchantId: string, code: string, type: "percentage" | "fixed" | "freebie", value: string, extra: Partial<typeof coupons.$inferInsert> = {}) =>
      db.insert(coupons).values({
        merchantId,
        code,
        codeNormalized: code,
        title: `Titel ${code}`,
        discountType: type,
        discountValue: value,
        status: "approved",
        displayWeight: 5,
        ...extra,
      });
    await add(shop!.id, "GRATIS", "freebie", "Gratis Versand", { displayWeight: 10 });
    await add(shop!.id, "ZEHN", "percentage", "10");
    await add(shop!.id, "ZWANZIG", "percentage", "20,5");
    await add(shop!.id, "VORBEI", "percentage", "50", { validUntil: new Date(Date.now() - day) });
    await add(shop!.id, "WARTET", "percentage", "60", { status: "pending" });
    await add(shop!.id, "SPAETER", "percentage", "70", { validFrom: new Date(Date.now() + day) });
    await add(empty!.id, "ALT", "percentage", "30", { validUntil: new Date(Date.now() - day) });
    await add(fixedOnly!.id, "FUENF", "fixed", "5 €");
    await add(fixedOnly!.id, "ZEHNEURO", "fixed", "10");

    const list = await listPublicMerchants();
    const card = (id: string) => list.find((m) => m.id === id)!;
    expect(card(shop!.id).bestOffer).toEqual({ title: "Titel ZWANZIG", discount: "20,5 %" });
    expect(card(shop!.id).couponCount).toBe(3);
    expect(card(fixedOnly!.id).bestOffer).toEqual({ title: "Titel ZEHNEURO", discount: formatAmount(10) });
    expect(card(empty!.id)).toMatchObject({ bestOffer: null, couponCount: 0 });
    // 'Aaa Leer' sorts before 'Zzz Betrag' by name, but has no current code: it comes after.
    const ids = list.map((m) => m.id);
    expect(ids.indexOf(empty!.id)).toBeGreaterThan(ids.indexOf(fixedOnly!.id));
  });
});
