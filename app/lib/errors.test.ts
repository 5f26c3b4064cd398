import { createStaticHandler, isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { asOverloaded, asUnavailable, badRequest, HttpError, methodNotAllowed, notFound, OVERLOADED_ERROR, tooManyRequests, UNAVAILABLE_ERROR } from "./errors";

describe("HttpError", () => {
  it("carries status, German message and field errors as the failure shape", () => {
    const error = badRequest("Bitte korrigiere die Fehler im Formular.", { title: "Mindestens 3 Zeichen erforderlich" });
    expect(error.status).toBe(400);
    expect(error.data).toEqual({ ok: false, error: "Bitte korrigiere die Fehler im Formular.", fieldErrors: { title: "Mindestens 3 Zeichen erforderlich" } });
    expect(methodNotAllowed(["POST"]).init.headers).toEqual({ Allow: "POST" });
    expect(tooManyRequests("Zu viele Versuche.", 1500).init.headers).toEqual({ "Retry-After": "2" });
  });

  // Pins the contract with the installed React Router: a thrown HttpError is data with its status.
  it("thrown in a loader becomes an error response with its status for the error boundary", async () => {
    const handler = createStaticHandler([
      { id: "root", path: "/", children: [{ id: "page", path: "x", loader: () => Promise.reject(notFound("Profil nicht gefunden")) }] },
    ]);
    const context = await handler.query(new Request("http://localhost/x"));
    if (context instanceof Response) throw new Error("unexpected response");
    expect(context.statusCode).toBe(404);
    const error = Object.values(context.errors ?? {})[0];
    expect(isRouteErrorResponse(error)).toBe(true);
    expect((error as { data: unknown }).data).toEqual({ ok: false, error: "Profil nicht gefunden" });
  });

  it("thrown in a resource route becomes a JSON response with status and headers", async () => {
    const handler = createStaticHandler([{ id: "api", path: "/api", loader: () => Promise.reject(methodNotAllowed(["POST"])) }]);
    const response: unknown = await handler.queryRoute(new Request("http://localhost/api")).catch((thrown: unknown) => thrown);
    expect(response).toBeInstanceOf(Response);
    const res = response as Response;
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
    expect(await res.json()).toEqual({ ok: false, error: "Diese Methode ist hier nicht erlaubt." });
  });

  it("is an Error with a name", () => {
    const error = new HttpError(418, "Teekanne");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("HttpError");
  });
});

describe("asOverloaded", () => {
  it("turns the pg pool's connection timeout (a real one, against a silent server) into a 503 with Retry-After", async () => {
    const net = await import("node:net");
    const pg = (await import("pg")).default;
    const silent = net.createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const port = (silent.address() as import("node:net").AddressInfo).port;
    const pool = new pg.Pool({ host: "127.0.0.1", port, user: "x", database: "x", max: 1, connectionTimeoutMillis: 100 });
    try {
      const error = await pool.query("select 1").then(
        () => null,
        (e: unknown) => e,
      );
      const busy = asOverloaded(error);
      expect(busy?.status).toBe(503);
      expect(busy?.init.headers).toEqual({ "Retry-After": "5" });
      expect(busy?.message).toBe(OVERLOADED_ERROR);
      // Wrapped (as a library may wrap it), it is still recognised.
      expect(asOverloaded(new Error("session lookup failed", { cause: error }))?.status).toBe(503);
    } finally {
      await pool.end().catch(() => {});
      silent.close();
    }
  });

  it("leaves every other error alone", () => {
    expect(asOverloaded(new Error("relation does not exist"))).toBeNull();
    expect(asOverloaded("timeout exceeded when trying to connect")).toBeNull();
    expect(asOverloaded(null)).toBeNull();
  });
});

describe("asUnavailable (issue #28: the database down or hung answers 503, not 500)", () => {
  const code = (c: string, message = "failed") => Object.assign(new Error(message), { code: c });

  it("a refused connection (pg against a closed port) is a 503 with Retry-After, also wrapped as Drizzle wraps it", async () => {
    const net = await import("node:net");
    const pg = (await import("pg")).default;
    const probe = net.createServer();
    await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
    const port = (probe.address() as import("node:net").AddressInfo).port;
    await new Promise((r) => probe.close(r)); // nothing listens there any more
    const pool = new pg.Pool({ host: "127.0.0.1", port, user: "x", database: "x", max: 1, connectionTimeoutMillis: 2_000 });
    try {
      const error = await pool.query("select 1").then(
        () => null,
        (e: unknown) => e,
      );
      const down = asUnavailable(new Error("Failed query: select 1", { cause: error }));
      expect(down?.status).toBe(503);
      expect(down?.message).toBe(UNAVAILABLE_ERROR);
      expect(down?.init.headers).toEqual({ "Retry-After": "5" });
    } finally {
      await pool.end().catch(() => {});
    }
  });

  it("a closed embedded database (PGlite) is a 503", async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const client = await PGlite.create();
    await client.close();
    const error = await client.query("select 1").then(
      () => null,
      (e: unknown) => e,
    );
    expect(asUnavailable(error)?.status).toBe(503);
  }, 60_000);

  it("statement timeout, shutdown, connection exceptions and lost connections are 503; the pool's own timeout stays 'busy'", () => {
    for (const c of ["57014", "57P01", "57P03", "08006", "08001", "25P03", "ECONNREFUSED", "ECONNRESET", "ENOTFOUND"]) {
      expect(asUnavailable(code(c))?.message, c).toBe(UNAVAILABLE_ERROR);
    }
    expect(asUnavailable(new Error("Connection terminated unexpectedly"))?.status).toBe(503);
    expect(asUnavailable(new Error("timeout exceeded when trying to connect"))?.message).toBe(OVERLOADED_ERROR);
    expect(asUnavailable(code("53300"))?.message).toBe(OVERLOADED_ERROR);
    expect(asUnavailable(code("40P01"))?.message).toBe(OVERLOADED_ERROR);
  });

  it("leaves every other error alone (a fault of ours stays a 500)", () => {
    expect(asUnavailable(code("42P01", 'relation "x" does not exist'))).toBeNull();
    expect(asUnavailable(code("23505", "duplicate key"))).toBeNull();
    expect(asUnavailable(new TypeError("x is not a function"))).toBeNull();
    expect(asUnavailable("ECONNREFUSED")).toBeNull();
  });
});

describe("Retry-After of every 429 (issue #28 item 7)", () => {
  it("is whole seconds, at least 1, and 60 when the limit does not say", async () => {
    expect(tooManyRequests("Zu viele Versuche.").init.headers).toEqual({ "Retry-After": "60" });
    expect(tooManyRequests("Zu viele Versuche.", 1).init.headers).toEqual({ "Retry-After": "1" });
    const { RateLimitError } = await import("./rate-limit.server");
    expect(new RateLimitError({ allowed: false, remaining: 0, blockedUntil: null, retryAfterMs: 0 }).init.headers).toEqual({ "Retry-After": "60" });
    expect(new RateLimitError({ allowed: false, remaining: 0, blockedUntil: null, retryAfterMs: 90_500 }).init.headers).toEqual({ "Retry-After": "91" });
  });

  it("carries a German status text (React Router would send 'Internal Server Error' with every thrown refusal)", () => {
    expect(notFound().init.statusText).toBe("Nicht gefunden");
    expect(tooManyRequests("x").init.statusText).toBe("Zu viele Anfragen");
    expect(new HttpError(418, "x").init.statusText).toBe("Fehler");
  });
});
