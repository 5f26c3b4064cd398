import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/lib/env.server";
import { applyLinkRel, extractLinks, htmlToText, readingMinutes, safeHref, safeImageSrc, sanitizeArticle, sanitizeHtml } from "./sanitize.server";

describe("sanitizeHtml", () => {
  it("keeps allowed formatting", () => {
    const html =
      "<h2>Titel</h2><p><strong>fett</strong> <em>kursiv</em> <u>u</u> <s>s</s></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote><pre><code>x</code></pre><hr><br>";
    expect(sanitizeHtml(html)).toBe(
      "<h2>Titel</h2><p><strong>fett</strong> <em>kursiv</em> <u>u</u> <s>s</s></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote><pre><code>x</code></pre><hr><br>",
    );
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
    expect(sanitizeHtml('<img title="t" alt="Bild" src="/media/blog-images/u1/a.webp" width="300" height="200" loading="lazy">')).toBe(
      '<img src="/media/blog-images/u1/a.webp" alt="Bild" width="300" height="200">',
    );
    expect(sanitizeHtml('<img src="/images/demo/blog.svg" alt="">')).toBe('<img src="/images/demo/blog.svg" alt="">');
  });
});

describe("sanitizeArticle: issue #7 section 6 and issue #8", () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
    resetEnvCache();
  });

  it("refuses host-relative link targets that browsers read as another host", () => {
    for (const href of [
      "/\\evil.example",
      "\\\\evil.example",
      "\\/evil.example",
      "/\t/evil.example",
      " //evil.example",
      "/%09/evil.example".replace("%09", "\t"),
    ]) {
      expect(safeHref(href), href).toBeNull();
    }
    expect(sanitizeHtml('<a href="/\\evil.example">x</a>')).toBe("<a>x</a>");
    expect(safeHref("/blog/a\\b")).toBe("/blog/a\\b");
    expect(safeHref("?seite=2")).toBe("?seite=2");
    expect(safeHref("ftp://example.com")).toBeNull();
  });

  it("drops the content of an unclosed svg, style, script or iframe but keeps the rest of the article", () => {
    expect(sanitizeHtml("<p>Eins</p><svg><circle r=1 /><p>Zwei</p>")).toBe("<p>Eins</p><p>Zwei</p>");
    expect(sanitizeHtml("<p>Eins</p><style>p { color: red }<p>Zwei</p><p>Drei</p>")).toBe("<p>Eins</p><p>Zwei</p><p>Drei</p>");
    expect(sanitizeHtml("<p>Eins</p><script>if (a<b) steal()<h2>Zwei</h2>")).toBe("<p>Eins</p><h2>Zwei</h2>");
    expect(sanitizeHtml('<p>Eins</p><iframe src="https://evil.example"><p>Zwei</p>')).toBe("<p>Eins</p><p>Zwei</p>");
    expect(sanitizeHtml("<p>Eins</p><svg><style>svg{}<p>Zwei</p>")).toBe("<p>Eins</p><p>Zwei</p>");
    expect(sanitizeHtml("<p>Eins</p><STYLE>p{}")).toBe("<p>Eins</p>");
    // closed ones are still removed whole, including article tags inside them
    expect(sanitizeHtml("<svg><p>versteckt</p></svg><p>Zwei</p>")).toBe("<p>Zwei</p>");
    expect(sanitizeHtml("<style><p>versteckt</p></style><p>Zwei</p>")).toBe("<p>Zwei</p>");
  });

  it("turns block divs into paragraphs (contentEditable output) and unwraps divs around blocks", () => {
    expect(sanitizeHtml("Fett markiert<div>Zweiter Absatz</div>")).toBe("Fett markiert<p>Zweiter Absatz</p>");
    expect(sanitizeHtml("<div><b>Fett</b> markiert</div><div>Zweiter Absatz</div><div><br></div>")).toBe(
      "<p><b>Fett</b> markiert</p><p>Zweiter Absatz</p><p><br></p>",
    );
    expect(sanitizeHtml('<div class="x"><p>a</p><div>b</div></div>')).toBe("<p>a</p><p>b</p>");
    expect(sanitizeHtml("<div><ul><li>a</li></ul></div>")).toBe("<ul><li>a</li></ul>");
    expect(htmlToText(sanitizeHtml("Fett markiert<div>Zweiter Absatz</div>"))).toBe("Fett markiert Zweiter Absatz");
  });

  it("keeps our own images (local uploads, S3 public base) and refuses foreign ones", () => {
    const own = sanitizeArticle('<p>a</p><img src="/media/blog-images/u1/1-a.webp" alt="Eigenes">');
    expect(own).toEqual({ html: '<p>a</p><img src="/media/blog-images/u1/1-a.webp" alt="Eigenes">', removedSuspicious: false, refusedImages: [] });

    const foreign = sanitizeArticle('<p>a</p><img src="https://cdn.example/a.png" alt="Fremd"><p><img src="http://insecure.example/b.png"></p>');
    expect(foreign.html).toBe("<p>a</p><p></p>");
    expect(foreign.refusedImages).toEqual(["https://cdn.example/a.png", "http://insecure.example/b.png"]);
    expect(foreign.removedSuspicious).toBe(false);
    expect(sanitizeArticle('<img src="//cdn.example/a.png">').refusedImages).toEqual(["//cdn.example/a.png"]);
    expect(sanitizeArticle('<img src="/media/../etc/passwd">').refusedImages).toEqual(["/media/../etc/passwd"]);

    process.env.S3_ENDPOINT = "https://s3.example.net";
    process.env.S3_BUCKET = "hanfnetz";
    process.env.S3_ACCESS_KEY_ID = "key";
    process.env.S3_SECRET_ACCESS_KEY = "secret";
    process.env.S3_PUBLIC_URL = "https://bilder.hanfnetz.example";
    resetEnvCache();
    expect(safeImageSrc("https://bilder.hanfnetz.example/blog-images/u1/a.webp")).toBe("https://bilder.hanfnetz.example/blog-images/u1/a.webp");
    expect(safeImageSrc("https://bilder.hanfnetz.example/unknown-bucket/a.webp")).toBeNull();
    expect(safeImageSrc("https://bilder.hanfnetz.example.evil.example/blog-images/a.webp")).toBeNull();
  });

  it("flags removed script-like content, and only that", () => {
    const suspicious = [
      "<p>a</p><script>alert(1)</script>",
      "<style>p{}</style>",
      '<iframe src="/x"></iframe>',
      '<object data="x"></object>',
      '<embed src="x">',
      '<img src="/media/blog-images/a.webp" onerror="alert(1)">',
      '<p onclick="x()">t</p>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="java&#x09;script:alert(1)">x</a>',
      '<a href="VBSCRIPT:x">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
      '<img src="javascript:alert(1)">',
      "<svg><script>alert(1)</script></svg>",
      "<svg onload=alert(1)>",
      "<p>a</p><script>alert(1)",
    ];
    for (const html of suspicious) expect(sanitizeArticle(html).removedSuspicious, html).toBe(true);
    const harmless = [
      "<p>Wie man javascript: Links erkennt</p>",
      '<p class="x" style="color:red"><span>t</span></p>',
      '<a href="https://example.com" target="_blank">x</a>',
      '<img src="data:image/png;base64,AAAA">',
      "<!-- <script>x</script> --><p>ok</p>",
      "<div>Absatz</div>",
    ];
    for (const html of harmless) expect(sanitizeArticle(html).removedSuspicious, html).toBe(false);
    expect(sanitizeArticle('<img src="javascript:alert(1)">').refusedImages).toEqual([]);
  });

  it("adds nofollow to links whatever their attribute order", () => {
    const html = sanitizeHtml('<p><a title="T" href="https://a.example/?x=1&amp;y=2">A</a> <a href="https://b.example/" rel="dofollow">B</a> <a>C</a></p>');
    expect(html).toBe('<p><a href="https://a.example/?x=1&amp;y=2" title="T">A</a> <a href="https://b.example/">B</a> <a>C</a></p>');
    const out = applyLinkRel(html, new Set(["https://b.example/"]));
    expect(out).toBe(
      '<p><a href="https://a.example/?x=1&amp;y=2" title="T" rel="nofollow noopener" target="_blank">A</a> <a href="https://b.example/" rel="noopener" target="_blank">B</a> <a>C</a></p>',
    );
    expect(applyLinkRel(html, new Set(["https://a.example/?x=1&y=2"]))).toContain('title="T" rel="noopener"');
  });

  it("is stable: sanitising its own output changes nothing", () => {
    const inputs = [
      "Fett markiert<div>Zweiter <i>Absatz</i></div><div><div>c</div></div>",
      "<h2>T</h2><ol><li><p>a</p></li></ol><blockquote><p>q</p></blockquote><pre><code>x &lt; y</code></pre><hr><p>1 &amp; 2<br>3</p>",
      '<p><a href="/blog?a=1&b=2" title="&quot;q&quot;">l</a><img src="/media/blog-images/a.webp" alt="A &amp; B"></p>',
    ];
    for (const input of inputs) {
      const once = sanitizeHtml(input);
      expect(sanitizeHtml(once), input).toBe(once);
    }
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
