import fs from "node:fs";
import path from "node:path";
import { createMemoryRouter, redirect, UNSAFE_ErrorResponseImpl as ErrorResponse, type MiddlewareFunction, type RouteObject } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GENERIC_ERROR } from "./errors";
import { FORM_TOO_LARGE, isRequestFailure, isTransportError, keepPageOnFailedRequest, pageKey, RATE_LIMITED } from "./failed-requests";
import { IMAGE_TOO_LARGE } from "./upload-limits";

/**
 * The root route's client middleware against React Router's own router (the installed version):
 * what single fetch throws for a failed request (fetch's TypeError, an ErrorResponse with the raw
 * body of an answer that is not ours) must reach the component as data, never the error boundary.
 */

type Router = ReturnType<typeof createMemoryRouter>;
let failWith: unknown = null;
let pageLoads = 0;
let pageFails: unknown = null;

const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    middleware: [keepPageOnFailedRequest as MiddlewareFunction],
    loader: () => ({ root: true }),
    ErrorBoundary: () => null,
    children: [
      {
        id: "page",
        path: "seite",
        loader: () => {
          pageLoads++;
          if (pageFails) throw pageFails;
          return { loads: pageLoads };
        },
        action: () => {
          if (failWith) throw failWith;
          return { ok: true };
        },
      },
      {
        id: "other",
        path: "andere",
        loader: () => {
          if (pageFails) throw pageFails;
          return { other: true };
        },
        action: () => {
          throw failWith;
        },
      },
    ],
  },
];

async function startRouter(): Promise<Router> {
  const router = createMemoryRouter(routes, { initialEntries: ["/seite"] });
  (globalThis as { window?: unknown }).window = { __reactRouterDataRouter: router };
  await settled(router, () => router.state.initialized);
  return router;
}

async function settled(router: Router, done: () => boolean): Promise<void> {
  await vi.waitFor(() => expect(router.state.navigation.state === "idle" && router.state.revalidation === "idle" && done()).toBe(true));
}

/** What a mounted useFetcher would get: the data of the fetcher when it settles (React Router hands it over once). */
async function fetcherData(router: Router, key: string, start: () => Promise<void>): Promise<unknown> {
  router.getFetcher(key);
  let result: unknown;
  let done = false;
  const stop = router.subscribe((state) => {
    const fetcher = state.fetchers.get(key);
    if (fetcher?.state === "idle") {
      result = fetcher.data;
      done = true;
    }
  });
  await start();
  await settled(router, () => done);
  stop();
  return result;
}

function submitFetcher(router: Router, body: FormData | Record<string, string>, href = "/seite") {
  const key = `k${Math.random()}`;
  const formData = body instanceof FormData ? body : Object.entries(body).reduce((f, [k, v]) => (f.append(k, v), f), new FormData());
  const formEncType = body instanceof FormData ? "multipart/form-data" : "application/x-www-form-urlencoded";
  return fetcherData(router, key, () => router.fetch(key, "page", href, { formMethod: "post", formData, formEncType }));
}

afterEach(() => {
  failWith = null;
  pageFails = null;
  pageLoads = 0;
  delete (globalThis as { window?: unknown }).window;
});

