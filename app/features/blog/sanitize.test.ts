import { describe, expect, it } from "vitest";
import { applyLinkRel, extractLinks, htmlToText, readingMinutes, safeHref, sanitizeHtml } from "./sanitize.server";

describe("sanitizeHtml", () => {
  it("keeps allowed formatting", () => {
    const html = "<h2>Titel</h2><p><strong>fett</strong> <em>kursiv</em> <u>u</u> <s>s</s></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote><pre><code>x</code></pre><hr><br>";
    expect(sanitizeHtml(html)).toBe("<h2>Titel</h2><p><strong>fett</strong> <em>kursiv</em> <u>u</u> <s>s</s></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote><pre><code>x</code></pre><hr><br>");
  });

  it("drops script and style elements with their content", () => {
    expect(sanitizeHtml('<p>a</p><script>alert("x")</script><style>p{}</style><p>b</p>')).toBe("<p>a</p><p>b</p>");
    expect(sanitizeHtml("<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok")).toBe("ok");
    expect(sanitizeHtml("<iframe src=https://evil.example></iframe><p>x</p>")).toBe("<p>x</p>");
  });

  it("drops event handler attributes", () => {
    expect(sanitizeHtml('<img src="/media/x.webp" onerror="alert(1)" alt="A">')).toBe('<img src="/media/x.webp" alt="A">');
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c">t</p>')).toBe("<p>t</p>");
    expect(sanitizeHtml("<img src=x onerror=alert(1)>")).toBe("");
  });

  it("drops javascript: and data: URLs, also disguised", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="  JaVaScRiPt:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="java&#x09;script:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe("");
    expect(sanitizeHtml('<img src="http://insecure.example/a.png">')).toBe("");
    expect(sanitizeHtml('<a href="vbscript:x">x</a>')).toBe("<a>x</a>");
  });

  it("keeps http, https, mailto and relative links with title", () => {
    expect(sanitizeHtml('<a href="https://example.com/?a=1&b=2" title="T" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/?a=1&amp;b=2" title="T">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:a@b.de">m</a><a href="/blog">b</a><a href="#top">t</a>')).toBe(
      '<a href="mailto:a@b.de">m</a><a href="/blog">b</a><a href="#top">t</a>',
    );
    expect(safeHref("//evil.example")).toBeNull();
  });

  it("escapes text and entity tricks so no markup appears", () => {
    expect(sanitizeHtml("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
    expect(sanitizeHtml("1 < 2 & 3 > 2")).toBe("1 &lt; 2 &amp; 3 &gt; 2");
    expect(sanitizeHtml('<a href="/x" title="&quot;><script>alert(1)</script>">x</a>')).toBe(
      '<a href="/x" title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">x</a>',
    );
  });

  it("repairs nested and broken markup", () => {
    expect(sanitizeHtml("<p><strong>a<em>b</p>c")).toBe("<p><strong>a<em>b</em></strong></p>c");
    expect(sanitizeHtml("</div>text<div><p>x")).toBe("text<p>x</p>");
    expect(sanitizeHtml("<script><script>x</script>y</script>z")).toBe("yz");
    expect(sanitizeHtml('<p>a<img src="/media/a.webp" width="100" height="abc"')).toMatch(/^<p>a/);
    expect(sanitizeHtml("<svg><script>alert(1)</script></svg><p>ok</p>")).toBe("<p>ok</p>");
    expect(sanitizeHtml("<!-- <script>x</script> --><p>ok</p>")).toBe("<p>ok</p>");
  });

  it("keeps only allowed image attributes", () => {
    expect(sanitizeHtml('<img src="https://cdn.example/a.png" alt="Bild" width="300" height="200" title="t">')).toBe(
      '<img src="https://cdn.example/a.png" alt="Bild" width="300" height="200">',
    );
  });
});

describe("render helpers", () => {
  it("adds nofollow unless the link is marked dofollow", () => {
    const html = sanitizeHtml('<p><a href="https://a.example/">A</a> <a href="/blog">B</a></p>');
    const out = applyLinkRel(html, new Set(["/blog"]));
    expect(out).toContain('<a href="https://a.example/" rel="nofollow noopener" target="_blank">');
    expect(out).toContain('<a href="/blog" rel="noopener">');
  });

  it("extracts links with text and context", () => {
    const links = extractLinks('<p>Mehr bei <a href="https://a.example">Anbieter A</a>.</p><p><a href="https://a.example">dup</a></p>');
    expect(links).toEqual([{ url: "https://a.example", text: "Anbieter A", context: "Mehr bei Anbieter A." }]);
  });

  it("computes text and reading time at 200 words per minute", () => {
    expect(htmlToText("<p>a</p><p>b <strong>c</strong></p>")).toBe("a b c");
    expect(readingMinutes(`<p>${"wort ".repeat(401)}</p>`)).toBe(3);
    expect(readingMinutes("")).toBe(1);
  });
});
