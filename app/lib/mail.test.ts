import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "./env.server";
import { hashEmail, logger } from "./logger.server";
import { actionMail } from "./mail-templates";
import { sendMail } from "./mail.server";

describe("mail through SMTP_URL", () => {
  const received: { from: string; to: string[]; body: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let body = "";
        stream.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            body,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    port = (server.server.address() as AddressInfo).port;
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    process.env.MAIL_FROM = "Hanfnetz <no-reply@hanfnetz.test>";
    resetEnvCache();
  });

  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetEnvCache();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("delivers the mail with subject, recipient and link to a real SMTP server", async () => {
    await sendMail(
      actionMail({
        to: "empfaenger@example.com",
        subject: "Bitte bestätige deine E-Mail-Adresse",
        intro: "Willkommen!",
        action: "Bestätigen",
        link: "http://localhost:3000/api/auth/verify-email?token=abc",
      }),
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe("no-reply@hanfnetz.test");
    expect(received[0]!.to).toEqual(["empfaenger@example.com"]);
    expect(received[0]!.body).toMatch(/Subject: =\?UTF-8\?Q\?Bitte_best=C3=A4tige_deine|Subject: Bitte bestätige deine/);
    expect(received[0]!.body.replace(/=\r?\n/g, "")).toContain("verify-email?token=3Dabc");
  });

  it("logs the recipient as a hash and never the link (issue #7 section 4)", async () => {
    const info = vi.spyOn(logger, "info");
    try {
      await sendMail(
        actionMail({
          to: "geheim@example.com",
          subject: "Passwort zurücksetzen",
          intro: "Hallo",
          action: "Zurücksetzen",
          link: "http://localhost:3000/api/auth/reset-password/ResetToken42",
        }),
      );
      const logged = JSON.stringify(info.mock.calls);
      expect(logged).toContain(hashEmail("geheim@example.com"));
      expect(logged).not.toContain("geheim@example.com");
      expect(logged).not.toContain("ResetToken42");
    } finally {
      info.mockRestore();
    }
  });
});
