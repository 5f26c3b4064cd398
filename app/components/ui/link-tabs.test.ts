import { describe, expect, it } from "vitest";
import { keepDataOnTabSwitch, onlyTabChanged, tabSearch } from "./link-tabs";

const u = (s: string) => new URL(s, "http://hanfnetz.test");
const args = (from: string, to: string, formMethod?: "POST") =>
  ({ currentUrl: u(from), nextUrl: u(to), formMethod, defaultShouldRevalidate: true }) as Parameters<typeof keepDataOnTabSwitch>[0];

describe("views as links (?tab=)", () => {
  it("treats a change of the tab alone as a switch of the view", () => {
    expect(onlyTabChanged(u("/lena-gruen"), u("/lena-gruen?tab=reviews"))).toBe(true);
    expect(onlyTabChanged(u("/auth?redirectTo=%2Fblog"), u("/auth?tab=signup&redirectTo=%2Fblog"))).toBe(true);
    expect(onlyTabChanged(u("/auth?tab=signup&redirectTo=%2Fblog"), u("/auth?redirectTo=%2Fblog"))).toBe(true);
  });

  it("builds a view's address with the page's other parameters kept", () => {
    expect(tabSearch(new URLSearchParams("redirectTo=%2Fblog"), "signup")).toBe("?redirectTo=%2Fblog&tab=signup");
    expect(tabSearch(new URLSearchParams("tab=signup&redirectTo=%2Fblog"), null)).toBe("?redirectTo=%2Fblog");
    expect(tabSearch(new URLSearchParams("tab=reviews"), null)).toBe(".");
  });

  it("loads as usual for another page, another parameter or a form", () => {
    expect(onlyTabChanged(u("/lena-gruen"), u("/max?tab=reviews"))).toBe(false);
    expect(onlyTabChanged(u("/lena-gruen?tab=reviews"), u("/lena-gruen?tab=reviews&bewertungen=100"))).toBe(false);
    expect(keepDataOnTabSwitch(args("/lena-gruen", "/lena-gruen?tab=reviews"))).toBe(false);
    expect(keepDataOnTabSwitch(args("/lena-gruen", "/lena-gruen?bewertungen=100"))).toBe(true);
    expect(keepDataOnTabSwitch(args("/lena-gruen?tab=reviews", "/lena-gruen?tab=reviews", "POST"))).toBe(true);
  });
});
