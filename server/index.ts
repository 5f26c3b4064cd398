import express from "express";
import path from "node:path";
import { closeDatabase } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { bootDatabase, loadConfigOrExit } from "./boot";

const config = loadConfigOrExit();
const dev = config.NODE_ENV === "development";
const opened = await bootDatabase();

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
  const client = path.resolve("build/client");
  server.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y", index: false }));
  server.use("/locales", express.static(path.join(client, "locales"), { maxAge: "1h", index: false }));
  server.use(express.static(client, { maxAge: "1h", index: false }));
  const build = (await import(path.resolve("build/server/index.js"))) as typeof import("./app");
  server.use(build.app);
}

const listener = server.listen(config.PORT, config.HOST, () => {
  logger.info({ port: config.PORT, database: opened.kind, mode: config.NODE_ENV }, `Hanfnetz läuft auf http://localhost:${config.PORT}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  listener.close();
  listener.closeAllConnections?.();
  try {
    await closeDatabase();
  } finally {
    process.exit(0);
  }
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
