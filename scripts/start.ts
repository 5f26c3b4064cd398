/**
 * `npm start`: builds the app if the build is missing or older than the sources, then serves it
 * in production mode (embedded database migrated and seeded on first start). The demo (embedded
 * database with the demo data) pays creator licences with the provider "instant" (no money moves)
 * unless CONTEST_PAYMENT_PROVIDER says otherwise; on PostgreSQL or without the demo data, production
 * has no payment provider until one is configured (issue #28).
 *
 * The console gets a few lines (scripts/start-output.ts); the build output goes to
 * $DATA_DIR/logs/build.log and the server's JSON log to $DATA_DIR/logs/server.log. `npm run serve`
 * is the production entry that logs to stdout.
 */
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { buildReason, consoleLinesFor } from "./start-output";

const root = process.cwd();
const buildEntry = path.join(root, "build/server/index.js");
/** Content hash of the lock file the build was made with: `npm install` rewrites the file (a new mtime) without changing it. */
const lockStamp = path.join(root, "build/.package-lock.sha256");
const SOURCES = ["app", "server", "db/schema", "public", "vite.config.ts", "react-router.config.ts", "package.json"];

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

function lockHash(): string {
  const lock = path.join(root, "package-lock.json");
  return fs.existsSync(lock) ? crypto.createHash("sha256").update(fs.readFileSync(lock)).digest("hex") : "";
}

const dataDir = path.resolve(process.env.DATA_DIR?.trim() || "./data");
const logDir = path.join(dataDir, "logs");
fs.mkdirSync(logDir, { recursive: true });
const shown = (file: string) => path.relative(root, file) || file;
const buildLog = path.join(logDir, "build.log");
const serverLog = path.join(logDir, "server.log");

const why = buildReason({
  builtAt: fs.existsSync(buildEntry) ? fs.statSync(buildEntry).mtimeMs : 0,
  newestSource: Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s)))),
  lockStamp: fs.existsSync(lockStamp) ? fs.readFileSync(lockStamp, "utf8") : null,
  lockHash: lockHash(),
});
if (why) {
  console.log(`Building the app (${why}, about a minute; output in ${shown(buildLog)}) …`);
  const out = fs.openSync(buildLog, "w");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: ["ignore", out, out], env: { ...process.env, NODE_ENV: "production" } });
  fs.closeSync(out);
  if (result.status !== 0) {
    const lines = fs.readFileSync(buildLog, "utf8").trimEnd().split("\n");
    console.error(lines.slice(-30).join("\n"));
    console.error(`The build failed (exit ${result.status}); the whole output is in ${shown(buildLog)}.`);
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(lockStamp, lockHash());
  console.log("Build done.");
}

const demo = !process.env.DATABASE_URL?.trim() && process.env.SEED_ON_FIRST_START !== "false";
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
if (demo && !env.CONTEST_PAYMENT_PROVIDER?.trim()) {
  env.CONTEST_PAYMENT_PROVIDER = "instant";
  console.log("Demo: creator licences are booked with the payment provider “instant” (no money moves).");
}
console.log("Starting the server …");

// The server in a process of its own, so that its log lines can go to the file; stderr (a wrong
// configuration, a locked database) stays on the console.
const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { env, stdio: ["ignore", "pipe", "inherit"] });
const logFile = fs.createWriteStream(serverLog, { flags: "a" });
readline.createInterface({ input: server.stdout! }).on("line", (line) => {
  logFile.write(`${line}\n`);
  for (const out of consoleLinesFor(line, { demo, serverLog: shown(serverLog) })) console.log(out);
});
// Ctrl+C reaches the server from the terminal as well; its shutdown runs once (server/lifecycle.ts).
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => {
  logFile.end(() => process.exit(code ?? (signal ? 0 : 1)));
});
