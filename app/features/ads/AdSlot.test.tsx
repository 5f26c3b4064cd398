import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdSlot } from "./AdSlot";

describe("AdSlot (issue #8 item 11)", () => {
  it("renders nothing without an active banner", () => {
    expect(renderToStaticMarkup(<AdSlot placementKey="myblog_sidebar" />)).toBe("");
    expect(renderToStaticMarkup(<AdSlot placementKey="homepage_grid" banner={null} />)).toBe("");
  });

  it("labels a banner 'Anzeige' and marks its link as sponsored", () => {
    const html = renderToStaticMarkup(
      <AdSlot placementKey="homepage_grid" banner={{ id: "b1", imageUrl: "/images/banner.webp", altText: "Herbstaktion", linkUrl: "/blog", clickTarget: "_self" }} />,
    );
    expect(html).toContain('aria-label="Anzeige"');
    expect(html).toContain(">Anzeige</p>");
    expect(html).toContain('rel="sponsored noopener"');
    expect(html).toContain('alt="Herbstaktion"');
  });
});
