import { and, eq, inArray, sql } from "drizzle-orm";
import { providers, user } from "~db/schema/index";
import { db } from "~/lib/db.server";
import { baseUrl } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { actionMail } from "~/lib/mail-templates";
import { sendMail } from "~/lib/mail.server";
import { STALE_AFTER_MONTHS } from "./info-report-reasons";
import { providerPath } from "~/lib/paths";
import { insertMessages } from "~/lib/inbox-writer.server";
import { providerOwnerIds } from "~/features/providers/owners.server";

/**
 * The 12-month reminder (decision 0027): approved entries whose data has not changed for 12 months
 * get one `listing_reminder` message and mail to each owner. reminder_sent_at records it; the next
 * reminder comes only after a further 12 months, or after the data changed and aged again.
 */
const BATCH = 200;

function reminderTexts(name: string) {
  return {
    subject: `Sind die Angaben zu „${name}“ noch aktuell?`,
    intro: `die Angaben zu deinem Eintrag „${name}“ wurden seit über ${STALE_AFTER_MONTHS} Monaten nicht aktualisiert. Bitte schau kurz drüber, ob Adresse, Kontakt und Angebot noch stimmen – aktuelle Einträge stehen im Verzeichnis weiter oben.`,
    action: "Eintrag ansehen",
    outro: "Wenn sich etwas geändert hat, antworte einfach auf diese E-Mail.",
  };
}

export async function sendListingReminders({ now = new Date() }: { now?: Date } = {}) {
  const limit = sql`(${now.toISOString()}::timestamptz - make_interval(months => ${STALE_AFTER_MONTHS}))`;
  const due = await db
    .select({ id: providers.id, name: providers.name, slug: providers.slug })
    .from(providers)
    .where(
      and(
        eq(providers.status, "approved"),
        sql`${providers.dataUpdatedAt} < ${limit}`,
        sql`(${providers.reminderSentAt} is null or ${providers.reminderSentAt} < ${providers.dataUpdatedAt} or ${providers.reminderSentAt} < ${limit})`,
      ),
    )
    .limit(BATCH);
  const mails: { userId: string; providerId: string; name: string; slug: string }[] = [];
  for (const p of due) {
    await db.transaction(async (tx) => {
      const owners = await providerOwnerIds(p.id, tx);
      const t = reminderTexts(p.name);
      await insertMessages(
        tx,
        owners.map((userId) => ({
          userId,
          title: t.subject,
          content: `${t.intro.charAt(0).toUpperCase()}${t.intro.slice(1)}`,
          messageType: "listing_reminder" as const,
          metadata: { provider_id: p.id, provider_name: p.name, provider_url: providerPath(p) },
        })),
      );
      await tx.update(providers).set({ reminderSentAt: now }).where(eq(providers.id, p.id));
      for (const userId of owners) mails.push({ userId, providerId: p.id, name: p.name, slug: p.slug });
    });
  }
  const ids = [...new Set(mails.map((m) => m.userId))];
  const accounts = ids.length ? await db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.id, ids)) : [];
  const emailOf = new Map(accounts.map((a) => [a.id, a.email]));
  for (const m of mails) {
    const to = emailOf.get(m.userId);
    if (!to) continue;
    try {
      await sendMail(actionMail({ to, ...reminderTexts(m.name), link: `${baseUrl()}${providerPath({ id: m.providerId, slug: m.slug })}` }));
    } catch (error) {
      logger.error({ err: error, providerId: m.providerId }, "listing reminder mail failed");
    }
  }
  return { providers: due.length, mails: mails.length };
}

export const LISTING_REMINDER_JOB = {
  name: "listing-reminders",
  intervalMs: 24 * 60 * 60_000,
  firstDelayMs: 60_000,
  run: (now: Date) => sendListingReminders({ now }),
};
