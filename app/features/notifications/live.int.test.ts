import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestProvider, createTestUser } from "../../../tests/support/factories";
import { statusOf } from "../../../tests/support/status";
import { createReview } from "~/features/reviews/reviews.server";
import { db } from "~/lib/db.server";
import { startRealtime, stopRealtime, subscriberCount } from "~/lib/realtime.server";
import { sendAdminMessage } from "./admin-send.server";
import { markAllMessagesRead, markMessageRead } from "./inbox.server";
import { liveStreamCount, openInboxStream } from "./live.server";
import { LIVE_CHANNEL } from "~/lib/inbox-writer.server";

/** Reads Server-Sent Events from a stream until `count` events (not comments) arrived. */
function reader(stream: ReadableStream<Uint8Array>) {
  const r = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return async function next(timeoutMs = 3000): Promise<{ event: string; data: Record<string, unknown> }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split("\n").filter((l) => !l.startsWith(":") && !l.startsWith("retry:"));
        if (lines.length === 0) continue;
        const event = lines.find((l) => l.startsWith("event: "))?.slice(7) ?? "message";
        const data = lines.find((l) => l.startsWith("data: "))?.slice(6) ?? "{}";
        return { event, data: JSON.parse(data) as Record<string, unknown> };
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error("no event in time");
      const chunk = await Promise.race([r.read(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no event in time")), left))]);
      if (chunk.done) throw new Error("stream ended");
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
}

// On PostgreSQL (TEST_DB_DRIVER=postgres) the stream hears the real LISTEN/NOTIFY channel, as a
// server process does: announcements are delivered at commit. On PGlite they stay in the process.
let pgUrl: string | undefined;
beforeAll(async () => {
  pgUrl = (db as unknown as { $client?: { options?: { connectionString?: string } } }).$client?.options?.connectionString;
  if (pgUrl) await startRealtime(pgUrl);
});
afterAll(async () => {
  if (pgUrl) await stopRealtime();
});

describe("live inbox stream", () => {
  it("refuses visitors", async () => {
    expect(await statusOf(Promise.resolve().then(() => openInboxStream(null, new AbortController().signal)))).toBe(401);
  });

  it("delivers new messages, updates and read-all to the member's streams only, and cleans up on abort", async () => {
    const admin = await createTestUser({ admin: true });
    const owner = await createTestUser();
    const reviewer = await createTestUser();
    const provider = await createTestProvider({ userId: owner.id, name: "Live Club" });
    const ac = new AbortController();
    const other = new AbortController();
    const before = liveStreamCount();
    const next = reader(openInboxStream(owner, ac.signal));
    openInboxStream(reviewer, other.signal);
    expect((await next()).event).toBe("ready");
    expect(liveStreamCount()).toBe(before + 2);
    expect(subscriberCount(LIVE_CHANNEL)).toBe(1); // one subscription per process, not per stream

    await createReview(reviewer, provider.id, { rating: 5, title: "Super", content: "Ein wirklich schöner Ort mit netten Leuten." });
    const created = await next();
    expect(created.event).toBe("message");
    expect(created.data).toMatchObject({ messageType: "review_notification", isRead: false, title: "Neue Bewertung für „Live Club“" });
    expect(created.data.actor).toMatchObject({ label: reviewer.username });

    await markMessageRead(owner, String(created.data.id));
    expect(await next()).toMatchObject({ event: "message", data: { id: created.data.id, isRead: true } });

    const sent = await sendAdminMessage(admin, { title: "An alle", content: "Hallo zusammen", recipients: "all_users" });
    expect(sent.count).toBeGreaterThanOrEqual(3);
    expect(await next()).toMatchObject({ event: "message", data: { messageType: "admin", title: "An alle" } });

    await markAllMessagesRead(owner);
    expect((await next()).event).toBe("read_all");

    ac.abort();
    other.abort();
    expect(liveStreamCount()).toBe(before);
    expect(subscriberCount(LIVE_CHANNEL)).toBe(0);
  });
});
