import { ConfigError, env } from "~/lib/env.server";
import { DatabaseBusyError, openConfiguredDatabase, pendingMigrations, runMigrations, setDatabase, type Opened } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";

/** Parses the configuration or exits with a clear German message per wrong value. */
export function loadConfigOrExit() {
  try {
    return env();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Opens the database for the server. The embedded database is migrated (including the one-time
 * move of uploads to anonymous keys) and, on first start, filled with the demo data. On
 * PostgreSQL, migrations are run with `npm run db:migrate`.
 */
export async function bootDatabase(): Promise<Opened> {
  const config = env();
  let opened: Opened;
  try {
    opened = await openConfiguredDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      purpose: "server",
      serverLimits: true,
    });
  } catch (error) {
    if (error instanceof DatabaseBusyError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (opened.kind === "pglite") {
    await runMigrations(opened);
    const { migrateLegacyUploads } = await import("~/lib/upload-migration.server");
    await migrateLegacyUploads(opened.db, { log: (m) => logger.info(m) });
    if (config.SEED_ON_FIRST_START) {
      const { isSeeded, seed } = await import("~db/seed");
      if (!(await isSeeded(opened.db))) {
        logger.info("first start: filling the embedded database with demo data");
        const { seedImageStore } = await import("~/lib/seed-images.server");
        await seed(opened.db, { log: (m) => logger.info(m), images: seedImageStore });
      }
    }
  } else {
    const pending = await pendingMigrations(opened);
    if (pending > 0) {
      logger.error({ pending }, "database schema is not up to date: run `npm run db:migrate`");
    }
  }
  setDatabase(opened.db, opened.close);
  return opened;
}
