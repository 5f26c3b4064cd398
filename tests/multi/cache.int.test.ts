import { describe, expect, it } from "vitest";
import { createTestProvider, createTestUser } from "../support/factories";
import { approveProviderThroughApi, signIn } from "../http/harness";
import { PASSWORD, twoInstances } from "./instances";

/**
 * Two app instances on one PostgreSQL: a write through one reaches the other's in-process caches
 * at once (cache invalidation over LISTEN/NOTIFY, app/lib/cache-sync.server.ts), not only after
 * the cache's lifetime.
 */
const instances = twoInstances();

describe("two instances on one PostgreSQL", () => {
  // B's caches live 10 s (page cache) and 30 s (directory figures and results): seeing the change
  // within 3 s shows that the invalidation reached B rather than the caches expiring. The bound is
  // not 1 s because CI runs this beside the end-to-end journeys, where rendering B's home alone can
  // take most of a second; the time it took is printed.
  it("lists a provider approved through instance A on instance B's cached home page long before its caches expire", async () => {
    await createTestUser({ username: "ada_chefin", email: "ada@example.com", password: PASSWORD, admin: true });
    const provider = await createTestProvider({ name: "Zweiinstanzen Club", status: "pending", slug: "zweiinstanzen-club" });
    const home = async () => (await (await fetch(`${instances.b.url}/`)).text()).includes("Zweiinstanzen Club");
    expect(await home()).toBe(false); // B has cached the directory without it

    const cookie = await signIn(instances.a.url, "ada@example.com", PASSWORD);
    const saved = await approveProviderThroughApi(instances.a.url, cookie, provider);
    expect(saved.status).toBe(200);

    const started = Date.now();
    while (!(await home())) {
      if (Date.now() - started > 3000) throw new Error("instance B still serves the cached directory after 3 s");
      await new Promise((r) => setTimeout(r, 50));
    }
    console.log(`instance B lists the approved provider after ${Date.now() - started} ms`);
  });
});
