import { ConfigError, env, type Env } from "~/lib/env.server";
import { BackupError } from "~/lib/backup/archive.server";
import { DatabaseBusyError, openConfiguredDatabase, runMigrations, setDatabase, type Opened } from "~/lib/db.server";

export type CliOptions = {
  /** Migrate the database before the task (default true; backup and restore do not). */
  migrate?: boolean;
  /** Checks before the database is opened (e.g. that a restore target is empty). */
  beforeOpen?: (config: Env) => void | Promise<void>;
  /** After the database is closed, with whether the task succeeded (clean-up of a failed restore). */
  afterClose?: (ok: boolean) => void;
  /** Said after the message when the embedded database is in use by another process. */
  busyHint?: string;
};

/**
 * Shared start of the command-line tools: parse the configuration, open the configured database
 * (refusing cleanly while the server holds the embedded one), migrate it, run the task, close.
 */
export async function runCli(purpose: string, task: (opened: Opened, config: Env) => Promise<number | void>, opts: CliOptions = {}) {
  process.env.LOG_LEVEL ??= "warn";
  let opened: Opened | undefined;
  let code = 0;
  try {
    const config = env();
    await opts.beforeOpen?.(config);
    opened = await openConfiguredDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, purpose });
    if (opts.migrate !== false) await runMigrations(opened);
    setDatabase(opened.db);
    code = (await task(opened, config)) ?? 0;
  } catch (error) {
    if (error instanceof DatabaseBusyError && opts.busyHint) {
      console.error(`${error.message}\n${opts.busyHint}`);
      code = 1;
    } else if (error instanceof ConfigError || error instanceof DatabaseBusyError || error instanceof CliError || error instanceof BackupError) {
      console.error(error.message);
      code = 1;
    } else {
      console.error(error);
      code = 1;
    }
  } finally {
    await opened?.close();
  }
  if (opened) opts.afterClose?.(code === 0);
  process.exit(code);
}

export class CliError extends Error {}

/** Minimal `--name value` parser. */
export function parseArgs(argv: string[]): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith("--")) continue;
    const [name, inline] = arg.slice(2).split("=", 2);
    if (inline !== undefined) out[name!] = inline;
    else if (argv[i + 1] && !argv[i + 1]!.startsWith("--")) out[name!] = argv[++i]!;
    else out[name!] = true;
  }
  return out;
}
