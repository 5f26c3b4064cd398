import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The production server bundle that the HTTP tests drive (built by `react-router build`). */
export const SERVER_BUILD = path.resolve("build/server/index.js");

function newestSourceMtime(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(tsx?|css|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, fs.statSync(file).mtimeMs);
    }
  };
  for (const dir of ["app", "server", "db/schema", "public/locales"]) walk(path.resolve(dir));
  return newest;
}

/**
 * Vitest global setup of the "http" project: builds the app when the bundle is missing or older
 * than the sources (`npm test` builds once before Vitest, so this is a no-op there).
 */
export default function ensureBuild() {
  const stale = !fs.existsSync(SERVER_BUILD) || fs.statSync(SERVER_BUILD).mtimeMs < newestSourceMtime();
  if (!stale) return;
  console.log("== HTTP tests: building the app (build/ is missing or older than the sources)");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error("react-router build failed");
}
