import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, siteSettings } from "~db/schema";
import { createTestUser } from "../../../tests/support/factories";
import { refusalOf, statusOf } from "../../../tests/support/status";
import { db } from "~/lib/db.server";
import { indexNowConfig } from "./indexnow.server";
import { explainIndexNowStatus, indexNowForm, saveIndexNowSettings, testIndexNow } from "./indexnow-settings.server";
import { ENDPOINT_MESSAGES, endpointUrlProblem, isInternalAddress } from "~/lib/endpoint-address.server";

let stub: http.Server;
let stubUrl = "";
let answer = 202;
let redirectTo = "";
const received: { path: string; body: unknown }[] = [];

beforeAll(async () => {
  stub = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push({ path: req.url ?? "", body: JSON.parse(body || "null") });
      if (redirectTo) res.writeHead(302, { Location: redirectTo }).end();
      else res.writeHead(answer).end();
    });
  });
  await new Promise<void>((r) => stub.listen(0, "127.0.0.1", r));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/indexnow`;
});
afterAll(() => new Promise<void>((r) => stub.close(() => r())));

const clear = () => db.delete(siteSettings).where(inArray(siteSettings.settingKey, ["indexnow_key", "indexnow_endpoint"]));

describe("IndexNow in plain fields (issue 30)", () => {
  it("refuses anonymous visitors and members: reading, saving and testing", async () => {
    const member = await createTestUser();
    expect(await statusOf(indexNowForm(member))).toBe(403);
    expect(await statusOf(saveIndexNowSettings(null, { indexnowKey: "abcdefgh" }))).toBe(401);
    expect(await statusOf(saveIndexNowSettings(member, { indexnowKey: "abcdefgh" }))).toBe(403);
    const before = received.length;
    expect(await statusOf(testIndexNow(member, { indexnowKey: "abcdefgh", indexnowEndpoint: stubUrl }))).toBe(403);
    expect(await statusOf(testIndexNow(null, { indexnowKey: "abcdefgh", indexnowEndpoint: stubUrl }))).toBe(401);
    expect(received.length).toBe(before);
  });

  it("saves key and endpoint into the settings indexnow.server.ts reads, audited; refuses a bad key with a German message", async () => {
    const admin = await createTestUser({ admin: true });
    await clear();
    const bad = await refusalOf(saveIndexNowSettings(admin, { indexnowKey: "kurz", indexnowEndpoint: "" }));
    expect(bad.status).toBe(400);
    expect(bad.fields.indexnowKey).toBe("Der Schlüssel besteht aus 8 bis 128 Buchstaben, Ziffern oder Bindestrichen.");
    expect((await refusalOf(saveIndexNowSettings(admin, { indexnowKey: "mit_unterstrich", indexnowEndpoint: "" }))).status).toBe(400);
    expect((await refusalOf(saveIndexNowSettings(admin, { indexnowKey: "x".repeat(129) }))).status).toBe(400);
    expect((await refusalOf(saveIndexNowSettings(admin, { indexnowKey: "abcdefgh", indexnowEndpoint: "ftp://example.com/x" }))).fields.indexnowEndpoint).toBe(
      ENDPOINT_MESSAGES.https,
    );

    expect(await saveIndexNowSettings(admin, { indexnowKey: "hanfnetz-key-0815", indexnowEndpoint: stubUrl })).toEqual({ changed: true });
    expect(await saveIndexNowSettings(admin, { indexnowKey: "hanfnetz-key-0815", indexnowEndpoint: stubUrl })).toEqual({ changed: false });
    expect(await indexNowConfig()).toMatchObject({ key: "hanfnetz-key-0815", endpoint: stubUrl });
    expect(await indexNowForm(admin)).toMatchObject({ key: "hanfnetz-key-0815", endpoint: stubUrl });
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, "indexnow_key,indexnow_endpoint"));
    expect(audit.at(-1)?.after).toEqual({ indexnow_key: "hanfnetz-key-0815", indexnow_endpoint: stubUrl });
  });

  it("'Verbindung testen' posts the home page to the endpoint and explains its answer", async () => {
    const admin = await createTestUser({ admin: true });
    await clear();
    redirectTo = "";
    answer = 202;
    const before = received.length;
    const ok = await testIndexNow(admin, { indexnowKey: "test-key-12345", indexnowEndpoint: stubUrl });
    expect(ok).toMatchObject({ ok: true, status: 202, endpoint: stubUrl });
    expect(ok.explanation).toContain("Angenommen");
    expect(received.length).toBe(before + 1);
    const sent = received.at(-1)!.body as { key: string; urlList: string[]; keyLocation: string };
    expect(sent.key).toBe("test-key-12345");
    expect(sent.urlList).toHaveLength(1);
    expect(new URL(sent.urlList[0]!).pathname).toBe("/");
    expect(sent.keyLocation.endsWith("/test-key-12345.txt")).toBe(true);

    answer = 403;
    const refused = await testIndexNow(admin, { indexnowKey: "test-key-12345", indexnowEndpoint: stubUrl });
    expect(refused).toMatchObject({ ok: false, status: 403 });
    expect(refused.explanation).toContain("Schlüssel");
  });

  it("follows no redirect, and says so when nothing answers", async () => {
    const admin = await createTestUser({ admin: true });
    redirectTo = "http://127.0.0.1:1/intern";
    const before = received.length;
    const moved = await testIndexNow(admin, { indexnowKey: "test-key-12345", indexnowEndpoint: stubUrl });
    redirectTo = "";
    expect(moved).toMatchObject({ ok: false, status: 302 });
    expect(moved.explanation).toContain("Weiterleitungen werden nicht verfolgt");
    expect(received.length).toBe(before + 1);
    const down = await testIndexNow(admin, { indexnowKey: "test-key-12345", indexnowEndpoint: "http://127.0.0.1:1/indexnow" });
    expect(down).toMatchObject({ ok: false, status: null });
    expect(down.explanation).toContain("Nicht erreichbar");
  });

  it("without a key anywhere, the test asks for one (400)", async () => {
    const admin = await createTestUser({ admin: true });
    await clear();
    const r = await refusalOf(testIndexNow(admin, { indexnowKey: "", indexnowEndpoint: stubUrl }));
    expect(r.status).toBe(400);
    expect(r.fields.indexnowKey).toBe("Bitte gib zuerst einen IndexNow-Schlüssel ein.");
  });
});

describe("which endpoints may be asked (outside tests)", () => {
  it("https only, no credentials, no address of this machine or a private network", () => {
    expect(endpointUrlProblem("https://api.indexnow.org/indexnow", false)).toBeNull();
    expect(endpointUrlProblem("http://api.indexnow.org/indexnow", false)).toBe(ENDPOINT_MESSAGES.https);
    expect(endpointUrlProblem("kein url", false)).toBe(ENDPOINT_MESSAGES.url);
    expect(endpointUrlProblem("https://user:pw@example.com/", false)).toBe(ENDPOINT_MESSAGES.url);
    for (const host of ["localhost", "127.0.0.1", "10.1.2.3", "192.168.0.5", "172.20.0.1", "169.254.169.254", "[::1]", "[fd00::1]", "0.0.0.0", "app.localhost"])
      expect(endpointUrlProblem(`https://${host}/indexnow`, false), host).toBe(ENDPOINT_MESSAGES.internal);
    expect(endpointUrlProblem("http://127.0.0.1:9/indexnow", true)).toBeNull();
    expect(isInternalAddress("::ffff:127.0.0.1")).toBe(true);
    expect(isInternalAddress("93.184.216.34")).toBe(false);
    expect(isInternalAddress("2606:4700::1111")).toBe(false);
  });
  it("explains the protocol's answers in German", () => {
    expect(explainIndexNowStatus(200)).toMatchObject({ ok: true });
    expect(explainIndexNowStatus(202)).toMatchObject({ ok: true });
    for (const s of [400, 403, 422, 429]) expect(explainIndexNowStatus(s).ok).toBe(false);
    expect(explainIndexNowStatus(422).explanation).toContain("Nicht verarbeitbar");
    expect(explainIndexNowStatus(429).explanation).toContain("Zu viele Anfragen");
  });
});