describe("keepPageOnFailedRequest: submissions", () => {
  it("answers a dropped connection (fetch's TypeError) as data with status 0 and the generic text", async () => {
    const router = await startRouter();
    failWith = new TypeError("Failed to fetch");
    expect(await submitFetcher(router, { intent: "favorite" })).toEqual({ ok: false, status: 0, error: GENERIC_ERROR });
    expect(router.state.errors).toBeNull();
    expect(router.state.location.pathname).toBe("/seite");
  });

  it("maps answers that are not ours (HTML or empty bodies) by status: 5xx, 429, 413", async () => {
    const router = await startRouter();
    failWith = new ErrorResponse(502, "Bad Gateway", "<html><body>502 Bad Gateway</body></html>");
    expect(await submitFetcher(router, { a: "1" })).toEqual({ ok: false, status: 502, error: GENERIC_ERROR });
    failWith = new ErrorResponse(429, "Too Many Requests", "");
    expect(await submitFetcher(router, { a: "1" })).toEqual({ ok: false, status: 429, error: RATE_LIMITED });
    failWith = new ErrorResponse(413, "Payload Too Large", "<html>413 Request Entity Too Large</html>");
    expect(await submitFetcher(router, { a: "1" })).toEqual({ ok: false, status: 413, error: FORM_TOO_LARGE });
    expect(router.state.errors).toBeNull();
  });

  it("answers a 413 of a form with a file as that field's error", async () => {
    const router = await startRouter();
    failWith = new ErrorResponse(413, "Payload Too Large", "<html>413</html>");
    const form = new FormData();
    form.append("title", "Sommerverlosung");
    form.append("image", new File([new Uint8Array(2048)], "foto.jpg", { type: "image/jpeg" }));
    form.append("leer", new File([], "", { type: "application/octet-stream" }));
    expect(await submitFetcher(router, form)).toEqual({ ok: false, status: 413, error: IMAGE_TOO_LARGE, fieldErrors: { image: IMAGE_TOO_LARGE } });
  });

  it("keeps the server's own German refusal (JSON of the Express guards, or a thrown refusal of an action)", async () => {
    const router = await startRouter();
    failWith = new ErrorResponse(413, "Payload Too Large", JSON.stringify({ ok: false, error: "Die Anfrage ist zu groß (höchstens 256 KB)." }));
    expect(await submitFetcher(router, { a: "1" })).toEqual({ ok: false, status: 413, error: "Die Anfrage ist zu groß (höchstens 256 KB)." });
    failWith = new ErrorResponse(403, "Forbidden", { ok: false, error: "Keine Berechtigung", fieldErrors: { id: "Nicht deins" } });
    expect(await submitFetcher(router, { a: "1" })).toEqual({ ok: false, status: 403, error: "Keine Berechtigung", fieldErrors: { id: "Nicht deins" } });
  });

  it("leaves redirects alone", async () => {
    const router = await startRouter();
    failWith = redirect("/andere");
    await submitFetcher(router, { a: "1" });
    await settled(router, () => router.state.location.pathname === "/andere");
    expect(router.state.errors).toBeNull();
  });

  it("keeps the page for a form posted to the page shown; a form posted to another page navigates as before", async () => {
    const router = await startRouter();
    failWith = new TypeError("Failed to fetch");
    await router.navigate("/seite", { formMethod: "post", formData: new FormData() });
    await settled(router, () => true);
    expect(router.state.errors).toBeNull();
    expect(router.state.actionData).toEqual({ page: { ok: false, status: 0, error: GENERIC_ERROR } });
    await router.navigate("/andere", { formMethod: "post", formData: new FormData() });
    await settled(router, () => true);
    expect(router.state.errors).toEqual({ root: failWith });
  });
});

describe("keepPageOnFailedRequest: loaders", () => {
  it("keeps the page's data when revalidating it fails (after a successful action)", async () => {
    const router = await startRouter();
    const before = router.state.loaderData.page as { loads: number };
    pageFails = new TypeError("Failed to fetch");
    expect(await submitFetcher(router, { a: "1" })).toEqual({ ok: true });
    expect(pageLoads).toBe(before.loads + 1);
    expect(router.state.errors).toBeNull();
    expect(router.state.loaderData.page).toEqual(before);
  });

  it("still shows a page's own answer (a 404) on revalidation", async () => {
    const router = await startRouter();
    pageFails = new ErrorResponse(404, "Not Found", { ok: false, error: "Nicht gefunden" });
    await router.revalidate();
    await settled(router, () => true);
    expect(router.state.errors).toEqual({ root: pageFails });
  });

  it("answers a failed fetcher.load as data and leaves a failed navigation to another page to the error boundary", async () => {
    const router = await startRouter();
    pageFails = new TypeError("Failed to fetch");
    expect(await fetcherData(router, "list", () => router.fetch("list", "other", "/andere?seite=2"))).toEqual({ ok: false, status: 0, error: GENERIC_ERROR });
    expect(router.state.errors).toBeNull();
    await router.navigate("/andere");
    await settled(router, () => true);
    expect(router.state.errors).toEqual({ root: pageFails });
  });
});

describe("helpers", () => {
  it("recognises failures made in the browser, not the actions' refusals", () => {
    expect(isRequestFailure({ ok: false, error: GENERIC_ERROR, status: 0 })).toBe(true);
    expect(isRequestFailure({ ok: false, error: "Keine Berechtigung" })).toBe(false);
    expect(isRequestFailure({ ok: true, status: 200 })).toBe(false);
  });

  it("tells transport failures from a page's own answers", () => {
    expect(isTransportError(new TypeError("Failed to fetch"))).toBe(true);
    expect(isTransportError(new Error("Unable to decode turbo-stream response"))).toBe(true);
    expect(isTransportError(new ErrorResponse(503, "", ""))).toBe(true);
    expect(isTransportError(new ErrorResponse(404, "", {}))).toBe(false);
    expect(isTransportError(redirect("/"))).toBe(false);
  });

  it("compares addresses without React Router's index marker or a trailing slash", () => {
    expect(pageKey({ pathname: "/", search: "?index" })).toBe("/");
    expect(pageKey({ pathname: "/admin/reviews/", search: "?seite=2&index" })).toBe("/admin/reviews?seite=2");
  });

  // HydratedRouter keeps the browser router here; the middleware reads it to tell revalidation and
  // fetcher loads from navigations. Pinned to the installed React Router.
  it("finds the browser router where React Router's HydratedRouter puts it", () => {
    const dir = path.dirname(require.resolve("react-router/dom"));
    const source = fs
      .readdirSync(dir)
      .filter((f) => f.startsWith("dom-export"))
      .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
      .join("\n");
    expect(source).toMatch(/window\.__reactRouterDataRouter = router/);
  });
});
