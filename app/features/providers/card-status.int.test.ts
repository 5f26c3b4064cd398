import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { providers } from "~db/schema";
import { db } from "~/lib/db.server";
import { createTestProvider } from "../../../tests/support/factories";
import { invalidateDirectoryCache, listColumns, toListItem } from "./directory.server";
import { parseDirectoryFilters } from "./filters";
import { searchProviders } from "./search.server";

/** A result card's opening status ('Geöffnet · bis 18:00' / 'Geschlossen · ab Mo 10:00'), in the provider's time zone. */
describe("the opening status of a result card", () => {
  const row = async (id: string) => (await db.select(listColumns).from(providers).where(eq(providers.id, id)))[0]!;

  it("is open until the interval's end, or closed with the next opening, in the provider's zone", async () => {
    const p = await createTestProvider({
      name: "Kartenstatus Club",
      openingHours: { days: { mo: [{ open: "10:00", close: "18:00" }] } },
      timeZone: "Europe/Berlin",
    });
    // Monday 30.11.2026, 11:00 in Berlin (10:00 UTC).
    expect(toListItem(await row(p.id), new Date("2026-11-30T10:00:00Z")).openingStatus).toMatchObject({ kind: "open", until: "18:00" });
    // Sunday 29.11.2026, 12:00 in Berlin: opens tomorrow.
    expect(toListItem(await row(p.id), new Date("2026-11-29T11:00:00Z")).openingStatus).toMatchObject({ kind: "closed", day: "morgen", time: "10:00" });
    // Monday 08:00 in Berlin: opens today.
    expect(toListItem(await row(p.id), new Date("2026-11-30T07:00:00Z")).openingStatus).toMatchObject({ kind: "closed", day: "heute", time: "10:00" });
    // The same instant is 19:00 on Monday in Tokyo: a provider there is closed until next Monday.
    await db.update(providers).set({ timeZone: "Asia/Tokyo" }).where(eq(providers.id, p.id));
    expect(toListItem(await row(p.id), new Date("2026-11-30T10:00:00Z")).openingStatus).toMatchObject({ kind: "closed", day: "Mo", time: "10:00" });
  });

  it("is null without opening hours, and 'Nach Vereinbarung' by appointment only", async () => {
    const none = await createTestProvider({ name: "Ohne Zeiten" });
    expect(toListItem(await row(none.id)).openingStatus).toBeNull();
    const appointment = await createTestProvider({ name: "Nur Termin", openingHours: { days: {}, byAppointment: true } });
    expect(toListItem(await row(appointment.id)).openingStatus).toMatchObject({ kind: "appointment" });
  });

  it("comes with the directory's results", async () => {
    await createTestProvider({
      name: "Statusladen Mitte",
      openingHours: { days: { mo: [{ open: "00:00", close: "24:00" }], di: [{ open: "09:00", close: "17:00" }] } },
    });
    invalidateDirectoryCache();
    const { items } = await searchProviders(null, parseDirectoryFilters(new URLSearchParams("q=Statusladen")));
    expect(items.map((i) => i.name)).toEqual(["Statusladen Mitte"]);
    expect(items[0]!.openingStatus).not.toBeNull();
    expect(items[0]).not.toHaveProperty("openingHours");
  });
});
