import { describe, expect, it } from "vitest";
import { createTestUser } from "../../../tests/support/factories";
import { createTag } from "./authoring.server";
import { createCategory, updateCategory } from "./blog-admin.server";
import { listBlog } from "./blog.server";
import { blogFilterSchema } from "./schema";

/** /blog's category and tag filters are cached for every visitor (30 s), and a change shows at once. */
describe("the filters of /blog", () => {
  it("show a new tag and a new, then deactivated category at once", async () => {
    const admin = await createTestUser({ admin: true });
    const author = await createTestUser({ username: "filterautorin" });
    const before = await listBlog(null, blogFilterSchema.parse({}));
    expect(before.tags.map((t) => t.slug)).not.toContain("neuer-filter");

    await createTag(author, "Neuer Filter");
    await createCategory(admin, "Frische Kategorie");
    const after = await listBlog(null, blogFilterSchema.parse({}));
    expect(after.tags.map((t) => t.slug)).toContain("neuer-filter");
    const category = after.categories.find((c) => c.name === "Frische Kategorie");
    expect(category).toBeDefined();

    await updateCategory(admin, category!.id, { isActive: false, sortOrder: 0 });
    expect((await listBlog(null, blogFilterSchema.parse({}))).categories.map((c) => c.name)).not.toContain("Frische Kategorie");
  });
});
