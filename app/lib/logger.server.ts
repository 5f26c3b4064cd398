import crypto from "node:crypto";
import pino, { type DestinationStream, type LoggerOptions } from "pino";
import { env } from "./env.server";

/**
 * The process-wide JSON logger (pino). No log line may carry a secret or a value that signs
 * someone in: tokens in URLs are scrubbed (`scrubUrl`, used by the access log), fields that hold
 * secrets are redacted by path, e-mail addresses are logged as `hashEmail` values, and errors are
 * serialised without the SQL parameters of a failed query.
 */

const REDACTED = "[redacted]";

/** Field paths whose values never reach a log line (pino `redact`, one wildcard level). */
export const REDACT_PATHS = [
  "password",
  "newPassword",
  "token",
  "link",
  "cookie",
  "authorization",
  "*.password",
  "*.newPassword",
  "*.token",
  "*.link",
  "*.cookie",
  "*.authorization",
  "*.headers.cookie",
  "*.headers.authorization",
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
];

/** Query parameters whose values are secrets or personal (matched case-insensitively on the name). */
const SECRET_PARAM = /token|code|secret|password|passwort|signature|sig$|otp|key|session|email|mail/i;

/** Path segments after these are tokens: /api/auth/reset-password/<token>, /reset-password/<token>. */
const SECRET_PATH = /(\/reset-password\/|\/verify-email\/|\/magic-link\/verify\/)[^/?#]+/gi;

/**
 * The URL as it may be logged: values of secret query parameters (token, callback codes, e-mail
 * addresses …) and tokens in reset paths are replaced by `[redacted]`; the rest stays readable.
 */
export function scrubUrl(url: string): string {
  const hashAt = url.indexOf("#");
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf("?");
  const pathPart = (queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryAt === -1) return pathPart;
  const query = withoutHash
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq === -1) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        return `${pair.slice(0, eq)}=${REDACTED}`;
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join("&");
  return `${pathPart}?${query}`;
}

/** A stable, non-reversible stand-in for an e-mail address (logs, rate-limit keys). */
export function hashEmail(email: string): string {
  return crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 16);
}

/** A failed query's text ends in "params: …" (drizzle); that part never reaches the log. */
function withoutParams(text: string | undefined) {
  return text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, "\nparams: [redacted]");
}

type SerializedError = Record<string, unknown> & { message?: string; stack?: string; cause?: unknown };

/**
 * pino's error serialiser without SQL parameters: drizzle's `params` and the "params:" line of
 * its message, and PostgreSQL's `detail` (e.g. "Key (email)=(…) already exists") on the error and
 * its causes.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) && (typeof error !== "object" || error === null)) return error;
  const out = pino.stdSerializers.err(error as Error) as unknown as SerializedError;
  delete out.params;
  delete out.parameters;
  delete out.detail;
  out.message = withoutParams(out.message);
  out.stack = withoutParams(out.stack);
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined && depth < 3) out.cause = serializeError(cause, depth + 1);
  return out;
}

/** The logger's options; exported so that tests can capture lines written with the same rules. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    base: { service: "hanfnetz" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError, error: serializeError },
  };
}

/** A logger with the production rules writing to `destination` (tests capture lines this way). */
export function createLogger(level: string, destination?: DestinationStream) {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}

export const logger = createLogger(process.env.VITEST ? "silent" : env().LOG_LEVEL);
