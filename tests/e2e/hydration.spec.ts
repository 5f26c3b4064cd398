import { expect, test } from "./fixtures";
import { hydrated, signIn } from "./support";

/**
 * The browser runs Preact's compat layer, the server renders with React (decision 0046). Hydration
 * must adopt the server's document as it is: no element of the page is created, removed or moved
 * while it hydrates (a mismatch would rebuild parts of the page, repaint them and re-parse the
 * inline stylesheet). Counted with a MutationObserver installed before the first byte arrives, from
 * the start of hydrating until half a second after the root layout marked the document hydrated.
 */
type Changes = { added: string[]; removed: string[] };

async function watchHydration(page: import("@playwright/test").Page) {
  // A plain script (no helpers of the test's compiler in the page).
  await page.addInitScript({
    content: `
      const log = { added: [], removed: [] };
      window.__hydrationChanges = log;
      const name = (n) => n.tagName.toLowerCase() + (n.id ? "#" + n.id : "") + (n.getAttribute("rel") ? "[rel=" + n.getAttribute("rel") + "]" : "");
      // The inline scripts the server alone writes at the end of the body (React Router's loader
      // data, React's streaming runtime) have run; hydrating drops them.
      const serverOnly = (n, parent) => parent === document.body && n.tagName === "SCRIPT" && !n.src;
      const observer = new MutationObserver((records) => {
        // From "false", set by entry.client right before hydrating, on (the parts of the page that
        // hydrate a task later, HydrateLater, included).
        if (!document.documentElement.dataset.hydrated) return;
        for (const r of records) {
          for (const n of r.addedNodes) if (n.nodeType === 1) log.added.push(name(n));
          for (const n of r.removedNodes) if (n.nodeType === 1 && !serverOnly(n, r.target)) log.removed.push(name(n));
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    `,
  });
}

async function changesDuringHydration(page: import("@playwright/test").Page) {
  await hydrated(page);
  // The parts below the first screen hydrate a task later (app/lib/hydrate-later.tsx).
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __hydrationChanges: Changes }).__hydrationChanges);
}

for (const path of ["/", "/empfehlung/samenbank-alpenland", "/blog", "/gutscheincodes", "/contests"]) {
  test(`hydrating ${path} adopts the server's document: nothing is created, removed or moved`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await watchHydration(page);
    await page.goto(path);
    const changes = await changesDuringHydration(page);
    expect(changes).toEqual({ added: [], removed: [] });
    expect(errors).toEqual([]);
    // The page reacts: a client-side navigation keeps the document (no full load).
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.getByRole("banner").getByRole("link", { name: "Blog" }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });
}

test("a signed-in member's page hydrates in place too", async ({ page }) => {
  await signIn(page, "lena@demo.hanfnetz.de", "Demo-Passwort-2026!");
  await watchHydration(page);
  await page.goto("/");
  expect(await changesDuringHydration(page)).toEqual({ added: [], removed: [] });
});

test("icons keep drawing after client-side navigation: the page's own symbols, else the sprite file", async ({ page }) => {
  // Every icon's <use> must reach a symbol: one of the page's inline symbols (decision 0049) or,
  // for icons the first page did not have, a symbol of the hashed sprite file.
  const undrawn = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("svg.lucide use")]
        .filter((u) => (u as SVGGraphicsElement).getBoundingClientRect().width > 0 || u.closest("[hidden]") === null)
        .filter((u) => {
          const href = u.getAttribute("href") ?? "";
          if (href.startsWith("#")) return !document.getElementById(href.slice(1));
          return !/^\/assets\/icons-[\w-]+\.svg#[a-z0-9-]+$/.test(href);
        })
        .map((u) => u.getAttribute("href")),
    );
  await page.goto("/auth");
  await hydrated(page);
  const first = await page.evaluate(() => [...document.querySelectorAll("use")].map((u) => u.getAttribute("href")));
  expect(first.every((h) => h?.startsWith("#i-"))).toBe(true);
  expect(await undrawn()).toEqual([]);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  // The sign-in page's header has the logo only; home has many more icons.
  await page.getByRole("link", { name: "Hanfnetz" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  const hrefs = await page.evaluate(() => [...document.querySelectorAll("use")].map((u) => u.getAttribute("href") ?? ""));
  // This page has icons the first did not: those come from the sprite file, and it draws them.
  const fromFile = hrefs.filter((h) => h.startsWith("/assets/icons-"));
  expect(fromFile.length).toBeGreaterThan(0);
  expect(await undrawn()).toEqual([]);
  const drawn = await page.evaluate(async (href) => {
    const use = [...document.querySelectorAll("use")].find((u) => u.getAttribute("href") === href) as SVGUseElement;
    for (let i = 0; i < 50 && use.getBBox().width === 0; i++) await new Promise((r) => setTimeout(r, 100));
    return use.getBBox().width;
  }, fromFile[0]!);
  expect(drawn).toBeGreaterThan(0);
});
