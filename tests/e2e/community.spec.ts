import { expect, test, type Browser, type Page } from "./fixtures";
import { hydrated, signUpVerified, uniqueEmail } from "./support";

/** Community journeys of issue #4: profiles, follows, blog, levels and the member's own data. */

const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function newUser(browser: Browser, prefix: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const username = `${prefix}${uid()}`;
  const email = uniqueEmail(prefix);
  await signUpVerified(page, email, username);
  return { page, username, email, close: () => context.close() };
}

async function writeArticle(page: Page, opts: { title: string; html: string; status: "draft" | "published" | "scheduled"; date?: string }) {
  await page.goto("/myblog?new=1");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Artikel-Editor" });
  await form.getByRole("textbox", { name: "Titel", exact: true }).fill(opts.title);
  await form.getByRole("button", { name: "HTML", exact: true }).click();
  await form.getByLabel("HTML-Quelltext").fill(opts.html);
  await form.getByLabel("Status").selectOption(opts.status);
  if (opts.date) await form.getByLabel("Veröffentlichungsdatum").fill(opts.date);
  await form.getByRole("button", { name: "Artikel speichern" }).click();
  await page.waitForURL(/\/myblog\?edit=/);
  return new URL(page.url()).searchParams.get("edit")!;
}

async function setStatus(page: Page, articleId: string, status: "draft" | "published" | "scheduled", date?: string) {
  await page.goto(`/myblog?edit=${articleId}`);
  await hydrated(page);
  const form = page.getByRole("form", { name: "Artikel-Editor" });
  await form.getByLabel("Status").selectOption(status);
  if (date !== undefined) await form.getByLabel("Veröffentlichungsdatum").fill(date);
  await form.getByRole("button", { name: "Artikel speichern" }).click();
  await expect(page.getByText("Artikel aktualisiert").first()).toBeVisible();
}

