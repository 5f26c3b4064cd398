/**
 * The baseline server: Express + compression + @react-router/express, as our server serves pages.
 * Started by scripts/bench-throughput.ts with PORT set, after `react-router build` in this folder.
 */
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const build = (await import(pathToFileURL(path.join(here, "build/server/index.js")).href)) as Parameters<typeof createRequestHandler>[0]["build"];
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(path.join(here, "build/client/assets"), { immutable: true, maxAge: "1y" }));
app.all("*splat", createRequestHandler({ build, mode: "production" }));
const port = Number(process.env.PORT ?? 3999);
app.listen(port, "127.0.0.1", () => console.log(`baseline on http://127.0.0.1:${port}`));
