import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { seed } from "~db/seed";
import type { SeedContext } from "./context";
import { seedCovers } from "./covers";
import { createRng } from "./random";

/** Generated pictures of the demo data (issue #26 item 8): not one shared picture on every card. */
describe("demo covers and merchant logos", () => {
  it("gives every article and contest a cover and every approved merchant a logo of its own, stored like uploads", async () => {
    await seed(db);
    // A shop that is also a listed provider keeps the provider's logo.
    const shared = "/media/provider-images/demo/0123456789abcdef01234567.webp";
    const [{ name }] = (await db.execute<{ name: string }>(sql`select name from merchants where status = 'approved' order by name limit 1`)).rows as [
      { name: string },
    ];
    await db.execute(sql`update providers set logo_url = ${shared} where slug = (select slug from providers order by slug limit 1)`);
    await db.execute(sql`update providers set name = ${name} where logo_url = ${shared}`);
    const stored = new Map<string, Buffer>();
    const store = async (bucket: string, key: string, body: Buffer) => {
      stored.set(`${bucket}/${key}`, body);
      return `/media/${bucket}/${key}`;
    };
    await db.transaction(async (tx) => {
      const ctx = { tx, ids: createRng("covers-test"), summary: {}, log: () => {} } as unknown as SeedContext;
      await seedCovers(ctx, store);
    });
    const rows = await db.execute<{ kind: string; total: number; distinct: number; stored: number }>(sql`
      select 'merchant' as kind, count(*)::int as total, count(distinct logo_url)::int as distinct,
             count(*) filter (where logo_url like '/media/provider-images/demo/%')::int as stored
      from merchants where status = 'approved'
      union all
      select 'article', count(*)::int, count(distinct featured_image_url)::int,
             count(*) filter (where featured_image_url like '/media/blog-images/demo/%')::int
      from blog_articles
      union all
      select 'contest', count(*)::int, count(distinct image_url)::int,
             count(*) filter (where image_url like '/media/contest-images/demo/%')::int
      from contests`);
    for (const r of rows.rows) {
      expect(r.total, r.kind).toBeGreaterThan(2);
      expect(r, r.kind).toEqual({ kind: r.kind, total: r.total, distinct: r.total, stored: r.total });
    }
    const reused = await db.execute<{ logo_url: string }>(sql`select logo_url from merchants where name = ${name}`);
    expect(reused.rows[0]!.logo_url).toBe(shared);
    // Every stored picture is a WebP file.
    for (const body of stored.values()) expect(body.subarray(8, 12).toString("latin1")).toBe("WEBP");
  });
});
