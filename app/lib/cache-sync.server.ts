import { invalidateCacheScope, onCacheInvalidated } from "./cache.server";
import { PROCESS_ID, publish, subscribe } from "./realtime.server";

const CHANNEL = "cache_invalidate";
let started = false;

/**
 * Forwards every local cache invalidation to the other processes on the database (and applies
 * theirs here), so a write through one instance is seen by all of them at once instead of after
 * the cache's lifetime. Idempotent.
 */
export function syncCachesAcrossProcesses() {
  if (started) return;
  started = true;
  onCacheInvalidated((scope) => void publish(CHANNEL, scope));
  subscribe(CHANNEL, (message) => {
    if (message.origin !== PROCESS_ID) invalidateCacheScope(message.data, { remote: true });
  });
}
