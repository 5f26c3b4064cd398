import fs from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "./env.server";
import { hashEmail, logger } from "./logger.server";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The action link in the mail (never logged: it signs someone in or resets a password). */
  link?: string;
};

let transport: Transporter | undefined;
let transportKey: string | undefined;

function getTransport(): { transporter: Transporter; outbox?: string } {
  const { SMTP_URL, DATA_DIR } = env();
  const key = SMTP_URL ?? `outbox:${DATA_DIR}`;
  if (!transport || transportKey !== key) {
    transport = SMTP_URL ? nodemailer.createTransport(SMTP_URL) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    transportKey = key;
  }
  return { transporter: transport, outbox: SMTP_URL ? undefined : path.resolve(DATA_DIR, "mail") };
}

export function outboxDir() {
  return path.resolve(env().DATA_DIR, "mail");
}

/**
 * Sends a mail through SMTP_URL, or writes it as .eml into DATA_DIR/mail. The log line names the
 * recipient by hashEmail only and never carries the link (open the .eml file to follow it).
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { transporter, outbox } = getTransport();
  const info = await transporter.sendMail({
    from: env().MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
  if (outbox) {
    fs.mkdirSync(outbox, { recursive: true });
    const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, "_");
    const file = path.join(outbox, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}-${safeTo}.eml`);
    fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
    logger.info({ toHash: hashEmail(mail.to), subject: mail.subject, outbox }, "mail written to outbox");
  } else {
    logger.info({ toHash: hashEmail(mail.to), subject: mail.subject, messageId: info.messageId }, "mail sent via SMTP");
  }
}
