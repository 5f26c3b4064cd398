import fs from "node:fs";

/** Debian's Chromium (or CHROMIUM_PATH); we never download browsers. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  return candidates.find((p): p is string => !!p && fs.existsSync(p)) ?? null;
}

/** Debian's package of Chromium's headless shell (the same Blink, without the full browser). */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser of the end-to-end journeys: CHROMIUM_PATH, else Debian's `chromium-headless-shell`,
 * else the full Chromium. The headless shell is what Playwright itself drives in headless mode; the
 * full browser's new headless mode cost 632 instead of 386 CPU seconds for the same 150 journeys
 * (8.3 instead of 6.1 minutes, 2026-11-27, decision 0047). Lighthouse and the screenshots keep the
 * full browser (`findChromium`).
 */
export function findTestChromium(): string | null {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  if (fs.existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}

export const CHROMIUM_MISSING =
  "No Chromium found: install Debian's Chromium with `sudo apt-get install -y chromium-headless-shell` (or `chromium`) " +
  "or set CHROMIUM_PATH to a Chromium or Chrome binary.";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
