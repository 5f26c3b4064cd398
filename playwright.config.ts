import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findTestChromium } from "./scripts/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Two workers: runs with three (2026-11-26, and 2026-11-27 in bench/NOTES.md "CI time, fourth
  // look") gave the journeys 15 % more speed but the PostgreSQL run beside them as much less: the
  // machine's two cores are the limit, not idle browsers.
  workers: 2,
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
