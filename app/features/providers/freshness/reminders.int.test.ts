import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { providers, userMessages } from "~db/schema/index";
import { db } from "~/lib/db.server";
import { outboxDir } from "~/lib/mail.server";
import { createTestProvider, createTestUser } from "../../../../tests/support/factories";
import { mailsTo } from "../../../../tests/support/mail";
import { loadProviderDetail } from "../detail.server";
import { isStale } from "./info-report-reasons";
import { sendListingReminders } from "./reminders.server";

const DAY = 86_400_000;
const reminders = (userId: string) =>
  db
    .select()
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), eq(userMessages.messageType, "listing_reminder")));

describe("stale entries: hint and 12-month reminder (decision 0027)", () => {
  it("knows stale data: older than 12 months", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(isStale(new Date("2025-11-24T12:00:00Z"), now)).toBe(false);
    expect(isStale(new Date("2025-11-22T12:00:00Z"), now)).toBe(true);
  });

  it("the provider page shows the data date and the hint only for stale data", async () => {
    const fresh = await createTestProvider({ dataUpdatedAt: new Date(Date.now() - 30 * DAY) });
    const stale = await createTestProvider({ dataUpdatedAt: new Date(Date.now() - 400 * DAY) });
    const a = (await loadProviderDetail(null, fresh.slug)).provider!;
    const b = (await loadProviderDetail(null, stale.slug)).provider!;
    expect(a.stale).toBe(false);
    expect(b.stale).toBe(true);
    expect(b.dataUpdatedAt).toBe(stale.dataUpdatedAt.toISOString());
  });

  it("reminds the owner once (message + mail), again only after 12 more months or after the data changed and aged again", async () => {
    const owner = await createTestUser();
    const now = new Date("2027-03-01T08:00:00Z");
    const p = await createTestProvider({ userId: owner.id, name: "Staubiger Laden", dataUpdatedAt: new Date("2026-01-15T10:00:00Z") });
    const young = await createTestProvider({ userId: owner.id, name: "Junger Laden", dataUpdatedAt: new Date("2026-06-01T10:00:00Z") });
    await createTestProvider({ userId: owner.id, name: "Wartender Laden", status: "pending", dataUpdatedAt: new Date("2025-01-01T10:00:00Z") });
    const mailsBefore = mailsTo(outboxDir(), owner.email).length;

    const first = await sendListingReminders({ now });
    expect(first.providers).toBeGreaterThanOrEqual(1);
    let messages = await reminders(owner.id);
    expect(messages.map((m) => m.metadata.provider_name)).toEqual(["Staubiger Laden"]);
    expect(messages[0]!.title).toContain("Staubiger Laden");
    const mails = mailsTo(outboxDir(), owner.email);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)!.text).toContain("12 Monaten nicht aktualisiert");
    expect((await db.select().from(providers).where(eq(providers.id, p.id)))[0]!.reminderSentAt!.getTime()).toBe(now.getTime());

    // The next days: nothing new.
    await sendListingReminders({ now: new Date(now.getTime() + 1 * DAY) });
    await sendListingReminders({ now: new Date(now.getTime() + 200 * DAY) });
    messages = await reminders(owner.id);
    // 200 days later 'Junger Laden' (data from June 2026) is over 12 months old: its own first reminder.
    expect(messages.map((m) => m.metadata.provider_name).sort()).toEqual(["Junger Laden", "Staubiger Laden"]);
    expect(young.id).toBeTruthy();

    // 12 months after the first reminder, still unchanged: a second one.
    await sendListingReminders({ now: new Date(now.getTime() + 370 * DAY) });
    expect((await reminders(owner.id)).filter((m) => m.metadata.provider_name === "Staubiger Laden")).toHaveLength(2);

    // The data changed after the reminder: no reminder until it is 12 months old again.
    const changed = new Date(now.getTime() + 400 * DAY);
    await db.update(providers).set({ dataUpdatedAt: changed }).where(eq(providers.id, p.id));
    await sendListingReminders({ now: new Date(changed.getTime() + 100 * DAY) });
    expect((await reminders(owner.id)).filter((m) => m.metadata.provider_name === "Staubiger Laden")).toHaveLength(2);
    await sendListingReminders({ now: new Date(changed.getTime() + 370 * DAY) });
    expect((await reminders(owner.id)).filter((m) => m.metadata.provider_name === "Staubiger Laden")).toHaveLength(3);
  });
});
