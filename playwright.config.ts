import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findTestChromium } from "./scripts/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Three workers on two cores: the journeys wait on the one server process, mails, live streams
  // and the scheduled jobs, so a third browser fills the idle time (2026-11-27, fourth look at CI
  // time in bench/NOTES.md: the journeys 561 -> 476 s beside the PostgreSQL run). Journeys that
  // compare a ranked list over time compare renders taken together: another worker's review or
  // favourite may move a provider in between.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  // The longest journeys (four signed-in browsers in the contest and owner-reply specs) take 30 to 45 s
  // alone; with two workers on a machine whose Chromium is slower (2026-11-23: the whole suite took
  // 18 instead of 7 minutes) they passed 60 s. A hang still fails, after two minutes.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // PLAYWRIGHT_JSON_OUTPUT_NAME=file adds the JSON report (each test's start and duration) for timing.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000",
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: findTestChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
