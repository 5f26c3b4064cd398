import { expect, test } from "./fixtures";
import sharp from "sharp";
import { hydrated, signUpVerified, uniqueEmail } from "./support";

/** Issue #7 section 3: an anonymous review with an image leads nowhere near its author. */

const PROVIDER = "/empfehlung/hanfgemeinschaft-hamburg-altona";

test("a member posts an anonymous review with an image; nothing in the page, its JSON-LD or the image URL leads to the member", async ({ browser }) => {
  const context = await browser.newContext();
  const member = await context.newPage();
  const username = `heimlich${Date.now().toString(36)}`;
  await signUpVerified(member, uniqueEmail("anonym"), username);
  const exported = (await (await member.request.get("/account/export")).json()) as { account: { id: string } };
  const userId = exported.account.id;
  expect(userId).toMatch(/^[0-9a-f-]{36}$/);

  await member.goto(PROVIDER);
  await hydrated(member);
  const title = `Anonym mit Bild ${Date.now()}`;
  await member.getByRole("button", { name: "Jetzt Bewerten" }).first().click();
  const dialog = member.getByRole("dialog");
  await dialog.locator("label").filter({ hasText: "5 Sterne" }).click();
  await dialog.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Deine Bewertung", exact: true }).fill("Sehr angenehme Atmosphäre und gute Beratung.");
  const photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#166534" } })
    .withMetadata({ exif: { IFD0: { Artist: username } } })
    .jpeg()
    .toBuffer();
  await dialog.locator('input[type="file"]').setInputFiles({ name: `${username}.jpg`, mimeType: "image/jpeg", buffer: photo });
  await expect(dialog.getByTestId("uploader-review").locator("img")).toHaveCount(1);
  await dialog.getByLabel("Anonym bewerten").check();
  await dialog.getByRole("button", { name: "Bewertung abschicken" }).click();
  await expect(member.getByText("Bewertung erfolgreich erstellt")).toBeVisible();

  // What everybody else gets: the server-rendered page (with its loader data and JSON-LD).
  const visitor = await browser.newContext();
  const html = await (await visitor.request.get(new URL(PROVIDER, member.url()).toString())).text();
  expect(html).toContain(title);
  for (const secret of [userId, username, `/profile/${userId}`]) expect(html, secret).not.toContain(secret);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("\n");
  expect(jsonLd).toContain('"LocalBusiness"');
  expect(jsonLd).not.toContain(userId);
  expect(jsonLd).not.toContain(username);

  // The image: an opaque key, served as WebP without the metadata of the original.
  const page = await visitor.newPage();
  await page.goto(new URL(PROVIDER, member.url()).toString());
  const review = page.getByRole("listitem").filter({ hasText: title });
  await expect(review.getByText("Anonym", { exact: true })).toBeVisible();
  await expect(review.getByRole("link")).toHaveCount(0);
  const src = await review.getByRole("img", { name: "Bild zur Bewertung" }).getAttribute("src");
  // The stored file or one of its responsive sizes (/bild/{width}/…, issue #26).
  expect(src).toMatch(/^\/(?:media|bild\/\d+)\/review-images\/[0-9a-f]{32}\.webp$/);
  const image = await visitor.request.get(new URL(src!, member.url()).toString());
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toContain("image/webp");
  const bytes = await image.body();
  expect(bytes.includes(Buffer.from(username))).toBe(false);
  expect(bytes.includes(Buffer.from(userId))).toBe(false);

  // The member's public profile neither lists the review nor counts it.
  await page.goto(new URL(`/${username}`, member.url()).toString());
  await expect(page.getByTestId("stat-Bewertungen")).toHaveText("0");
  await expect(page.getByTestId("activity-score")).toHaveText("0 Punkte");
  await expect(page.getByText(title)).toHaveCount(0);
  // ... while the member sees both.
  await member.goto(`/${username}`);
  await expect(member.getByTestId("stat-Bewertungen")).toHaveText("1");
  await expect(member.getByTestId("activity-score")).toHaveText("2 Punkte");

  await visitor.close();
  await context.close();
});
