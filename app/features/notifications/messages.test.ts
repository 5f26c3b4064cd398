import { describe, expect, it } from "vitest";
import { actorDisplay, badgeText, linkifyText, typeLabel } from "./messages";

describe("notification texts", () => {
  it("caps the badge at 99+", () => {
    expect(badgeText(0)).toBe("0");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
  });

  it("labels unknown types 'Nachricht'", () => {
    expect(typeLabel("admin")).toBe("Admin-Nachricht");
    expect(typeLabel("whatever")).toBe("Nachricht");
  });

  it("turns URLs and bare domains into https links, leaving e-mail addresses and punctuation", () => {
    expect(linkifyText("Siehe hanfnetz.de/blog, oder https://example.org/a?b=1.")).toEqual([
      { text: "Siehe " },
      { text: "hanfnetz.de/blog", href: "https://hanfnetz.de/blog" },
      { text: ", oder " },
      { text: "https://example.org/a?b=1", href: "https://example.org/a?b=1" },
      { text: "." },
    ]);
    expect(linkifyText("Schreib an info@example.org")).toEqual([{ text: "Schreib an info@example.org" }]);
    expect(linkifyText("www.test.com")).toEqual([{ text: "www.test.com", href: "https://www.test.com" }]);
    expect(linkifyText("Keine Links hier.")).toEqual([{ text: "Keine Links hier." }]);
  });

  it("shows admins and names with admin or the brand as 'Admin', missing names as 'Anonym'", () => {
    const brand = ["Hanfnetz"];
    expect(actorDisplay({ username: "lena", isAdmin: true, profileHref: "/lena" }, brand)).toEqual({ label: "Admin", href: null });
    expect(actorDisplay({ username: "SuperAdmin7", isAdmin: false, profileHref: "/x" }, brand)).toEqual({ label: "Admin", href: null });
    expect(actorDisplay({ username: "hanfnetz_team", isAdmin: false, profileHref: "/x" }, brand)).toEqual({ label: "Admin", href: null });
    expect(actorDisplay({ username: null, isAdmin: false, profileHref: null }, brand)).toEqual({ label: "Anonym", href: null });
    expect(actorDisplay({ username: "lena", isAdmin: false, profileHref: "/lena" }, brand)).toEqual({ label: "lena", href: "/lena" });
  });
});
