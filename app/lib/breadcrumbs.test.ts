import { describe, expect, it } from "vitest";
import {
  breadcrumbJsonLd,
  buildBreadcrumbTrail,
  isBreadcrumbExcluded,
  jsonForScript,
  shouldShowBreadcrumbs,
  type BreadcrumbHandle,
  type TrailMatch,
} from "./breadcrumbs";

const m = (pathname: string, handle?: unknown, data?: unknown, params: Record<string, string> = {}): TrailMatch => ({
  id: pathname,
  pathname,
  params,
  data,
  handle,
});

describe("buildBreadcrumbTrail", () => {
  it("starts with Startseite and adds a string crumb linked to the match path", () => {
    const trail = buildBreadcrumbTrail([m("/"), m("/", undefined), m("/privacy", { breadcrumb: () => "Datenschutz" })]);
    expect(trail).toEqual([
      { label: "Startseite", href: "/" },
      { label: "Datenschutz", href: "/privacy" },
    ]);
  });

  it("passes loader data and the match, and accepts crumb arrays", () => {
    const handle: BreadcrumbHandle<{ title: string }> = {
      breadcrumb: (data, match) => [
        { label: "Blog", href: "/blog" },
        { label: data?.title ?? "", href: match.pathname },
      ],
    };
    const trail = buildBreadcrumbTrail([m("/blog/lena/hanf-101", handle, { title: "Hanf 101" }, { username: "lena" })]);
    expect(trail.map((c) => c.label)).toEqual(["Startseite", "Blog", "Hanf 101"]);
    expect(trail[2].href).toBe("/blog/lena/hanf-101");
  });

  it("nests parent and child crumbs and skips repeated links and empty labels", () => {
    const trail = buildBreadcrumbTrail([
      m("/admin", { breadcrumb: () => "Admin" }),
      m("/admin", { breadcrumb: () => ({ label: "Admin", href: "/admin" }) }),
      m("/admin/security", { breadcrumb: () => "Sicherheit" }),
      m("/admin/security", { breadcrumb: () => "  " }),
      m("/admin/security", { breadcrumb: () => null }),
    ]);
    expect(trail).toEqual([
      { label: "Startseite", href: "/" },
      { label: "Admin", href: "/admin" },
      { label: "Sicherheit", href: "/admin/security" },
    ]);
  });

  it("ignores handles without a breadcrumb function and crumbs that throw", () => {
    const trail = buildBreadcrumbTrail([
      m("/x", { other: 1 }),
      m("/y", { breadcrumb: "nope" }),
      m("/empfehlung/z", {
        breadcrumb: (d: { name: string } | undefined) => d!.name,
      }),
    ]);
    expect(trail).toHaveLength(1);
  });

  it("uses a custom home label", () => {
    expect(buildBreadcrumbTrail([], "Home")[0]).toEqual({ label: "Home", href: "/" });
  });
});

describe("shouldShowBreadcrumbs", () => {
  const two = [
    { label: "Startseite", href: "/" },
    { label: "AGB", href: "/terms" },
  ];
  it("needs more than one crumb", () => {
    expect(shouldShowBreadcrumbs("/terms", two)).toBe(true);
    expect(shouldShowBreadcrumbs("/terms", two.slice(0, 1))).toBe(false);
  });
  it("never shows on home and the auth pages", () => {
    for (const p of ["/", "", "/auth", "/auth/", "/auth/callback", "/forgot-password", "/reset-password"]) {
      expect(isBreadcrumbExcluded(p)).toBe(true);
      expect(shouldShowBreadcrumbs(p, two)).toBe(false);
    }
    expect(isBreadcrumbExcluded("/authors")).toBe(false);
    expect(isBreadcrumbExcluded("/blog")).toBe(false);
  });
});

describe("breadcrumbJsonLd", () => {
  const trail = [
    { label: "Startseite", href: "/" },
    { label: "Blog", href: "/blog" },
  ];
  it("emits a BreadcrumbList with positions", () => {
    expect(breadcrumbJsonLd(trail)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Startseite", item: "/" },
        { "@type": "ListItem", position: 2, name: "Blog", item: "/blog" },
      ],
    });
  });
  it("makes links absolute with an origin", () => {
    expect(breadcrumbJsonLd(trail, "https://hanfnetz.de/").itemListElement[1].item).toBe("https://hanfnetz.de/blog");
  });
  it("escapes script-closing text", () => {
    expect(jsonForScript({ name: "</script><b>" })).not.toContain("<");
  });
});
