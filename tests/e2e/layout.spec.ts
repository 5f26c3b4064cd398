import { expect, test } from "./fixtures";
import { followedAuthorCards, signIn } from "./support";

/** Layout defects that a screenshot shows: text cut or wrapped where it must fit. */
test.use({ viewport: { width: 1366, height: 900 } });

test("'Gefolgte Autoren' cards on /favorites show whole names and 'Profil ansehen' on one line at 1366 px", async ({ page }) => {
  await signIn(page, "lena@demo.hanfnetz.de", "Demo-Passwort-2026!");
  await page.waitForURL((url) => url.pathname === "/");
  for (const card of await followedAuthorCards(page)) {
    const link = card.getByTestId("followed-author-profile");
    const lines = await link.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
    expect(lines, "'Profil ansehen' on one line").toBe(1);
    await expect(card.getByRole("button", { name: /entfolgen/ })).toContainText("Entfolgen");
  }
});