test("a user sets a username and lands on /{username}; reserved words are refused", async ({ browser }) => {
  const u = await newUser(browser, "profil");
  await u.page.goto("/profile");
  await expect(u.page).toHaveURL(new RegExp(`/${u.username}$`));
  await expect(u.page.getByRole("heading", { level: 1, name: u.username })).toBeVisible();
  await expect(u.page.getByTestId("level-badge")).toHaveText(/Frischling/);

  await u.page.getByRole("link", { name: "Profil bearbeiten" }).click();
  await hydrated(u.page);
  const form = u.page.getByRole("form", { name: "Profil bearbeiten" });
  await form.getByLabel("Benutzername").fill("blog");
  await form.getByRole("button", { name: "Speichern" }).click();
  await expect(u.page.getByText("Dieser Benutzername ist nicht verfügbar").first()).toBeVisible();

  const renamed = `neu${uid()}`;
  await form.getByLabel("Benutzername").fill(renamed);
  await form.getByRole("button", { name: "Speichern" }).click();
  await expect(u.page).toHaveURL(new RegExp(`/${renamed}$`));
  await expect(u.page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await expect(u.page.getByText("Profil erfolgreich aktualisiert").first()).toBeVisible();

  // /profile/{id} is replaced by the username path; an unknown name shows the not-found card (404)
  const res = await u.page.goto("/this-user-does-not-exist-xyz");
  expect(res?.status()).toBe(404);
  await expect(u.page.getByRole("heading", { level: 1, name: "Profil nicht gefunden" })).toBeVisible();
  await expect(u.page.getByRole("button", { name: "Zurück" })).toBeVisible();
  await expect(u.page.getByRole("link", { name: "Zur Startseite" })).toBeVisible();
  await u.close();
});

test("another user follows an author, sees them on /favorites, then unfollows", async ({ browser }) => {
  const author = await newUser(browser, "autor");
  const fan = await newUser(browser, "fan");
  await fan.page.goto(`/${author.username}`);
  await hydrated(fan.page);
  await expect(fan.page.getByTestId("stat-Follower")).toHaveText("0");
  await fan.page.getByRole("button", { name: "Folgen" }).click();
  await expect(fan.page.getByText("Autor erfolgreich gefolgt").first()).toBeVisible();
  await expect(fan.page.getByTestId("stat-Follower")).toHaveText("1");
  await expect(fan.page.getByRole("button", { name: "Entfolgen" })).toBeVisible();

  await fan.page.goto("/favorites");
  await expect(fan.page.getByRole("heading", { name: "Gefolgte Autoren (1)" })).toBeVisible();
  const card = fan.page.getByTestId("followed-author").filter({ hasText: author.username });
  await expect(card).toContainText("Gefolgt seit");
  await hydrated(fan.page);
  await card.getByRole("button", { name: `${author.username} entfolgen` }).click();
  await expect(fan.page.getByText("Autor erfolgreich entfolgt").first()).toBeVisible();
  await fan.page.reload();
  await expect(fan.page.getByRole("heading", { name: "Gefolgte Autoren (0)" })).toBeVisible();

  // following oneself is refused by the server
  const self = await author.page.request.post("/api/follows", { form: { authorId: "self", intent: "follow" } });
  expect([400, 404]).toContain(self.status());
  await author.close();
  await fan.close();
});

test("an author writes a draft, publishes it (sanitised), schedules another, and levels up", async ({ browser }) => {
  const a = await newUser(browser, "schreiber");
  const title = `Artikel ${uid()}`;
  const id = await writeArticle(a.page, {
    title,
    status: "draft",
    html: '<p>Sicherer Text</p><script>window.__xss = 1</script><img src="/images/demo/other.svg" onerror="window.__xss = 2"><p><a href="javascript:window.__xss=3">Link</a></p>',
  });
  await a.page.goto(`/blog?q=${encodeURIComponent(title)}`);
  await expect(a.page.getByText("Keine Artikel gefunden")).toBeVisible();

  await setStatus(a.page, id, "published");
  await a.page.goto(`/blog?q=${encodeURIComponent(title)}`);
  await a.page.getByRole("link", { name: title }).click();
  await expect(a.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(a.page).toHaveURL(new RegExp(`/blog/${a.username}/`));
  const content = a.page.getByTestId("article-content");
  await expect(content).toContainText("Sicherer Text");
  expect(await content.locator("script").count()).toBe(0);
  expect(await content.locator("[onerror]").count()).toBe(0);
  expect(await content.locator('a[href^="javascript"]').count()).toBe(0);
  expect(await a.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  await a.page.goto(`/${a.username}`);
  await expect(a.page.getByTestId("profile-articles")).toContainText(title);
  await expect(a.page.getByTestId("level-badge")).toHaveText(/Frischling/);
  const rss = await a.page.request.get("/rss.xml");
  expect(rss.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await rss.text();
  expect(xml).toContain(`<title>${title}</title>`);
  expect(xml).toMatch(new RegExp(`<link>https?://[^<]+/blog/${a.username}/`));

  // a scheduled article stays hidden until its date
  const later = `Geplant ${uid()}`;
  const scheduledId = await writeArticle(a.page, { title: later, status: "scheduled", date: "01.01.2099 10:00", html: "<p>Später</p>" });
  await a.page.goto(`/blog?q=${encodeURIComponent(later)}`);
  await expect(a.page.getByText("Keine Artikel gefunden")).toBeVisible();
  expect(await (await a.page.request.get("/rss.xml")).text()).not.toContain(later);
  await a.page.goto(`/${a.username}`);
  await expect(a.page.getByTestId("profile-articles")).not.toContainText(later);

  // its date passes: it appears by itself, and 2 articles (6 points) reach the next level
  await setStatus(a.page, scheduledId, "scheduled", "01.01.2020 10:00");
  await a.page.goto(`/blog?q=${encodeURIComponent(later)}`);
  await expect(a.page.getByRole("link", { name: later })).toBeVisible();
  await a.page.goto(`/${a.username}`);
  await expect(a.page.getByTestId("profile-articles")).toContainText(later);
  await expect(a.page.getByTestId("level-badge")).toHaveText(/Kiffer-Veteran/);

  // another user cannot edit or delete this article, nor edit this profile
  const other = await newUser(browser, "fremd");
  const edit = await other.page.request.post("/myblog", { form: { intent: "save", articleId: id, title: "Gekapert", status: "draft" } });
  expect(edit.status()).toBe(403);
  const del = await other.page.request.post("/myblog", { form: { intent: "delete", articleId: id } });
  expect(del.status()).toBe(403);
  const profileEdit = await other.page.request.post(`/${a.username}`, { form: { username: "gekapert" } });
  expect(profileEdit.status()).toBe(403);
  await a.page.goto(`/blog?q=${encodeURIComponent(title)}`);
  await expect(a.page.getByRole("link", { name: title })).toBeVisible();
  await other.close();
  await a.close();
});

test("the blog editor keeps paragraphs: type, Enter, type, publish, and the article has two paragraphs", async ({ browser }) => {
  const a = await newUser(browser, "absatz");
  const title = `Absätze ${uid()}`;
  await a.page.goto("/myblog?new=1");
  await hydrated(a.page);
  const form = a.page.getByRole("form", { name: "Artikel-Editor" });
  await form.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
  const toolbar = form.getByRole("toolbar", { name: "Formatierung" });
  await expect(toolbar).toBeVisible();
  const editor = form.getByRole("textbox", { name: "Inhalt", exact: true });
  await editor.click();
  await toolbar.getByRole("button", { name: "Fett" }).click();
  await a.page.keyboard.type("Fett markiert");
  await toolbar.getByRole("button", { name: "Fett" }).click();
  await a.page.keyboard.press("Enter");
  await a.page.keyboard.type("Zweiter Absatz ");
  // a link through the toolbar: script URLs are refused, the address becomes the link text
  await toolbar.getByRole("button", { name: "Link einfügen" }).click();
  const address = form.getByRole("textbox", { name: "Link-Adresse" });
  await address.fill("javascript:alert(1)");
  await address.press("Enter");
  await expect(form.getByText("Bitte gib eine gültige Adresse ein")).toBeVisible();
  await address.fill("https://example.org/");
  await address.press("Enter");
  // typing goes on in the editor once the link form has handed the focus back
  await expect(address).toBeHidden();
  await expect(editor).toBeFocused();
  await a.page.keyboard.type(" Ende");
  await expect(editor.locator("p")).toHaveText(["Fett markiert", "Zweiter Absatz https://example.org/ Ende"]);
  await expect(editor.getByRole("link")).toHaveText("https://example.org/");
  // keyboard: the toolbar is one tab stop, arrow keys move inside it
  await toolbar.getByRole("button", { name: "Fett" }).focus();
  await a.page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Kursiv" })).toBeFocused();

  await form.getByLabel("Status").selectOption("published");
  await form.getByRole("button", { name: "Artikel speichern" }).click();
  await a.page.waitForURL(/\/myblog\?edit=/);
  await expect(a.page.getByRole("textbox", { name: "Inhalt", exact: true }).locator("p")).toHaveCount(2);

  await a.page.goto(`/blog?q=${encodeURIComponent(title)}`);
  await a.page.getByRole("link", { name: title }).click();
  const content = a.page.getByTestId("article-content");
  await expect(content.locator(":scope > p")).toHaveText(["Fett markiert", "Zweiter Absatz https://example.org/ Ende"]);
  await expect(content.locator("p > strong")).toHaveText("Fett markiert");
  await expect(content.getByRole("link", { name: "https://example.org/" })).toHaveAttribute("rel", "nofollow noopener");
  await a.close();
});

test("an article with an image from a foreign source is refused with a message on the content field", async ({ browser }) => {
  const a = await newUser(browser, "fremdbild");
  await a.page.goto("/myblog?new=1");
  await hydrated(a.page);
  const form = a.page.getByRole("form", { name: "Artikel-Editor" });
  await form.getByRole("textbox", { name: "Titel", exact: true }).fill(`Fremdbild ${uid()}`);
  await form.getByRole("button", { name: "HTML", exact: true }).click();
  await form.getByLabel("HTML-Quelltext").fill('<p>Text</p><img src="https://cdn.example/bild.png" alt="Fremd">');
  await form.getByRole("button", { name: "Artikel speichern" }).click();
  const message = "Bilder aus fremden Quellen sind nicht erlaubt. Bitte lade das Bild hoch.";
  await expect(form.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await expect(form.getByText(message)).toHaveCount(2);
  await expect(a.page).toHaveURL(/\/myblog\?new=1/);
  await a.close();
});

test("the owner downloads their data, deletes the account, and the published review stays anonymous", async ({ browser }) => {
  const u = await newUser(browser, "dsgvo");
  const reviewTitle = `Review ${uid()}`;
  await u.page.goto("/empfehlung/seeds-of-barcelona");
  await hydrated(u.page);
  await u.page.getByRole("button", { name: "Jetzt Bewerten" }).first().click();
  const form = u.page.getByRole("form", { name: "Bewertung" });
  await form.locator("label").filter({ hasText: "5 Sterne" }).click();
  await form.getByLabel("Titel").fill(reviewTitle);
  await form.getByLabel("Deine Bewertung").fill("Sehr gute Beratung und freundliches Team, gerne wieder.");
  await form.getByRole("button", { name: "Bewertung abschicken" }).click();
  await expect(u.page.getByRole("article", { name: `Bewertung von ${u.username}` }).filter({ hasText: reviewTitle })).toBeVisible();

  await u.page.goto("/account");
  await hydrated(u.page);
  const [download] = await Promise.all([u.page.waitForEvent("download"), u.page.getByRole("link", { name: "Meine Daten herunterladen" }).click()]);
  const exported = JSON.parse(await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString("utf8")));
  expect(exported.account.email).toBe(u.email);
  expect(exported.profile.username).toBe(u.username);
  expect(exported.reviews.map((r: { title: string }) => r.title)).toContain(reviewTitle);
  expect(exported.loginLogs.length).toBeGreaterThan(0);

  await u.page.getByRole("button", { name: "Konto löschen" }).click();
  const dialog = u.page.getByRole("dialog");
  await dialog.getByLabel("Bestätigung").fill("falsch");
  await expect(dialog.getByRole("button", { name: "Konto endgültig löschen" })).toBeDisabled();
  await dialog.getByLabel("Bestätigung").fill("LÖSCHEN");
  await dialog.getByRole("button", { name: "Konto endgültig löschen" }).click();
  await u.page.waitForURL((url) => url.pathname === "/");
  await expect(u.page.getByText("Dein Konto wurde gelöscht").first()).toBeVisible();
  await expect(u.page.getByRole("link", { name: "Anmelden" }).first()).toBeVisible();

  await u.page.goto("/empfehlung/seeds-of-barcelona");
  await expect(u.page.getByRole("article", { name: "Bewertung von Anonym" }).filter({ hasText: reviewTitle })).toBeVisible();
  const gone = await u.page.request.get(`/${u.username}`, { maxRedirects: 0 });
  expect(gone.status()).toBe(404);
  await u.close();
});
