import pino from "pino";
import { env } from "./env.server";

export const logger = pino({
  level: process.env.VITEST ? "silent" : env().LOG_LEVEL,
  base: { service: "hanfnetz" },
  timestamp: pino.stdTimeFunctions.isoTime,
});
