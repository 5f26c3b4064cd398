import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanText, isSuspicious, sanitizeUserHtml } from "./sanitize.server";

describe("sanitizeUserHtml", () => {
  it("keeps the default allow-list (paragraphs, emphasis, links, lists, quotes) and nothing else", () => {
    const input =
      '<h2>T</h2><p><strong>a</strong> <em>b</em><br><a href="https://example.com" onclick="x()">l</a></p><ul><li>c</li></ul><img src="/media/a.webp">';
    expect(sanitizeUserHtml(input)).toEqual({
      html: 'T<p><strong>a</strong> <em>b</em><br><a href="https://example.com">l</a></p><ul><li>c</li></ul>',
      removedSuspicious: true,
      refusedImages: [],
    });
  });

  it("uses the caller's allow-list and image rule", () => {
    const result = sanitizeUserHtml('<p>a<img src="/own/x.webp" alt="x"><img src="https://foreign.example/y.png"></p><h2>b</h2>', {
      allowedTags: ["p", "img"],
      allowedAttributes: { img: ["src", "alt"] },
      imageSrc: (src) => (src.startsWith("/own/") ? src : null),
    });
    expect(result).toEqual({ html: '<p>a<img src="/own/x.webp" alt="x"></p>b', removedSuspicious: false, refusedImages: ["https://foreign.example/y.png"] });
  });

  it("removes control characters (PostgreSQL refuses NUL) but keeps tabs and line breaks", () => {
    expect(sanitizeUserHtml("<p>a\u0000b\u0007c\td\ne</p>").html).toBe("<p>abc\td\ne</p>");
  });

  it("turns divs into paragraphs unless the caller allows divs", () => {
    expect(sanitizeUserHtml("a<div>b</div>").html).toBe("a<p>b</p>");
    expect(sanitizeUserHtml("a<div>b</div>", { allowedTags: ["div", "p"] }).html).toBe("a<div>b</div>");
  });

  it("never lets markup, handlers or script URLs through (random input)", () => {
    const pieces = fc.constantFrom(
      "<script>",
      "</script>",
      "<style>",
      "<svg>",
      "</svg>",
      "<iframe>",
      "<p>",
      "</p>",
      "<div>",
      "</div>",
      '<a href="javascript:x">',
      "<a href='/ok'>",
      "<img src=x onerror=alert(1)>",
      "<!--",
      "-->",
      "<",
      ">",
      '"',
      "'",
      "&lt;",
      "&#x3C;",
      "text",
      " ",
      "on",
      "=",
      "javascript:",
      "<b",
      "/",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const { html } = sanitizeUserHtml(parts.join(""));
        expect(html).not.toMatch(/<(?!\/?(?:p|br|strong|b|em|i|u|s|a|ul|ol|li|blockquote)[\s>])/i);
        // An event handler inside a tag (the text "on=" outside tags is harmless).
        expect(html).not.toMatch(/<[^>]*\son[a-z]*=/i);
        expect(html).not.toMatch(/href="\s*javascript/i);
        expect(sanitizeUserHtml(html).html).toBe(html);
      }),
      { numRuns: 300 },
    );
  });
});

describe("cleanText (spec 2 section 5 text sanitiser)", () => {
  it("strips script blocks, tags, script patterns, references, URL attributes, handlers and control characters, then trims", () => {
    expect(cleanText("  <script>alert(1)</script><b>Hallo</b> Welt\u0000\u0007  ")).toBe("Hallo Welt");
    expect(cleanText("javascript:alert(1)")).toBe("alert(1)");
    expect(cleanText("eval(x) document.cookie window.name location.href")).toBe("x) cookie name href");
    expect(cleanText('a href="https://x" b src=/y.png c')).toBe("a  b  c");
    expect(cleanText('x onerror="alert(1)" y onload=go()')).toBe("x  y");
    expect(cleanText("javajavascript:script:alert(1)")).toBe("alert(1)");
    expect(cleanText("Zeile 1\nZeile 2\tTab")).toBe("Zeile 1\nZeile 2\tTab");
    expect(cleanText("Preis < 10 € & > 5 €")).toBe("Preis < 10 € & > 5 €");
  });
});

describe("isSuspicious (spec 2 section 5 suspicious-content check)", () => {
  it("flags the listed patterns, case-insensitive", () => {
    for (const text of [
      "<SCRIPT>",
      "JavaScript:void(0)",
      "eval(",
      "document.write(",
      "el.innerHTML",
      "onload=",
      "onerror =",
      "vbscript:",
      "data:text/html,x",
      "aGVsbG8= base64",
    ]) {
      expect(isSuspicious(text), text).toBe(true);
    }
    for (const text of ["Ein ganz normaler Text über Hanf.", "Das Dokument.", "", null, undefined]) expect(isSuspicious(text), String(text)).toBe(false);
  });
});
