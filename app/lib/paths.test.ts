import { describe, expect, it } from "vitest";
import { articleHref, normalizeUsernameForPath, profilePath, providerPath } from "./paths";

describe("public addresses", () => {
  it("normalises usernames like the navigation menu", () => {
    expect(normalizeUsernameForPath("Lena_Grün")).toBe("lena-gruen");
    expect(normalizeUsernameForPath("Jürgen.Weiß")).toBe("juergen-weiss");
    expect(normalizeUsernameForPath("-Max--Müller-")).toBe("max-mueller");
    expect(normalizeUsernameForPath("José")).toBe("jose");
    expect(normalizeUsernameForPath("ÖZIL")).toBe("oezil");
  });

  it("links to the username path, else to the id path", () => {
    expect(profilePath({ id: "u1", username: "Lena_Grün" })).toBe("/lena-gruen");
    expect(profilePath({ id: "u1", username: null })).toBe("/profile/u1");
    expect(profilePath({ id: "u1" })).toBe("/profile/u1");
    expect(profilePath({ id: "u1", username: "" })).toBe("/profile/u1");
    expect(profilePath({ id: "u1", username: "%%%" })).toBe("/profile/u1");
  });

  it("builds provider paths from slug or id", () => {
    expect(providerPath({ id: "abc", slug: "gruene-oase" })).toBe("/empfehlung/gruene-oase");
    expect(providerPath({ id: "abc", slug: "" })).toBe("/empfehlung/abc");
    expect(providerPath({ id: "abc", slug: null })).toBe("/empfehlung/abc");
  });

  it("builds article paths below the author's path form, or by id without an author", () => {
    expect(articleHref({ slug: "erste-ernte", authorUsername: "Audit Änne" })).toBe("/blog/audit-aenne/erste-ernte");
    expect(articleHref({ slug: "erste-ernte", authorUsername: null, id: "a1" })).toBe("/blog/a1");
  });
});
