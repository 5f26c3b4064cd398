/**
 * The app's one in-process cache. Values live in named caches that belong to a scope (e.g.
 * "directory"); a write invalidates a whole scope with `invalidateCacheScope`. Concurrent loads of
 * one key share a single promise (no stampede), and a load that started before an invalidation is
 * not stored.
 *
 * An expired value is still answered for one more lifetime while a single load refreshes it behind
 * the request (stale while revalidate): no visitor waits for the refresh of a value that every
 * request shares (issue #27: at 100,000 providers the 15-second refresh of the home results held
 * the ten requests in flight for 200 to 370 ms). Older values, and every value after an
 * invalidation, are loaded while the caller waits.
 *
 * Invalidation only reaches this process. For several server processes, subscribe with
 * `onCacheInvalidated` and forward the scope to the others (PostgreSQL LISTEN/NOTIFY, Redis
 * pub/sub, ...), which call `invalidateCacheScope(scope, { remote: true })`.
 */

import { logger } from "./logger.server";

type Entry = { value: unknown; at: number };

type Store = { entries: Map<string, Entry>; inflight: Map<string, Promise<unknown>>; max: number };

type Registry = {
  scopes: Map<string, { generation: number; stores: Store[] }>;
  listeners: Set<(scope: string) => void>;
  observers: Set<(scope: string) => void>;
};

// Kept on globalThis (as the database handle of db.server.ts) so that every copy of this module
// in the process shares one registry: the background jobs run in the source module graph of
// server/worker.ts, requests in the server bundle, and a job's write must empty the caches (and
// the page cache) that requests read.
const registry: Registry = ((globalThis as { __hanfnetzCache?: Registry }).__hanfnetzCache ??= {
  scopes: new Map(),
  listeners: new Set(),
  observers: new Set(),
});
const { scopes, listeners, observers } = registry;

function scopeState(scope: string) {
  let state = scopes.get(scope);
  if (!state) {
    state = { generation: 0, stores: [] };
    scopes.set(scope, state);
  }
  return state;
}

export type Cache = {
  /**
   * The value of `key` when it is younger than `ttlMs`; when younger than twice that, the stored
   * value while `load` refreshes it behind; otherwise the result of `load` (then stored).
   */
  get<T>(key: string, load: () => Promise<T>, ttlMs?: number): Promise<T>;
};

/**
 * A cache in `scope`; entries expire after `ttlMs` (per call overridable). With `max`, the oldest
 * entry is dropped when the cache holds more.
 */
export function createCache(scope: string, opts: { ttlMs: number; max?: number }): Cache {
  const state = scopeState(scope);
  const store: Store = { entries: new Map(), inflight: new Map(), max: opts.max ?? Infinity };
  state.stores.push(store);
  const cache: Cache = {
    get<T>(key: string, load: () => Promise<T>, ttlMs = opts.ttlMs): Promise<T> {
      const hit = store.entries.get(key);
      const age = hit ? Date.now() - hit.at : Infinity;
      if (hit && age < ttlMs) return Promise.resolve(hit.value as T);
      const running = store.inflight.get(key) as Promise<T> | undefined;
      if (hit && age < 2 * ttlMs) {
        // A refresh that fails leaves the stale value; the next caller after its second lifetime
        // waits for a load of its own and gets the error.
        if (!running) start(key, load).catch((error: unknown) => refreshFailed(error));
        return Promise.resolve(hit.value as T);
      }
      return running ?? start(key, load);
    },
  };

  function start<T>(key: string, load: () => Promise<T>): Promise<T> {
    const generation = state.generation;
    const promise = load()
      .then((value) => {
        if (generation === state.generation) {
          // Re-inserted at the end: the entry dropped above the maximum is the least recently loaded.
          store.entries.delete(key);
          store.entries.set(key, { value, at: Date.now() });
          if (store.entries.size > store.max) store.entries.delete(store.entries.keys().next().value!);
        }
        return value;
      })
      .finally(() => store.inflight.delete(key));
    store.inflight.set(key, promise);
    return promise;
  }
  return cache;
}

function refreshFailed(error: unknown) {
  logger.warn({ err: error }, "cache refresh failed: the stale value stays for its second lifetime");
}

/** Drops every value of the scope in this process; listeners hear of it unless it came from elsewhere. */
export function invalidateCacheScope(scope: string, opts: { remote?: boolean } = {}) {
  const state = scopeState(scope);
  state.generation++;
  for (const store of state.stores) {
    store.entries.clear();
    store.inflight.clear();
  }
  for (const observer of observers) observer(scope);
  if (!opts.remote) for (const listener of listeners) listener(scope);
}

/**
 * Hears every invalidation, local or from another process (the page cache of server/page-cache.ts
 * empties itself on any). Returns the unsubscribe.
 */
export function onAnyCacheInvalidation(observer: (scope: string) => void): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/** Hears every local invalidation (for forwarding it to other processes). Returns the unsubscribe. */
export function onCacheInvalidated(listener: (scope: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
