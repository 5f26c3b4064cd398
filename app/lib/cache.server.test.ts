import { afterEach, describe, expect, it, vi } from "vitest";
import { createCache, invalidateCacheScope, onCacheInvalidated } from "./cache.server";

afterEach(() => {
  vi.useRealTimers();
});

/** Lets a refresh that runs behind a request finish (its promise chain). */
async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe("cache", () => {
  it("keeps a value for its time to live, then answers it once more while a load refreshes it", async () => {
    vi.useFakeTimers();
    const cache = createCache("test-ttl", { ttlMs: 1000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.get("k", load)).toBe(1);
    expect(loads).toBe(1);
    vi.advanceTimersByTime(1);
    // Expired: the stale value at once, the refresh behind it, its result for the next caller.
    expect(await cache.get("k", load)).toBe(1);
    expect(loads).toBe(2);
    expect(await cache.get("k", load)).toBe(2);
    expect(await cache.get("k", load, 10_000)).toBe(2);
  });

  it("starts one refresh for many callers of an expired value, and none of them waits for it", async () => {
    vi.useFakeTimers();
    const cache = createCache("test-swr", { ttlMs: 1000 });
    await cache.get("k", async () => "old");
    vi.advanceTimersByTime(1500);
    let loads = 0;
    let release!: (v: string) => void;
    const slow = () => {
      loads++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    expect(await Promise.all([cache.get("k", slow), cache.get("k", slow), cache.get("k", slow)])).toEqual(["old", "old", "old"]);
    expect(loads).toBe(1);
    release("new");
    await settle();
    expect(await cache.get("k", slow)).toBe("new");
    expect(loads).toBe(1);
  });

  it("keeps the stale value when a refresh fails", async () => {
    vi.useFakeTimers();
    const cache = createCache("test-swr-fail", { ttlMs: 1000 });
    await cache.get("k", async () => "old");
    vi.advanceTimersByTime(1200);
    // The failure is logged, not thrown at a visitor; the next caller starts another refresh.
    expect(await cache.get("k", async () => Promise.reject(new Error("database down")))).toBe("old");
    await settle();
    expect(await cache.get("k", async () => "refreshed")).toBe("old");
    await settle();
    expect(await cache.get("k", async () => "unused")).toBe("refreshed");
  });

  it("waits for the load when the value is two lifetimes old", async () => {
    vi.useFakeTimers();
    const cache = createCache("test-swr-old", { ttlMs: 1000 });
    await cache.get("k", async () => "old");
    vi.advanceTimersByTime(2000);
    await expect(cache.get("k", async () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await cache.get("k", async () => "fresh")).toBe("fresh");
  });

  it("never answers a value an invalidation dropped, however young", async () => {
    const cache = createCache("test-swr-invalidate", { ttlMs: 60_000 });
    await cache.get("k", async () => "before");
    invalidateCacheScope("test-swr-invalidate");
    expect(await cache.get("k", async () => "after")).toBe("after");
  });

  it("shares one load among concurrent callers", async () => {
    const cache = createCache("test-inflight", { ttlMs: 1000 });
    let loads = 0;
    let release!: (n: number) => void;
    const load = () => {
      loads++;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const a = cache.get("k", load);
    const b = cache.get("k", load);
    release(7);
    expect(await Promise.all([a, b])).toEqual([7, 7]);
    expect(loads).toBe(1);
  });

  it("drops every cache of a scope and does not store a load that an invalidation overtook", async () => {
    const one = createCache("test-scope", { ttlMs: 60_000 });
    const two = createCache("test-scope", { ttlMs: 60_000 });
    const other = createCache("test-other", { ttlMs: 60_000 });
    await one.get("a", async () => 1);
    await two.get("b", async () => 1);
    await other.get("c", async () => 1);
    let release!: (n: number) => void;
    const slow = one.get("slow", () => new Promise<number>((resolve) => (release = resolve)));
    invalidateCacheScope("test-scope");
    release(1);
    await slow;
    expect(await one.get("a", async () => 2)).toBe(2);
    expect(await two.get("b", async () => 2)).toBe(2);
    expect(await one.get("slow", async () => 2)).toBe(2);
    expect(await other.get("c", async () => 2)).toBe(1);
  });

  it("drops the oldest entry above its maximum", async () => {
    const cache = createCache("test-max", { ttlMs: 60_000, max: 2 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => key);
    expect(await cache.get("a", async () => "new")).toBe("new");
    expect(await cache.get("c", async () => "new")).toBe("c");
  });

  it("tells listeners of local invalidations only", () => {
    const heard: string[] = [];
    const stop = onCacheInvalidated((scope) => heard.push(scope));
    invalidateCacheScope("test-listen");
    invalidateCacheScope("test-listen", { remote: true });
    stop();
    invalidateCacheScope("test-listen");
    expect(heard).toEqual(["test-listen"]);
  });

  it("shares one registry between copies of the module (a job in the source graph empties the bundle's caches)", async () => {
    const cache = createCache("test-copies", { ttlMs: 60_000 });
    const heard: string[] = [];
    const stop = onCacheInvalidated((scope) => heard.push(scope));
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    vi.resetModules();
    const copy = await import("./cache.server");
    expect(copy.invalidateCacheScope).not.toBe(invalidateCacheScope);
    copy.invalidateCacheScope("test-copies");
    expect(await cache.get("k", load)).toBe(2);
    expect(heard).toEqual(["test-copies"]);
    stop();
  });
});
