import fs from "node:fs";

/** Debian's Chromium (or CHROMIUM_PATH); we never download browsers. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  return candidates.find((p): p is string => !!p && fs.existsSync(p)) ?? null;
}

export const CHROMIUM_MISSING =
  "No Chromium found: install Debian's Chromium with `sudo apt-get install -y chromium` " + "or set CHROMIUM_PATH to a Chromium or Chrome binary.";

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
