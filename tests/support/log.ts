import { Writable } from "node:stream";
import { createLogger } from "~/lib/logger.server";

/** A logger with the production rules (redaction, error serialiser) whose lines are collected. */
export function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { log: createLogger("info", stream), lines, raw, text: () => raw.join("\n") };
}
