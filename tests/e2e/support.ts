import { expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import path from "node:path";
import { linkIn, mailsTo } from "../support/mail";

export const PASSWORD = "Sicheres-Passwort-2026!";

export function outbox() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set (run through `npm run test:e2e`)");
  return path.join(dir, "mail");
}

/** Waits for the newest mail to `to` (optionally newer than `after` mails) and returns its link to `pathPrefix`. */
export async function mailLink(to: string, pathPrefix: string, after = 0): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const mails = mailsTo(outbox(), to);
        if (mails.length <= after) return false;
        link = linkIn(mails.at(-1)!.text, pathPrefix);
        return true;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link;
}

export function mailCount(to: string) {
  return mailsTo(outbox(), to).length;
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.hanfnetz.test`;
}

/** A message box (role alert or status), e.g. the result banner of a form or a toast. */
export function notice(page: Page, text: string | RegExp) {
  return page.locator('[role="alert"], [role="status"]').filter({ hasText: text }).first();
}

/** A toast (sonner) with this text. */
export function toastOf(page: Page, text: string | RegExp) {
  return page.locator("[data-sonner-toast]", { hasText: text }).first();
}

/** Waits until React has hydrated (the client router is running). */
export async function hydrated(page: Page) {
  // Set by an effect of the root layout: event handlers are attached, forms submit through React.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Anmelden" });
  await form.getByLabel("E-Mail").fill(email);
  await form.getByLabel("Passwort", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Anmelden" }).click();
}

export async function signUpVerified(page: Page, email: string, username?: string) {
  await page.goto("/auth?tab=signup");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Registrieren" });
  await form.getByLabel("E-Mail").fill(email);
  if (username) await form.getByLabel("Benutzername").fill(username);
  await form.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Registrieren" }).click();
  await expect(notice(page, "Registrierung erfolgreich")).toBeVisible();
  await page.goto(await mailLink(email, "/api/auth/verify-email"));
  await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
}

type StorageState = Awaited<ReturnType<import("@playwright/test").BrowserContext["storageState"]>>;
/** Sessions of this worker process by e-mail (the storage state right after a sign-in through the form). */
const sessions = new Map<string, StorageState>();

/**
 * A page of a new browser context (with `options`) signed in as `who`, hydrated on `/`. The first
 * time in a worker it signs in through the form; later calls reuse that session's cookies (one
 * sign-in per worker and account instead of one per test) after checking that the server still
 * knows the session, and signs in through the form again if it does not (a test signed out).
 * Tests of the sign-in itself use `signIn`.
 */
export async function signedInPage(browser: Browser, who: { email: string; password: string }, options: BrowserContextOptions = {}): Promise<Page> {
  const saved = sessions.get(who.email);
  if (saved) {
    const context = await browser.newContext({ ...options, storageState: saved });
    // /account answers a signed-out visitor with a redirect to /auth and shows a member their e-mail.
    const answer = await context.request.get("/account", { maxRedirects: 0 });
    if (answer.status() === 200 && (await answer.text()).includes(who.email)) {
      const page = await context.newPage();
      await page.goto("/");
      await hydrated(page);
      return page;
    }
    await context.close();
    sessions.delete(who.email);
  }
  const page = await (await browser.newContext(options)).newPage();
  await signIn(page, who.email, who.password);
  await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
  await hydrated(page);
  sessions.set(who.email, await page.context().storageState());
  return page;
}

/** A new verified member in a browser context of its own (desktop size), signed in and hydrated. */
export async function newMemberPage(browser: Browser, prefix: string): Promise<{ page: Page; username: string }> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const username = `${prefix}_${Date.now().toString(36)}`;
  await signUpVerified(page, uniqueEmail(prefix), username);
  await hydrated(page);
  return { page, username };
}

/** The account menu of the header (desktop bar, issue #26): its summary shows the avatar. */
export function accountMenu(page: Page) {
  return page.getByTestId("desktop-header").locator("summary", { hasText: "Mein Konto" });
}

/** Signs out through the account menu of the header. */
export async function signOut(page: Page) {
  await accountMenu(page).click();
  await page.getByTestId("desktop-header").getByRole("button", { name: "Abmelden" }).click();
}

/** The cards of /favorites' 'Gefolgte Autoren' (at least one), each with its whole name shown (not cut). */
export async function followedAuthorCards(page: Page) {
  await page.goto("/favorites");
  await hydrated(page);
  const cards = await page.getByTestId("followed-author").all();
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    const name = card.getByTestId("followed-author-name");
    expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth), `name cut: ${await name.textContent()}`).toBe(false);
  }
  return cards;
}
