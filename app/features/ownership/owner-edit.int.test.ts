import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { adminAuditLog, providerChangeRequests, providerClaims, providers, userMessages, type Provider } from "~db/schema";
import { db } from "~/lib/db.server";
import { outboxDir } from "~/lib/mail.server";
import { RATE_LIMIT_MESSAGE } from "~/lib/rate-limit.server";
import { listOwnProviderSubmissions } from "~/features/providers/submissions.server";
import { uploadImage } from "~/features/providers/uploads.server";
import { createTestProvider, createTestUser } from "../../../tests/support/factories";
import { mailsTo } from "../../../tests/support/mail";
import { statusOf } from "../../../tests/support/status";
import { decideChangeRequest, listChangeRequests, pendingChangeRequest } from "./change-requests.server";
import { LISTING_MESSAGES } from "./listing-values";
import { ownerEditData, saveOwnerEdit } from "./owner-edit.server";

/** The form as the page posts it for a stored listing, with some fields changed. */
function formOf(p: Provider, changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    description: p.description,
    phone: p.phone ?? "",
    email: p.email ?? "",
    website: p.website ?? "",
    name: p.name,
    category: p.category,
    address: p.address ?? "",
    postalCode: p.postalCode ?? "",
    city: p.city ?? "",
    countryCode: p.countryCode,
    ...changes,
  };
}

const row = async (id: string) => (await db.select().from(providers).where(eq(providers.id, id)))[0]!;
const audits = (id: string, action: string) =>
  db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetId, id), eq(adminAuditLog.action, action)));
const past = new Date("2025-01-01T00:00:00Z");

async function club() {
  const creator = await createTestUser();
  const provider = await createTestProvider({
    userId: creator.id,
    name: `Club ${Math.random().toString(36).slice(2, 8)}`,
    dataUpdatedAt: past,
    postalCode: "10115",
    description: "Ein Verein für gemeinsamen Anbau und Beratung.",
  });
  return { creator, provider };
}

describe("'Eintrag bearbeiten': who may edit", () => {
  it("lets the creator, an approved claimant and admins edit; refuses other members, rejected claimants, visitors and other listings", async () => {
    const { creator, provider } = await club();
    const claimant = await createTestUser();
    const rejected = await createTestUser();
    const other = await createTestUser();
    const admin = await createTestUser({ admin: true });
    await db.insert(providerClaims).values([
      { providerId: provider.id, userId: claimant.id, note: "Ich führe den Club.", contact: "c@example.com", status: "approved", decidedAt: new Date() },
      { providerId: provider.id, userId: rejected.id, note: "Ich auch, ehrlich.", contact: "r@example.com", status: "rejected", decidedAt: new Date() },
    ]);
    const { provider: otherListing } = await club();

    for (const viewer of [creator, claimant, admin]) {
      expect((await ownerEditData(viewer, provider.slug)).provider.id).toBe(provider.id);
      await saveOwnerEdit(viewer, provider.id, formOf(await row(provider.id), { phone: `030 ${Math.floor(Math.random() * 1e7)}` }));
    }
    expect(await statusOf(ownerEditData(null, provider.slug))).toBe(401);
    expect(await statusOf(saveOwnerEdit(null, provider.id, formOf(provider)))).toBe(401);
    for (const viewer of [other, rejected]) {
      expect(await statusOf(ownerEditData(viewer, provider.slug))).toBe(403);
      expect(await statusOf(saveOwnerEdit(viewer, provider.id, formOf(provider, { description: "Übernommen!" })))).toBe(403);
    }
    // The owner of one listing cannot edit another.
    expect(await statusOf(saveOwnerEdit(creator, otherListing.id, formOf(otherListing, { description: "Fremd" })))).toBe(403);
    expect(await statusOf(saveOwnerEdit(creator, "gibt-es-nicht", formOf(provider)))).toBe(404);
    expect((await row(otherListing.id)).description).toBe(otherListing.description);
    expect((await row(provider.id)).description).toBe(provider.description);
  });
});

