import { describe, expect, it } from "vitest";
import { createTestUser } from "../support/factories";
import { signIn } from "../http/harness";
import { PASSWORD, twoInstances } from "./instances";

/**
 * Live inbox across app instances (issue #14): a message written through instance A reaches a
 * member's Server-Sent Events stream on instance B (PostgreSQL LISTEN/NOTIFY, one listening
 * connection per process), both a single message and a broadcast to all.
 */
const instances = twoInstances();

/** Collects the events of an SSE answer. */
function events(res: Response) {
  const received: { event: string; data: Record<string, unknown> }[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf("\n\n")) !== -1) {
        const lines = buffer.slice(0, end).split("\n");
        buffer = buffer.slice(end + 2);
        const event = lines.find((l) => l.startsWith("event: "))?.slice(7);
        const data = lines.find((l) => l.startsWith("data: "))?.slice(6);
        if (event && data) received.push({ event, data: JSON.parse(data) as Record<string, unknown> });
      }
    }
  })();
  const waitFor = async (predicate: (e: { event: string; data: Record<string, unknown> }) => boolean, ms = 5000) => {
    const started = Date.now();
    for (;;) {
      const found = received.find(predicate);
      if (found) return found;
      if (Date.now() - started > ms) throw new Error(`no matching event within ${ms} ms: ${JSON.stringify(received)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { waitFor, close: () => reader.cancel() };
}

describe("live inbox on two instances", () => {
  it("delivers a message sent through instance A to the member's stream on instance B", async () => {
    await createTestUser({ username: "ada_chefin", email: "ada@example.com", password: PASSWORD, admin: true });
    const member = await createTestUser({ username: "bea_live", email: "bea@example.com", password: PASSWORD });
    const memberCookie = await signIn(instances.b.url, "bea@example.com", PASSWORD);
    const adminCookie = await signIn(instances.a.url, "ada@example.com", PASSWORD);

    const controller = new AbortController();
    const res = await fetch(`${instances.b.url}/api/notifications/stream`, { headers: { cookie: memberCookie }, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("content-encoding")).toBeNull();
    const stream = events(res);
    await stream.waitFor((e) => e.event === "ready");

    const send = (body: Record<string, string>) =>
      fetch(`${instances.a.url}/admin/messages.data`, {
        method: "POST",
        headers: { cookie: adminCookie, "content-type": "application/x-www-form-urlencoded", origin: instances.a.url },
        body: new URLSearchParams(body).toString(),
      });
    const started = Date.now();
    expect((await send({ intent: "send", recipients: "selected", userIds: member.id, title: "Über Instanz A", content: "Hallo Bea" })).status).toBe(200);
    const single = await stream.waitFor((e) => e.event === "message" && e.data.title === "Über Instanz A");
    expect(single.data).toMatchObject({ messageType: "admin", isRead: false });
    expect(Date.now() - started).toBeLessThan(5000);

    expect((await send({ intent: "send", recipients: "all_users", title: "An alle über A", content: "Wartung" })).status).toBe(200);
    await stream.waitFor((e) => e.event === "message" && e.data.title === "An alle über A");

    controller.abort();
  });
});
