import { inArray } from "drizzle-orm";
import { user } from "~db/schema/index";
import type { Executor } from "~db/types";
import { db } from "~/lib/db.server";
import { baseUrl } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { actionMail } from "~/lib/mail-templates";
import { sendMail } from "~/lib/mail.server";
import { providerPath } from "~/lib/paths";
import { insertMessages } from "~/lib/inbox-writer.server";

/**
 * Telling submitters that an admin approved or rejected their entry: an inbox message (written in
 * the moderation transaction) and an e-mail (sent after it committed; a failed mail is logged and
 * does not undo the moderation).
 */

export type StatusNotice = {
  userId: string | null;
  providerId: string;
  name: string;
  slug: string;
  status: "approved" | "rejected";
  /** The admin's reason of a rejection (cleaned), if one was given. */
  reason?: string | null;
};

function texts(n: StatusNotice) {
  const reason = n.status === "rejected" && n.reason ? ` Begründung: „${n.reason}“` : "";
  return n.status === "approved"
    ? {
        subject: `Dein Eintrag „${n.name}“ ist freigegeben`,
        intro: `gute Nachrichten: Wir haben deinen Eintrag „${n.name}“ geprüft und freigegeben. Er ist ab sofort im Verzeichnis für alle sichtbar.`,
        action: "Zu deinem Eintrag",
        outro: "Danke, dass du das Verzeichnis mit aufbaust!",
      }
    : {
        subject: `Dein Eintrag „${n.name}“ wurde nicht freigegeben`,
        intro: `wir haben deinen Eintrag „${n.name}“ geprüft und können ihn leider nicht veröffentlichen.${reason} Er bleibt für dich sichtbar, erscheint aber nicht im Verzeichnis. Den Stand deiner Einträge findest du unter „Meine Einträge“ in deinem Profil.`,
        action: "Eintrag ansehen",
        outro: "Wenn du Fragen hast oder den Eintrag überarbeiten möchtest, antworte einfach auf diese E-Mail.",
      };
}

/** Inbox messages of the notices, inside the moderation's transaction. */
export async function writeStatusMessages(tx: Executor, notices: readonly StatusNotice[]) {
  const rows = notices
    .filter((n): n is StatusNotice & { userId: string } => n.userId !== null)
    .map((n) => {
      const t = texts(n);
      return {
        userId: n.userId,
        title: t.subject,
        content: `${t.intro.charAt(0).toUpperCase()}${t.intro.slice(1)}`,
        messageType: "system" as const,
        metadata: {
          provider_id: n.providerId,
          provider_name: n.name,
          provider_url: providerPath({ id: n.providerId, slug: n.slug }),
          status: n.status,
          ...(n.status === "rejected" && n.reason ? { reason: n.reason } : {}),
        },
      };
    });
  await insertMessages(tx, rows);
}

/** The e-mails of the notices (after the commit). */
export async function sendStatusMails(notices: readonly StatusNotice[]) {
  const ids = [...new Set(notices.map((n) => n.userId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return;
  const accounts = await db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.id, ids));
  const emailOf = new Map(accounts.map((a) => [a.id, a.email]));
  for (const n of notices) {
    const to = n.userId ? emailOf.get(n.userId) : undefined;
    if (!to) continue;
    try {
      await sendMail(actionMail({ to, ...texts(n), link: `${baseUrl()}${providerPath({ id: n.providerId, slug: n.slug })}` }));
    } catch (error) {
      logger.error({ err: error, providerId: n.providerId }, "provider status mail failed");
    }
  }
}