describe("'Eintrag bearbeiten': direct changes", () => {
  it("publishes description, contacts, hours and club facts at once, sets the dates and writes the audit log", async () => {
    const { creator, provider } = await club();
    const result = await saveOwnerEdit(
      creator,
      provider.id,
      formOf(provider, {
        description: "Unser Club in Mitte: Beratung, Anbau in der Gemeinschaft und ein offenes Ohr.",
        phone: "+49 30 1234567",
        website: "https://club.example.com",
        hours_mo_open_0: "10:00",
        hours_mo_close_0: "13:00",
        hours_mo_open_1: "14:00",
        hours_mo_close_1: "19:00",
        hours_so_closed: "1",
        byAppointment: "1",
        clubAdmission: "open",
        clubFeeMin: "20",
        clubFeeMax: "35,50",
        clubLicence: "applied",
        minimumAge: "21",
      }),
    );
    expect(result).toMatchObject({ changed: true, requested: false, message: "Deine Änderungen sind veröffentlicht." });
    const saved = await row(provider.id);
    expect(saved).toMatchObject({
      description: "Unser Club in Mitte: Beratung, Anbau in der Gemeinschaft und ein offenes Ohr.",
      phone: "+49 30 1234567",
      website: "https://club.example.com",
      openingHours: {
        days: {
          mo: [
            { open: "10:00", close: "13:00" },
            { open: "14:00", close: "19:00" },
          ],
          so: [],
        },
        byAppointment: true,
      },
      clubAdmission: "open",
      clubFeeMinCents: 2000,
      clubFeeMaxCents: 3550,
      clubLicence: "applied",
      minimumAge: 21,
    });
    expect(saved.dataUpdatedAt.getTime()).toBeGreaterThan(past.getTime());
    expect(saved.clubFactsUpdatedAt).not.toBeNull();
    const [audit] = await audits(provider.id, "provider.owner_update");
    expect(audit).toMatchObject({ actorId: creator.id, targetType: "provider" });
    expect(audit!.before).toMatchObject({ phone: null, clubAdmission: null });
    expect(audit!.after).toMatchObject({ phone: "+49 30 1234567", clubAdmission: "open", minimumAge: 21 });

    // Hours alone: club facts keep their date.
    const factsDate = saved.clubFactsUpdatedAt!;
    await saveOwnerEdit(
      creator,
      provider.id,
      formOf(saved, {
        hours_di_open_0: "09:00",
        hours_di_close_0: "12:00",
        clubAdmission: "open",
        clubFeeMin: "20",
        clubFeeMax: "35,50",
        clubLicence: "applied",
        minimumAge: "21",
      }),
    );
    const again = await row(provider.id);
    expect(again.openingHours).toEqual({ days: { di: [{ open: "09:00", close: "12:00" }] } });
    expect(again.clubFactsUpdatedAt!.getTime()).toBe(factsDate.getTime());
  });

  it("refuses bad hours and club facts with German messages beside the fields and changes nothing", async () => {
    const { creator, provider } = await club();
    const refused = saveOwnerEdit(
      creator,
      provider.id,
      formOf(provider, {
        hours_mo_open_0: "10:00",
        hours_mo_close_0: "10:00",
        hours_di_open_0: "10:00",
        hours_di_close_0: "14:00",
        hours_di_open_1: "12:00",
        hours_di_close_1: "16:00",
        clubFeeMin: "50",
        clubFeeMax: "10",
        minimumAge: "16",
        email: "kein-mail",
      }),
    );
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: "Bitte korrigiere die Fehler im Formular.",
      fieldErrors: {
        "hours.mo": LISTING_MESSAGES.order,
        "hours.di": LISTING_MESSAGES.overlap,
        clubFeeMax: LISTING_MESSAGES.feeOrder,
        minimumAge: LISTING_MESSAGES.age,
        email: "Ungültiges E-Mail-Format",
      },
    });
    const stored = await row(provider.id);
    expect(stored.openingHours).toBeNull();
    expect(stored.dataUpdatedAt.getTime()).toBe(past.getTime());
  });

  it("asks club facts only of social clubs", async () => {
    const creator = await createTestUser();
    const bar = await createTestProvider({ userId: creator.id, category: "bars_restaurants", categories: ["bars_restaurants"] });
    await saveOwnerEdit(creator, bar.id, formOf(bar, { clubAdmission: "open", minimumAge: "5" }));
    expect(await row(bar.id)).toMatchObject({ clubAdmission: null, minimumAge: null });
  });

  it("limits owners to 30 saves an hour ('Zu viele Versuche')", async () => {
    const { creator, provider } = await club();
    for (let i = 0; i < 30; i++) await saveOwnerEdit(creator, provider.id, formOf(provider));
    await expect(saveOwnerEdit(creator, provider.id, formOf(provider))).rejects.toMatchObject({ status: 429, message: RATE_LIMIT_MESSAGE });
  });
});

