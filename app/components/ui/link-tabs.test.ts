import { describe, expect, it } from "vitest";
import { keepDataOnTabSwitch, keepDataOnViewSwitch, onlyTabChanged, tabSearch, viewTabs } from "./link-tabs";

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

  it("chooses a view by another parameter, the first by default, and builds its links with the page's other parameters kept", () => {
    const views = ["send", "received", "sent"] as const;
    const none = viewTabs(new URLSearchParams("tage=7"), "bereich", views, (v) => v);
    expect(none.view).toBe("send");
    expect(none.items.map((i) => [i.to, i.current])).toEqual([
      ["?tage=7", true],
      ["?tage=7&bereich=received", false],
      ["?tage=7&bereich=sent", false],
    ]);
    expect(viewTabs(new URLSearchParams("bereich=sent"), "bereich", views, (v) => v).view).toBe("sent");
    expect(viewTabs(new URLSearchParams("bereich=unbekannt"), "bereich", views, (v) => v).view).toBe("send");
    expect(viewTabs(new URLSearchParams("bereich=sent"), "bereich", views, (v) => v).items[0]!.to).toBe(".");
  });

  it("keeps the data when only that parameter changes", () => {
    const keep = keepDataOnViewSwitch("bereich");
    expect(keep(args("/admin/messages", "/admin/messages?bereich=sent"))).toBe(false);
    expect(keep(args("/admin/messages?bereich=sent", "/admin/messages?bereich=sent&x=1"))).toBe(true);
    expect(keep(args("/admin/messages", "/admin/messages?tab=sent"))).toBe(true);
    expect(keep(args("/admin/messages", "/admin/messages?bereich=sent", "POST"))).toBe(true);
  });
});
