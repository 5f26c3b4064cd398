import { expect, test } from "./fixtures";
import { hydrated, signIn } from "./support";

/** Layout defects that a screenshot shows: text cut or wrapped where it must fit. */
test.use({ viewport: { width: 1366, height: 900 } });

test("'Gefolgte Autoren' cards on /favorites show whole names and 'Profil ansehen' on one line at 1366 px", async ({ page }) => {
  await signIn(page, "lena@demo.hanfnetz.de", "Demo-Passwort-2026!");
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/favorites");
  await hydrated(page);
  const cards = page.getByTestId("followed-author");
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) {
    const name = card.getByTestId("followed-author-name");
    const cut = await name.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut, `name cut: ${await name.textContent()}`).toBe(false);
    const link = card.getByTestId("followed-author-profile");
    const lines = await link.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
    expect(lines, "'Profil ansehen' on one line").toBe(1);
    await expect(card.getByRole("button", { name: /entfolgen/ })).toContainText("Entfolgen");
  }
});
