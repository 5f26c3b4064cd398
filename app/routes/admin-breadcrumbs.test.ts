import { describe, expect, it } from "vitest";
import { buildBreadcrumbTrail, type TrailMatch } from "~/lib/breadcrumbs";
import { handle as admin } from "./admin";
import { handle as contests } from "./admin.contests";
import { handle as messages } from "./admin.messages";
import { handle as security } from "./admin.security";
import { handle as seo } from "./admin.seo";

/** The back-office crumbs of spec 2 section 2 'Breadcrumb', from the routes' own handles. */
const trail = (path: string, handle: unknown) => {
  const matches: TrailMatch[] = [
    { id: "routes/admin", pathname: "/admin", params: {}, data: undefined, handle: admin },
    { id: `routes${path.replace(/\//g, ".")}`, pathname: path, params: {}, data: undefined, handle },
  ];
  return buildBreadcrumbTrail(matches).map((c) => `${c.label} (${c.href})`);
};

describe("back-office breadcrumbs", () => {
  it("/admin/messages is 'Startseite › Admin › Nachrichten'", () => {
    expect(trail("/admin/messages", messages)).toEqual(["Startseite (/)", "Admin (/admin)", "Nachrichten (/admin/messages)"]);
  });

  it("the other sub-pages the spec names keep theirs", () => {
    expect(trail("/admin/security", security).at(-1)).toBe("Sicherheit (/admin/security)");
    expect(trail("/admin/contests", contests).at(-1)).toBe("Verlosungen (/admin/contests)");
    expect(trail("/admin/seo", seo).at(-1)).toBe("SEO (/admin/seo)");
  });
});
