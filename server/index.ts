import cluster from "node:cluster";
import { loadConfigOrExit } from "./boot";
import { workerCount } from "./workers";
import { logger } from "~/lib/logger.server";

/**
 * The process entry. With PostgreSQL (DATABASE_URL) in production, a primary process starts one
 * worker per core (WEB_CONCURRENCY overrides) that share the port; a worker that dies is replaced.
 * With the embedded database (one process may open it) or in development it is one process.
 * Each worker is the server of server/worker.ts.
 */
const config = loadConfigOrExit();

const workers = workerCount(config);

if (workers > 1 && cluster.isPrimary) {
  logger.info({ workers }, `PostgreSQL: starting ${workers} worker processes`);
  let stopping = false;
  const restarts: number[] = [];
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // Replace a crashed worker, but not in a tight loop.
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && now - restarts[0]! > 60_000) restarts.shift();
    const delay = restarts.length > workers * 3 ? 10_000 : 500;
    logger.error({ pid: worker.process.pid, code, signal, delayMs: delay }, "worker ended; starting a new one");
    setTimeout(() => cluster.fork(), delay).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping workers");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // Workers shut down gracefully (server/lifecycle.ts); give up after their grace period.
    setTimeout(() => process.exit(0), 20_000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
} else {
  if (!config.DATABASE_URL && config.NODE_ENV === "production") {
    logger.info("embedded database: one server process (several processes need PostgreSQL via DATABASE_URL)");
  }
  await import("./worker");
}
