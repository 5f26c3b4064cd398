/**
 * The console of `npm start` (scripts/start.ts): a few lines for a person, while the server's JSON
 * log lines go whole into a log file. Operator output is English (README "Logs"); the site's texts
 * stay German.
 */
import { DEMO_ADMIN, DEMO_USERS } from "../db/seed/accounts";

export interface StartContext {
  /** The embedded database with the demo data (no DATABASE_URL, SEED_ON_FIRST_START not false). */
  demo: boolean;
  /** The file the whole server log goes to. */
  serverLog: string;
}

/**
 * Why `npm start` must build, or null when the build is current: no build yet, a source newer than
 * the build, or a lock file whose content differs from the one the build was made with. A lock file
 * that `npm install` merely rewrote (new mtime, same content) does not count; a build without the
 * stamp (made by `npm test` or the e2e runner) counts as made with the current lock.
 */
export function buildReason(state: { builtAt: number; newestSource: number; lockStamp: string | null; lockHash: string }): string | null {
  if (!state.builtAt) return "first start";
  if (state.builtAt < state.newestSource) return "the sources changed";
  if (state.lockStamp !== null && state.lockStamp !== state.lockHash) return "the installed packages changed";
  return null;
}

type LogEntry = { level?: number; msg?: string; port?: number; database?: string; mode?: string };

/** pino's numeric levels of the lines that reach the console as they are. */
const WARN = 40;

/**
 * The console lines for one line of the server's log (none for most): the database, the demo
 * data, the address with the demo sign-in, and every warning or error in one short line.
 */
export function consoleLinesFor(rawLine: string, context: StartContext): string[] {
  let entry: LogEntry;
  try {
    entry = JSON.parse(rawLine) as LogEntry;
  } catch {
    // Not a log line (a library printing to stdout): only the log file has it.
    return [];
  }
  if (typeof entry !== "object" || entry === null) return [];
  const msg = entry.msg ?? "";
  if (typeof entry.port === "number" && entry.database) {
    const lines = [
      `Database ready (${entry.database === "pglite" ? "embedded PGlite" : "PostgreSQL"}).`,
      `Hanfnetz is running: http://localhost:${entry.port}`,
    ];
    if (context.demo) {
      lines.push(`Sign in as a demo member: ${DEMO_USERS[0]!.email} / ${DEMO_USERS[0]!.password} (admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password})`);
    }
    lines.push(`Server log: ${context.serverLog}. Stop with Ctrl+C.`);
    return lines;
  }
  if (msg.startsWith("first start: filling")) return ["Demo data: filling the embedded database (first start, about a minute) …"];
  if (msg.startsWith("demo data ready")) return ["Demo data ready."];
  if ((entry.level ?? 0) >= WARN) return [`${(entry.level ?? 0) >= 50 ? "error" : "warning"}: ${msg} (details in ${context.serverLog})`];
  return [];
}
