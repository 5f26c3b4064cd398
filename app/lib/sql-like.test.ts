import { describe, expect, it } from "vitest";
import { escapeLike, likeContains, likePrefix } from "./sql-like";
import { firstFreeSlug } from "./unique-slug.server";

describe("the LIKE escaper", () => {
  it("escapes the wildcards and the escape character of user text", () => {
    expect(escapeLike("50%_a\\b")).toBe("50\\%\\_a\\\\b");
    expect(likeContains("a_b")).toBe("%a\\_b%");
    expect(likePrefix("gruene-oase-")).toBe("gruene-oase-%");
  });
});

describe("the unique slug", () => {
  it("takes the base when it is free, else the first free numbered form", () => {
    expect(firstFreeSlug("oase", new Set())).toBe("oase");
    expect(firstFreeSlug("oase", new Set(["oase", "oase-2", "oase-4"]))).toBe("oase-3");
    expect(firstFreeSlug("oase", new Set(["oase-2"]))).toBe("oase");
  });
});
