import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What belongs to one HTTP request across all its loaders and actions (server/request-handler.ts
 * runs each request inside `runInRequestScope`): values computed once per request (the viewer:
 * React Router hands each loader its own Request object, so a memo keyed by the Request object
 * resolved the session twice per page) and cookies a helper wants to set on the answer (better-auth's
 * refreshed session cache).
 */
type Scope = { memo: Map<string, Promise<unknown>>; setCookies: string[]; viewer?: unknown; facts?: unknown };
const storage = new AsyncLocalStorage<Scope>();

/**
 * `opts.viewer`: the viewer every loader of this request gets from `getViewer` (app/lib/auth.server.ts)
 * instead of the session's: one already resolved for this request, or the stand-in member of a
 * render shared between members (app/lib/member-template.server.ts).
 */
export function runInRequestScope<T>(fn: () => Promise<T>, opts: { viewer?: unknown; facts?: unknown } = {}): Promise<{ result: T; setCookies: string[] }> {
  const scope: Scope = { memo: new Map(), setCookies: [], ...("viewer" in opts ? { viewer: opts.viewer } : {}), facts: opts.facts };
  return storage.run(scope, async () => ({ result: await fn(), setCookies: scope.setCookies }));
}

/** The member's state a page shared between members is rendered with (see app/lib/member-template.server.ts), or undefined. */
export function scopedFacts(): unknown {
  return storage.getStore()?.facts;
}

/** The viewer set for this request scope (see `runInRequestScope`), or undefined. */
export function scopedViewer(): { viewer: unknown } | undefined {
  const scope = storage.getStore();
  return scope && "viewer" in scope ? { viewer: scope.viewer } : undefined;
}

/** `compute()` once per request and key; outside a request scope (tests, scripts) every time. */
export function oncePerRequest<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const scope = storage.getStore();
  if (!scope) return compute();
  let pending = scope.memo.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = compute();
    scope.memo.set(key, pending);
  }
  return pending;
}

/** Adds Set-Cookie values to the answer of the current request (ignored outside a request scope). */
export function setCookieOnAnswer(...cookies: string[]) {
  storage.getStore()?.setCookies.push(...cookies);
}
