import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What belongs to one HTTP request across all its loaders and actions (server/request-handler.ts
 * runs each request inside `runInRequestScope`): values computed once per request (the viewer:
 * React Router hands each loader its own Request object, so a memo keyed by the Request object
 * resolved the session twice per page) and cookies a helper wants to set on the answer (better-auth's
 * refreshed session cache).
 */
type Scope = { memo: Map<string, Promise<unknown>>; setCookies: string[] };
const storage = new AsyncLocalStorage<Scope>();

export function runInRequestScope<T>(fn: () => Promise<T>): Promise<{ result: T; setCookies: string[] }> {
  const scope: Scope = { memo: new Map(), setCookies: [] };
  return storage.run(scope, async () => ({ result: await fn(), setCookies: scope.setCookies }));
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
