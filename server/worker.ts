import express from "express";
import path from "node:path";
import { closeDatabase } from "~/lib/db.server";
import { startRealtime, stopRealtime } from "~/lib/realtime.server";
import { logger } from "~/lib/logger.server";
import { bootDatabase, loadConfigOrExit } from "./boot";
import { createHttpServer, createShutdown, installProcessHandlers } from "./lifecycle";

/** One server process: database, realtime listener, background jobs, HTTP (see server/index.ts). */
const config = loadConfigOrExit();
const dev = config.NODE_ENV === "development";
const opened = await bootDatabase();
await startRealtime(config.DATABASE_URL);
// uploads-cleanup, retention and trash-purge, hourly (app/lib/jobs.server.ts); followers told about scheduled articles going live, every 30 s;
// IndexNow of new URLs every 5 minutes when configured; page views rolled up into daily tables, hourly.
const { JOBS, startJobs } = await import("~/lib/jobs.server");
const { ARTICLE_ANNOUNCEMENT_JOB } = await import("~/features/notifications/articles.server");
const { ANALYTICS_ROLLUP_JOB } = await import("~/features/analytics/rollup.server");
// Daily: the published ranking's scores (freshness decays) and the 12-month listing reminders (decision 0027).
const { RANKING_JOB } = await import("~/features/providers/freshness/ranking.server");
const { LISTING_REMINDER_JOB } = await import("~/features/providers/freshness/reminders.server");
const jobs = startJobs({
  jobs: [
    ...JOBS,
    ARTICLE_ANNOUNCEMENT_JOB,
    (await import("~/features/seo/indexnow.server")).indexNowJob,
    ANALYTICS_ROLLUP_JOB,
    RANKING_JOB,
    LISTING_REMINDER_JOB,
  ],
});

const server = express();
server.disable("x-powered-by");

if (dev) {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  server.use(viteDevServer.middlewares);
  server.use(async (req, res, next) => {
    try {
      const mod = (await viteDevServer.ssrLoadModule("./server/app.ts")) as typeof import("./app");
      return mod.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  // The app serves the client build's static files itself (behind its URL guard and with the
  // security headers of every answer): server/app.ts.
  const build = (await import(path.resolve("build/server/index.js"))) as typeof import("./app");
  server.use(build.app);
}

// Node's HTTP server with the time limits of server/lifecycle.ts (silent and slow connections closed).
const listener = createHttpServer(server).listen(config.PORT, config.HOST, () => {
  logger.info({ port: config.PORT, database: opened.kind, mode: config.NODE_ENV }, `Hanfnetz listening on http://localhost:${config.PORT}`);
});
// On shutdown the background jobs stop (running ones finish) before the database closes.
const stopJobsAndDatabase = async () => {
  await jobs.stop();
  await stopRealtime();
  await closeDatabase();
};
installProcessHandlers(createShutdown({ server: listener, closeDatabase: stopJobsAndDatabase, log: logger, exit: (code) => process.exit(code) }), logger);