describe("'Eintrag bearbeiten' without JavaScript: files in the form", () => {
  it("stores posted photos and a logo through the upload pipeline, removes ticked photos, needs the copyright confirmation", async () => {
    const { creator, provider } = await club();
    const jpeg = async (color: string) =>
      new File(
        [
          new Uint8Array(
            await sharp({ create: { width: 60, height: 40, channels: 3, background: color } })
              .jpeg()
              .toBuffer(),
          ),
        ],
        "bild.jpg",
        { type: "image/jpeg" },
      );
    const refused = saveOwnerEdit(creator, provider.id, formOf(provider, { photoFiles: await jpeg("#225522") }));
    await expect(refused).rejects.toMatchObject({ status: 400, message: "Bitte bestätige, dass du die Rechte an diesem Bild besitzt" });
    await saveOwnerEdit(
      creator,
      provider.id,
      formOf(provider, { photoFiles: [await jpeg("#225522"), await jpeg("#552222")], logoFile: await jpeg("#222255"), copyright: "1" }),
    );
    const saved = await row(provider.id);
    expect(saved.imageUrls).toHaveLength(2);
    expect(saved.imageUrl).toBe(saved.imageUrls[0]);
    expect(saved.logoUrl).toMatch(/^\/media\/provider-images\//);
    await saveOwnerEdit(creator, provider.id, formOf(saved, { imageUrls: saved.imageUrls, removeImages: saved.imageUrls[0], logoUrl: saved.logoUrl }));
    expect((await row(provider.id)).imageUrls).toEqual([saved.imageUrls[1]]);
    // Six photos are refused.
    const six = Array.from({ length: 6 }, (_, i) => `/media/provider-images/${String(i).padStart(32, "0")}.webp`);
    await expect(saveOwnerEdit(creator, provider.id, formOf(saved, { imageUrls: six }))).rejects.toMatchObject({
      status: 400,
      fieldErrors: { imageUrls: "Maximal 5 Bilder pro Anbieter" },
    });
    // Someone else's upload cannot be taken over.
    const stranger = await createTestUser();
    const { url } = await uploadImage(stranger, { file: await jpeg("#333333"), kind: "provider", copyrightConfirmed: true }, { userAgent: null });
    await expect(saveOwnerEdit(creator, provider.id, formOf(saved, { imageUrls: [url] }))).rejects.toMatchObject({
      status: 400,
      fieldErrors: { imageUrls: "Ungültiges Bild" },
    });
  });
});

describe("'Eintrag bearbeiten': name, category and address wait for an admin", () => {
  it("stores one pending request (a new one replaces it), approve applies it in one go and tells the owner", async () => {
    const { creator, provider } = await club();
    const admin = await createTestUser({ admin: true });
    const first = await saveOwnerEdit(creator, provider.id, formOf(provider, { name: "Erster Name e.V." }));
    expect(first).toMatchObject({ changed: false, requested: true });
    const second = await saveOwnerEdit(
      creator,
      provider.id,
      formOf(provider, { name: "Grüne Mitte e.V.", category: "bars_restaurants", city: "Potsdam", description: "Neu und sofort sichtbar." }),
    );
    expect(second).toMatchObject({ changed: true, requested: true });
    // Nothing of the reviewed fields is visible yet; the description is.
    expect(await row(provider.id)).toMatchObject({
      name: provider.name,
      category: "cscs_dispensarys",
      city: "Berlin",
      description: "Neu und sofort sichtbar.",
    });
    const requests = await db.select().from(providerChangeRequests).where(eq(providerChangeRequests.providerId, provider.id));
    expect(requests).toHaveLength(1);
    const pending = await pendingChangeRequest(provider.id);
    expect(pending).toMatchObject({
      changes: { name: "Grüne Mitte e.V.", category: "bars_restaurants", city: "Potsdam" },
      previous: { name: provider.name, city: "Berlin" },
    });
    expect((await ownerEditData(creator, provider.slug)).pending?.changes.name).toBe("Grüne Mitte e.V.");
    expect(await audits(provider.id, "provider.change_request")).toHaveLength(2);

    const queue = await listChangeRequests(admin);
    const item = queue.items.find((i) => i.providerId === provider.id)!;
    expect(item.rows).toEqual(
      expect.arrayContaining([
        { field: "name", label: "Name", before: provider.name, after: "Grüne Mitte e.V." },
        { field: "category", label: "Kategorie", before: "Cannabis Social Clubs", after: "Bars & Restaurants" },
      ]),
    );
    expect(await statusOf(listChangeRequests(creator))).toBe(403);
    expect(await statusOf(decideChangeRequest(creator, item.id, { decision: "approve" }))).toBe(403);
    expect(await statusOf(decideChangeRequest(null, item.id, { decision: "approve" }))).toBe(401);

    const before = await row(provider.id);
    await decideChangeRequest(admin, item.id, { decision: "approve" });
    const after = await row(provider.id);
    expect(after).toMatchObject({ name: "Grüne Mitte e.V.", category: "bars_restaurants", city: "Potsdam", slug: "gruene-mitte-e-v" });
    expect(after.categories[0]).toBe("bars_restaurants");
    expect(after.dataUpdatedAt.getTime()).toBeGreaterThanOrEqual(before.dataUpdatedAt.getTime());
    expect(await pendingChangeRequest(provider.id)).toBeNull();
    expect(await statusOf(decideChangeRequest(admin, item.id, { decision: "reject" }))).toBe(409);
    const [message] = await db.select().from(userMessages).where(eq(userMessages.userId, creator.id));
    expect(message).toMatchObject({ title: "Deine Änderung an „Grüne Mitte e.V.“ ist übernommen" });
    expect(mailsTo(outboxDir(), creator.email).at(-1)!.text).toContain("/empfehlung/gruene-mitte-e-v");
    expect(await audits(provider.id, "provider.change_approve")).toHaveLength(1);
  });

  it("reject leaves the listing as it was and tells the owner with the reason", async () => {
    const { creator, provider } = await club();
    const admin = await createTestUser({ admin: true });
    await saveOwnerEdit(creator, provider.id, formOf(provider, { address: "Neue Straße 5", postalCode: "10117" }));
    const pending = (await pendingChangeRequest(provider.id))!;
    const result = await decideChangeRequest(admin, pending.id, { decision: "reject", adminNote: "Bitte einen Nachweis schicken." });
    expect(result.status).toBe("rejected");
    expect(await row(provider.id)).toMatchObject({ name: provider.name, address: provider.address, postalCode: "10115", dataUpdatedAt: past });
    const [message] = await db.select().from(userMessages).where(eq(userMessages.userId, creator.id));
    expect(message!.content).toContain("Begründung: Bitte einen Nachweis schicken.");
    expect(await audits(provider.id, "provider.change_reject")).toHaveLength(1);
    expect(await statusOf(decideChangeRequest(admin, "00000000-0000-4000-8000-000000000000", { decision: "approve" }))).toBe(404);
    expect(await statusOf(decideChangeRequest(admin, pending.id, { decision: "vielleicht" }))).toBe(400);
  });

  it("applies an admin's own changes at once", async () => {
    const { provider } = await club();
    const admin = await createTestUser({ admin: true });
    await saveOwnerEdit(admin, provider.id, formOf(provider, { name: "Admin-Name Club" }));
    expect((await row(provider.id)).name).toBe("Admin-Name Club");
    expect(await pendingChangeRequest(provider.id)).toBeNull();
  });
});

describe("'Meine Einträge'", () => {
  it("lists the listings a member manages through an approved claim too", async () => {
    const member = await createTestUser();
    const own = await createTestProvider({ userId: member.id });
    const { provider: claimed } = await club();
    const { provider: refused } = await club();
    await db.insert(providerClaims).values([
      { providerId: claimed.id, userId: member.id, note: "Ich führe den Club.", contact: "c@example.com", status: "approved", decidedAt: new Date() },
      { providerId: refused.id, userId: member.id, note: "Ich führe den Club.", contact: "c@example.com", status: "rejected", decidedAt: new Date() },
    ]);
    const list = await listOwnProviderSubmissions(member);
    expect(list.map((p) => [p.id, p.claimed]).sort()).toEqual(
      [
        [own.id, false],
        [claimed.id, true],
      ].sort(),
    );
  });
});
