import { sql } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import http from "node:http";
import { pathToFileURL } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";
import { db } from "~/lib/db.server";
import { createHttpServer, HTTP_TIMEOUTS, type HttpTimeouts } from "../../server/lifecycle";
import { SERVER_BUILD } from "./build";

/**
 * Drives the production bundle (build/server/index.js: Express guards + React Router) over real
 * HTTP against the test database of this file, on the HTTP server of a production worker
 * (server/lifecycle.ts `createHttpServer`, with shorter `timeouts` where a test asks for them).
 * The bundle shares the database through the process-wide holder of app/lib/db.server.ts.
 */
export async function startApp(timeouts: HttpTimeouts = HTTP_TIMEOUTS): Promise<{ url: string; close: () => Promise<void> }> {
  const mod = (await import(/* @vite-ignore */ pathToFileURL(SERVER_BUILD).href)) as { app: http.RequestListener };
  const server = createHttpServer(mod.app, timeouts);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Signs in through the real sign-in form and returns the session cookie header value. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/auth`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "signin", email, password }).toString(),
    redirect: "manual",
  });
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => c.includes("session_token"));
  if (cookies.length === 0) throw new Error(`sign-in failed for ${email}: ${res.status} ${await res.text()}`);
  return cookies.join("; ");
}

/** An admin approves a provider through the provider API (as the back-office's edit dialog does). */
export async function approveProviderThroughApi(base: string, cookie: string, provider: { id: string; name: string }): Promise<Response> {
  return fetch(`${base}/api/providers/${provider.id}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({
      name: provider.name,
      description: "Ein Social Club mit Beratung und einem engagierten Team, der hier die Zwischenspeicher prüft.",
      category: "cscs_dispensarys",
      categories: ["cscs_dispensarys"],
      countryCode: "DE",
      city: "Berlin",
      address: "Hauptstraße 1",
      status: "approved",
      imageUrls: [],
    }),
  });
}

export type RouteInfo = { id: string; file: string; path: string | undefined };

/** Every route of app/routes.ts with its module file. */
export function allRoutes(): RouteInfo[] {
  const out: RouteInfo[] = [];
  const walk = (entries: RouteConfigEntry[], prefix: string) => {
    for (const entry of entries) {
      const full = entry.index ? prefix || "/" : entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, "/") : prefix;
      out.push({ id: entry.id ?? entry.file, file: entry.file, path: entry.path === undefined && !entry.index ? undefined : full });
      if (entry.children) walk(entry.children, full === "/" ? "" : full);
    }
  };
  walk(routes as RouteConfigEntry[], "");
  return out;
}

/** Tables whose rows may change when a request is refused (audit and abuse bookkeeping). */
const BOOKKEEPING = new Set([
  "rate_limits",
  "security_audit_log",
  "malicious_file_attempts",
  "login_logs",
  "session",
  "verification",
  // Derived figures, recalculated when a profile is shown without them (spec 1 section 4).
  "user_activities",
  "__drizzle_migrations",
]);

/** A fingerprint of all data: refused requests must leave it unchanged. */
export async function dataFingerprint(): Promise<Record<string, string>> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (BOOKKEEPING.has(name)) continue;
    const res = await db.execute<{ h: string | null }>(sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`));
    out[name] = res.rows[0]?.h ?? "";
  }
  return out;
}
