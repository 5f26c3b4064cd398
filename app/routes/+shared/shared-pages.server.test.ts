import { describe, expect, it } from "vitest";
import { sharedPage } from "./shared-pages.server";

describe("pages shared between members (decision 0048)", () => {
  it("lists home with any query, /blog and articles, provider pages, nothing else", () => {
    for (const path of ["/", "/blog", "/blog/", "/blog/lena-gruen/artikel", "/empfehlung/gruener-kreis"]) expect(sharedPage(path)).not.toBeNull();
    expect(sharedPage("/blog/lena-gruen/artikel")?.facts).toBeTypeOf("function");
    expect(sharedPage("/empfehlung/gruener-kreis")?.facts).toBeTypeOf("function");
    for (const path of ["/empfehlung/x/bearbeiten", "/blog/artikel", "/favorites", "/profile", "/lena-gruen", "/_root.data", "/blog.data"]) {
      expect(sharedPage(path)).toBeNull();
    }
  });
});
