import { and, eq, isNull } from "drizzle-orm";
import * as s from "../schema";
import type { OpeningHours } from "../provider-values";
import { at, type People, type SeedContext } from "./context";
import type { SeedProvider } from "./providers";

/**
 * Owners keep their listing current (issue #26 item 6): max_hanf (DEMO_USERS[1]) created the
 * social club 'Grüner Kreis Berlin e.V.', which gets its opening hours (with a lunch break) and
 * club facts if the provider step left them empty; jonas_kraut asked to rename his club
 * 'Anbauverein Rheinblüte Köln', which waits in the admin queue 'Änderungsanfragen'.
 */
const GRUENER_KREIS_HOURS: OpeningHours = {
  days: {
    mo: [],
    di: [{ open: "14:00", close: "20:00" }],
    mi: [{ open: "14:00", close: "20:00" }],
    do: [
      { open: "11:00", close: "13:30" },
      { open: "15:00", close: "21:00" },
    ],
    fr: [{ open: "14:00", close: "22:00" }],
    sa: [{ open: "12:00", close: "18:00" }],
    so: [],
  },
  note: "Ausgabe nur an Mitglieder mit Ausweis.",
};

export async function seedOwners(ctx: SeedContext, { users }: People, data: { approved: SeedProvider[] }) {
  const { tx, ids } = ctx;
  const byName = (name: string) => data.approved.find((p) => p.name === name);
  const club = byName("Grüner Kreis Berlin e.V.");
  const owner = users[1];
  if (club && owner && club.owner?.id === owner.id) {
    await tx
      .update(s.providers)
      .set({ openingHours: GRUENER_KREIS_HOURS })
      .where(and(eq(s.providers.id, club.id), isNull(s.providers.openingHours)));
    await tx
      .update(s.providers)
      .set({ clubAdmission: "waitlist", clubFeeMinCents: 3000, clubFeeMaxCents: 4500, clubLicence: "granted", minimumAge: 21, clubFactsUpdatedAt: at(-20) })
      .where(and(eq(s.providers.id, club.id), isNull(s.providers.clubAdmission)));
  }
  const koeln = byName("Anbauverein Rheinblüte Köln");
  let requests = 0;
  if (koeln?.owner) {
    await tx.insert(s.providerChangeRequests).values({
      id: ids.uuid(),
      providerId: koeln.id,
      requestedBy: koeln.owner.id,
      changes: { name: "Anbauverein Rheinblüte Köln e.V." },
      previous: { name: koeln.name },
      createdAt: at(-1),
    });
    requests = 1;
  }
  Object.assign(ctx.summary, { providerChangeRequests: requests });
}
