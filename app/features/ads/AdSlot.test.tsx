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
      <AdSlot
        placementKey="homepage_grid"
        banner={{ id: "b1", imageUrl: "/images/banner.webp", altText: "Herbstaktion", linkUrl: "/blog", clickTarget: "_self", width: 728, height: 90 }}
      />,
    );
    expect(html).toContain('aria-label="Anzeige"');
    expect(html).toContain(">Anzeige</p>");
    expect(html).toContain('rel="sponsored noopener"');
    // The ad's text is real HTML text (issue #26 item 11), the picture then decorative.
    expect(html).toContain('data-testid="ad-text">Herbstaktion</span>');
    expect(html).toContain('alt=""');
    // Its size keeps its place in the grid before the picture loads (issue #27: no layout shift).
    expect(html).toContain('width="728" height="90"');
  });

  it("keeps a banner without text an image with its (empty) alt text", () => {
    const html = renderToStaticMarkup(
      <AdSlot placementKey="homepage_grid" banner={{ id: "b2", imageUrl: "/images/banner.webp", altText: null, linkUrl: null, clickTarget: "_self" }} />,
    );
    expect(html).not.toContain("ad-text");
    expect(html).not.toMatch(/<img[^>]*width=/);
  });
});
