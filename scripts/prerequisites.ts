/**
 * What `npm test` needs before it starts (README "Prerequisites"): a Node version the package's
 * `engines` accepts, the installed packages, free disk space, Chromium for the end-to-end journeys
 * and Java for the W3C Nu HTML Checker (vnu-jar) of tests/e2e/standards.ts. Prints one line per
 * missing thing with the command that installs it and exits 1, instead of failing deep inside a
 * journey. `npx tsx scripts/prerequisites.ts` runs it alone.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findTestChromium } from "./chromium";

/** Free space a full run needs beside the installed packages (build, test databases, browser profiles). */
export const MIN_FREE_BYTES = 2 * 1024 ** 3;

export interface Probe {
  /** `process.version`, e.g. "v20.19.0". */
  nodeVersion: string;
  /** `engines.node` of package.json, e.g. ">=20.19". */
  nodeRange: string;
  nodeModules: boolean;
  chromium: string | null;
  java: boolean;
  /** Free bytes where the build and the temporary databases go (the smaller of the repository and the temp folder). */
  freeBytes: number;
}

function versionParts(version: string): number[] {
  return version
    .replace(/^[^\d]*/, "")
    .split(".")
    .map((n) => Number.parseInt(n, 10) || 0);
}

/** Whether `version` satisfies a `>=X.Y[.Z]` range (the only form our `engines` uses). */
export function satisfiesMinimum(version: string, range: string): boolean {
  const match = /^\s*>=\s*v?([\d.]+)\s*$/.exec(range);
  if (!match) return true;
  const have = versionParts(version);
  const need = versionParts(match[1]!);
  for (let i = 0; i < Math.max(have.length, need.length); i++) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

/** One line per missing prerequisite, each naming the command that installs it; empty when all is there. */
export function missingPrerequisites(probe: Probe): string[] {
  const missing: string[] = [];
  if (!satisfiesMinimum(probe.nodeVersion, probe.nodeRange)) {
    missing.push(
      `Node.js ${probe.nodeRange.replace(/\s/g, "")} is needed, this is ${probe.nodeVersion}: install it from https://nodejs.org or with \`nvm install --lts\``,
    );
  }
  if (!probe.nodeModules) missing.push("The packages are not installed: run `npm install`");
  if (probe.freeBytes < MIN_FREE_BYTES) {
    missing.push(
      `Only ${(probe.freeBytes / 1024 ** 3).toFixed(1)} GB of disk are free, a test run needs about 2 GB: free some space (e.g. \`npm cache clean --force\`)`,
    );
  }
  if (!probe.chromium) {
    missing.push(
      "Chromium for the end-to-end journeys is missing: `sudo apt-get install -y chromium-headless-shell` (or `chromium`; or set CHROMIUM_PATH to a Chromium or Chrome binary)",
    );
  }
  if (!probe.java) {
    missing.push("Java for the W3C HTML checker (vnu-jar) is missing: `sudo apt-get install -y default-jre-headless`");
  }
  return missing;
}

function freeBytes(dir: string): number {
  try {
    const stats = fs.statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** The real machine's answers. */
export function probeMachine(root: string): Probe {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { engines?: { node?: string } };
  return {
    nodeVersion: process.version,
    nodeRange: pkg.engines?.node ?? ">=0",
    nodeModules: fs.existsSync(path.join(root, "node_modules/.bin/vitest")),
    chromium: findTestChromium(),
    java: spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0,
    freeBytes: Math.min(freeBytes(root), freeBytes(os.tmpdir())),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const missing = missingPrerequisites(probeMachine(process.cwd()));
  for (const line of missing) console.error(`Missing: ${line}`);
  process.exit(missing.length ? 1 : 0);
}
