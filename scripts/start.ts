/**
 * `npm start`: builds the app if the build is missing or older than the sources, then serves it
 * in production mode (embedded database migrated and seeded on first start). The demo (embedded
 * database with the demo data) pays creator licences with the provider "instant" (no money moves)
 * unless CONTEST_PAYMENT_PROVIDER says otherwise; on PostgreSQL or without the demo data, production
 * has no payment provider until one is configured (issue #28).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = process.cwd();
const buildEntry = path.join(root, "build/server/index.js");
const SOURCES = ["app", "server", "db/schema", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

const built = fs.existsSync(buildEntry) ? fs.statSync(buildEntry).mtimeMs : 0;
const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (built < sources) {
  console.log(built ? "Quellen geändert – baue die App neu …" : "Erster Start – baue die App …");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV = "production";
const demo = !process.env.DATABASE_URL?.trim() && process.env.SEED_ON_FIRST_START !== "false";
if (demo && !process.env.CONTEST_PAYMENT_PROVIDER?.trim()) {
  process.env.CONTEST_PAYMENT_PROVIDER = "instant";
  console.log("Demo: Contest-Berechtigungen werden mit dem Zahlungsanbieter „instant“ verbucht (es fließt kein Geld).");
}
await import("../server/index.ts");
