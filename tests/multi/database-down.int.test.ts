import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNAVAILABLE_ERROR } from "~/lib/errors";
import { createTestProvider } from "../support/factories";
import { germanAnswer } from "../http/client";
import { currentDatabaseUrl } from "./database";
import { startInstance, type Instance } from "./instances";

/**
 * PostgreSQL goes away under a running app instance (issue #28 item 2): the instance reaches the
 * database through a TCP relay that the test switches off (connections refused, open ones cut) and
 * on again; and a table lock makes queries run into the statement timeout (10 s). Every request
 * that needs the database answers 503 with Retry-After and a German answer (page or JSON), never
 * a 500, and the instance answers normally again once the database is back, without a restart.
 */
type Relay = { url: string; down: () => Promise<void>; up: () => Promise<void>; close: () => Promise<void> };

/** A TCP relay to the PostgreSQL server of `databaseUrl` on a port of its own. */
async function startRelay(databaseUrl: string): Promise<Relay> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const down = async () => {
    const closing = server;
    server = null;
    // Stop listening (new connections are refused), then cut the open ones (close waits for them).
    const closed = new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    for (const s of sockets) s.destroy();
    await closed;
  };
  await listen();
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return { url: url.toString(), down, up: listen, close: down };
}

let relay: Relay;
let instance: Instance;
let slug: string;

beforeAll(async () => {
  slug = (await createTestProvider({ name: "Ausfall Club", slug: `ausfall-club-${Date.now()}` })).slug!;
  relay = await startRelay(currentDatabaseUrl());
  instance = await startInstance(relay.url);
});

afterAll(async () => {
  await instance?.stop();
  await relay?.close();
});

/** Requests that need the database: a page (no page cache: a 404 is never stored), a data request and an API route. */
function probes() {
  const n = Math.random().toString(36).slice(2);
  return [
    { name: "page", run: () => fetch(`${instance.url}/empfehlung/${slug}?v=${n}`, { headers: { accept: "text/html" } }) },
    { name: "data request", run: () => fetch(`${instance.url}/gutscheincode/gibt-es-nicht-${n}.data`) },
    { name: "API route", run: () => fetch(`${instance.url}/api/providers/nearby?lat=52.52&lng=13.4&radius=25&v=${n}`) },
  ];
}

async function expectUnavailable(label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const p of probes()) {
    const res = await p.run();
    const text = await res.clone().text();
    const answer = await germanAnswer(res);
    if (res.status !== 503) problems.push(`${label} ${p.name}: ${res.status} ${text.slice(0, 120)}`);
    if (!/^\d+$/.test(res.headers.get("retry-after") ?? "")) problems.push(`${label} ${p.name}: no Retry-After`);
    if (!answer.ok) problems.push(`${label} ${p.name}: ${answer.detail}`);
    if ((res.headers.get("content-type") ?? "").includes("json") && !text.includes(UNAVAILABLE_ERROR))
      problems.push(`${label} ${p.name}: ${text.slice(0, 120)}`);
  }
  return problems;
}

async function expectBack(label: string, withinMs: number) {
  const started = Date.now();
  for (;;) {
    const statuses = [];
    for (const p of probes()) {
      const res = await p.run();
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    if (statuses[0] === 200 && statuses[1] === 404 && statuses[2] === 200) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`${label}: still ${statuses.join("/")} after ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("PostgreSQL unreachable, refusing or hung", () => {
  it("answers 503 with Retry-After while connections are refused and cut, and recovers on its own", async () => {
    await expectBack("before", 5_000);
    await relay.down();
    expect(await expectUnavailable("refused")).toEqual([]);
    await relay.up();
    const ms = await expectBack("after the database came back", 15_000);
    console.log(`issue #28 figures: PostgreSQL back, the instance answered normally again after ${ms} ms`);
  });

  it("answers 503 with Retry-After when a query runs into the statement timeout, and recovers", async () => {
    const locker = new pg.Client({ connectionString: currentDatabaseUrl() });
    await locker.connect();
    try {
      await locker.query("begin");
      await locker.query("lock table providers, merchants in access exclusive mode");
      expect(await expectUnavailable("statement timeout")).toEqual([]);
    } finally {
      await locker.query("rollback").catch(() => undefined);
      await locker.end();
    }
    await expectBack("after the lock", 15_000);
  }, 120_000);
});
