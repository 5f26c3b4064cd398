import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findTestChromium } from "./scripts/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Two workers: a run with three on 2026-11-26 (bench/NOTES.md "CI time") showed no gain on the
  // loaded machine and one journey that compares the ranked list before and after a navigation saw
  // another worker's write move a provider.
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
