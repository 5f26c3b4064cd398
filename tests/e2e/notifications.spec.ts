import { expect, test, type Browser, type Page } from "./fixtures";
import { hydrated, newMemberPage, signedInPage, toastOf } from "./support";

/**
 * Issue #14: the inbox with live updates, and admin messaging. Two browser contexts are two
 * people; the second sees what the first does without reloading (Server-Sent Events).
 */
const ADMIN = { email: "admin@hanfnetz.de", password: "Hanfnetz-Admin-2026!" };
const EMMA = { email: "emma@demo.hanfnetz.de", password: "Demo-Passwort-2026!" };
/** Emma's approved provider (db/seed). */
const EMMAS_PROVIDER = { slug: "zur-gruenen-traube", name: "Zur Grünen Traube" };

const bell = (page: Page) => page.getByTestId("notification-bell-desktop");
const badge = (page: Page) => bell(page).getByTestId("notification-badge");

async function signedIn(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  return signedInPage(browser, account, { viewport: { width: 1280, height: 900 } });
}

async function unread(page: Page): Promise<number> {
  if ((await badge(page).count()) === 0) return 0;
  const text = (await badge(page).textContent()) ?? "0";
  return Number.parseInt(text, 10);
}

test("a review of B's provider reaches B live (badge and toast); B reads it and marks all read", async ({ browser }) => {
  const owner = await signedIn(browser, EMMA);
  await expect(bell(owner)).toBeVisible();
  await owner.waitForTimeout(2500); // stream open and the refetch after subscribing done
  const before = await unread(owner);

  const { page: reviewer, username } = await newMemberPage(browser, "rezensent");
  await reviewer.goto(`/empfehlung/${EMMAS_PROVIDER.slug}`);
  await hydrated(reviewer);
  await reviewer.getByRole("button", { name: "Jetzt Bewerten" }).first().click();
  const dialog = reviewer.getByRole("dialog");
  await dialog.locator("label").filter({ hasText: "5 Sterne" }).click();
  await dialog.getByRole("textbox", { name: "Titel", exact: true }).fill("Wunderbarer Abend");
  await dialog.getByRole("textbox", { name: "Deine Bewertung", exact: true }).fill("Sehr freundliches Team und eine gemütliche Atmosphäre.");
  // B's live toast is watched from the send on (it can come and go before the reviewer's own
  // confirmation on a slow machine).
  const live = expect(
    owner
      .locator("[data-sonner-toast]", { hasText: "Neue Nachricht" })
      .filter({ hasText: `Neue Bewertung für „${EMMAS_PROVIDER.name}“` })
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole("button", { name: "Bewertung abschicken" }).click();
  await expect(reviewer.getByText("Bewertung erfolgreich erstellt")).toBeVisible();

  // B, without reloading: the toast and the badge rise.
  await live;
  await expect.poll(() => unread(owner)).toBe(Math.min(before + 1, 100));

  await bell(owner).click();
  const panel = owner.getByRole("dialog", { name: "Nachrichten" });
  const item = panel
    .getByTestId("notification-item")
    .filter({ hasText: `Neue Bewertung für „${EMMAS_PROVIDER.name}“` })
    .first();
  await expect(item).toBeVisible();
  await expect(item).toContainText("Neue Bewertung");
  await expect(item.getByRole("link", { name: username })).toBeVisible();
  await item.getByRole("button", { name: /Neue Bewertung für/ }).click();
  await expect(item).toHaveAttribute("data-read", "true");
  await expect.poll(() => unread(owner)).toBe(before);

  if (before > 0) {
    await panel.getByRole("button", { name: "Alle als gelesen markieren" }).click();
    await expect(toastOf(owner, "Alle Nachrichten als gelesen markiert")).toBeVisible();
  }
  await expect(badge(owner)).toHaveCount(0);
  await owner.reload();
  await hydrated(owner);
  await owner.waitForTimeout(1000);
  await expect(badge(owner)).toHaveCount(0);
});

test("an admin sends to selected users and to all; recipients get it live; the statistics show the read rate", async ({ browser }) => {
  const { page: member, username } = await newMemberPage(browser, "empfaenger");
  const admin = await signedIn(browser, ADMIN);
  await admin.goto("/admin/messages");
  await hydrated(admin);

  // Validation in German, before anything is sent.
  await admin.getByRole("button", { name: "An alle Nutzer senden" }).click();
  await expect(admin.getByText("Titel und Inhalt sind erforderlich")).toBeVisible();
  await admin.getByLabel("Ausgewählte Nutzer").check();
  await admin.getByLabel("Titel").fill("Persönliche Nachricht");
  await admin.getByLabel("Inhalt").fill("Hallo! Mehr unter hanfnetz.de/blog");
  await admin.getByRole("button", { name: "An ausgewählte Nutzer senden" }).click();
  await expect(admin.getByText("Bitte wähle mindestens einen Benutzer aus")).toBeVisible();

  await admin.getByLabel("Benutzer suchen (ab 2 Zeichen)").fill(username);
  await admin
    .getByRole("list", { name: "Suchergebnisse" })
    .getByRole("button", { name: new RegExp(username) })
    .click();
  await expect(admin.getByRole("list", { name: "Ausgewählte Empfänger" })).toContainText(username);
  // The member's live toast is watched from the send on: it can come and go (a few seconds) before
  // the admin's own confirmation, which waits for the admin page's data to reload (slow machines).
  const live = expect(toastOf(member, "Admin-Nachricht")).toBeVisible({ timeout: 30_000 });
  await admin.getByRole("button", { name: "An ausgewählte Nutzer senden" }).click();
  await expect(toastOf(admin, "Nachricht erfolgreich an 1 Benutzer gesendet!")).toBeVisible();

  // The member sees it live, as an admin message, with the domain as an https link.
  await live;
  await expect(badge(member)).toHaveText("1");
  await bell(member).click();
  const item = member.getByRole("dialog", { name: "Nachrichten" }).getByTestId("notification-item").filter({ hasText: "Persönliche Nachricht" });
  await expect(item.getByRole("link", { name: "hanfnetz.de/blog" })).toHaveAttribute("href", "https://hanfnetz.de/blog");
  await expect(item.getByRole("link", { name: "hanfnetz.de/blog" })).toHaveAttribute("target", "_blank");
  await item.getByRole("button", { name: "Als gelesen markieren", exact: true }).click();
  await expect(badge(member)).toHaveCount(0);

  // The history shows the send as read by its one recipient.
  await admin.reload();
  await hydrated(admin);
  await admin.getByRole("link", { name: "Gesendet" }).click();
  const entry = admin.getByTestId("history-item").filter({ hasText: "Persönliche Nachricht" }).first();
  await expect(entry).toContainText("Ausgewählte Nutzer");
  await entry.getByRole("button", { name: /Persönliche Nachricht/ }).click();
  await expect(entry.getByRole("list", { name: "Empfängerstatus" })).toContainText(username);
  await expect(entry).toContainText("1 von 1 gelesen");

  // To all users: the count is everyone, and the read rate falls below what it was.
  const rateBefore = await admin.getByTestId("read-rate").first().textContent();
  await admin.getByRole("link", { name: "Nachricht senden" }).click();
  await admin.getByRole("button", { name: "Wartung" }).click();
  await expect(admin.getByLabel("Titel")).toHaveValue("Geplante Wartungsarbeiten");
  // It asks first with the number of recipients the server counted; the send reaches exactly them.
  await admin.getByRole("button", { name: "An alle Nutzer senden" }).click();
  const ask = admin.getByRole("alertdialog", { name: /^An \d+ Nutzer senden\?$/ });
  await expect(ask).toContainText("„Geplante Wartungsarbeiten“ geht an alle registrierten Nutzer");
  const count = /^An (\d+) Nutzer/.exec((await ask.getByRole("heading").textContent()) ?? "")![1];
  await ask.getByRole("button", { name: "Abbrechen" }).click();
  await expect(ask).toBeHidden();
  await expect(admin.getByLabel("Titel")).toHaveValue("Geplante Wartungsarbeiten");
  await admin.getByRole("button", { name: "An alle Nutzer senden" }).click();
  const liveToAll = expect(toastOf(member, "Admin-Nachricht")).toBeVisible({ timeout: 30_000 });
  await ask.getByRole("button", { name: "Senden" }).click();
  // (The other e2e worker may sign up a member in between; exact equality is the integration test's.)
  const sent = toastOf(admin, /Nachricht erfolgreich an \d+ Benutzer gesendet!/);
  await expect(sent).toBeVisible();
  const sentCount = Number(/an (\d+) Benutzer/.exec((await sent.textContent()) ?? "")![1]);
  expect(sentCount - Number(count)).toBeGreaterThanOrEqual(0);
  expect(sentCount - Number(count)).toBeLessThanOrEqual(3);
  await liveToAll;
  await expect(badge(member)).toHaveText("1");
  await expect.poll(async () => admin.getByTestId("read-rate").first().textContent(), { timeout: 10_000 }).not.toBe(rateBefore);
  await admin.getByRole("link", { name: "Gesendet" }).click();
  await expect(admin.getByTestId("history-item").first()).toContainText("Alle Nutzer");
});

test("a member's crafted send is refused by the server", async ({ browser }) => {
  const { page: member } = await newMemberPage(browser, "faelscher");
  const origin = new URL(member.url()).origin;
  const res = await member.request.post(`${origin}/admin/messages`, {
    form: { intent: "send", recipients: "all_users", title: "Gefälscht", content: "Das darf nicht ankommen." },
    headers: { origin },
  });
  expect(res.status()).toBe(403);
  expect(await res.text()).toContain("Du hast keine Admin-Berechtigung");
  const page = await member.request.get(`${origin}/admin/messages`, { maxRedirects: 0 });
  expect(page.status()).toBe(403);
});

/** German wall-clock time (Europe/Berlin) `minutes` from now, as the editor takes it: TT.MM.JJJJ HH:MM. */
function berlinTime(minutes: number) {
  const parts = new Intl.DateTimeFormat("de-DE", {
    timeZone: "Europe/Berlin",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get("day")}.${get("month")}.${get("year")} ${get("hour")}:${get("minute")}`;
}

test("a follower gets author_new_article when a scheduled article goes live", async ({ browser }) => {
  test.setTimeout(240_000);
  const author = await newMemberPage(browser, "autorin");
  const fan = await newMemberPage(browser, "fan");
  await fan.page.goto(`/${author.username}`);
  await hydrated(fan.page);
  await fan.page.getByRole("button", { name: "Folgen" }).click();
  await expect(fan.page.getByRole("button", { name: "Entfolgen" })).toBeVisible();

  const title = `Geplanter Artikel ${Date.now().toString(36)}`;
  await author.page.goto("/myblog?new=1");
  await hydrated(author.page);
  const form = author.page.getByRole("form", { name: "Artikel-Editor" });
  await form.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
  await form.getByRole("button", { name: "HTML", exact: true }).click();
  await form.getByLabel("HTML-Quelltext").fill("<p>Bald online.</p>");
  await form.getByLabel("Status").selectOption("scheduled");
  await form.getByLabel("Veröffentlichungsdatum").fill(berlinTime(1));
  await form.getByRole("button", { name: "Artikel speichern" }).click();
  await author.page.waitForURL(/\/myblog\?edit=/);

  // Nothing yet; within the minute plus one run of the announcement job (every 30 s) it arrives live.
  await fan.page.goto("/");
  await hydrated(fan.page);
  await expect(toastOf(fan.page, `Neuer Artikel von ${author.username}`)).toBeVisible({ timeout: 150_000 });
  await bell(fan.page).click();
  const item = fan.page.getByRole("dialog", { name: "Nachrichten" }).getByTestId("notification-item").filter({ hasText: title });
  await expect(item).toHaveCount(1);
  await item.getByRole("link", { name: "Ansehen" }).click();
  await expect(fan.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});
