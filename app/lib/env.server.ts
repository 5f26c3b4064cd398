import { z } from "zod";

/**
 * All configuration comes from environment variables, validated once at start-up.
 * Every variable is documented in .env.example.
 */
const optionalUrl = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ message: `${name} muss eine gültige URL sein` }).optional());

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number({ message: "PORT muss eine Zahl sein" }).int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  BASE_URL: optionalUrl("BASE_URL"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl("DATABASE_URL"),
  BETTER_AUTH_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === "" || v.length >= 32, {
      message: "BETTER_AUTH_SECRET muss mindestens 32 Zeichen lang sein",
    }),
  SMTP_URL: optionalUrl("SMTP_URL"),
  MAIL_FROM: z.string().default("Hanfnetz <no-reply@hanfnetz.local>"),
  S3_ENDPOINT: optionalUrl("S3_ENDPOINT"),
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl("S3_PUBLIC_URL"),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** Optional Nominatim-compatible search endpoint asked when the packaged place data knows no place. */
  GEOCODER_URL: optionalUrl("GEOCODER_URL"),
  /** Tile URL template of the maps ({z}/{x}/{y}); its host is allowed in the CSP's img-src. */
  MAP_TILE_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || "https://tile.openstreetmap.org/{z}/{x}/{y}.png")
    .refine((v) => /^https:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(v), { message: "MAP_TILE_URL muss eine https-Adresse mit {z}, {x} und {y} sein" }),
  INDEXNOW_ENDPOINT: optionalUrl("INDEXNOW_ENDPOINT"),
  INDEXNOW_KEY: z.string().optional(),
  /** Allows an http:// or local (loopback, private network) IndexNow endpoint: for tests with a local stub only (decision 0039). */
  INDEXNOW_ALLOW_LOCAL: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  WEB_CONCURRENCY: z.coerce
    .number({ message: "WEB_CONCURRENCY muss eine Zahl sein" })
    .int()
    .min(1, "WEB_CONCURRENCY muss mindestens 1 sein")
    .max(64, "WEB_CONCURRENCY darf höchstens 64 sein")
    .optional(),
  PAGE_CACHE_SECONDS: z.coerce
    .number({ message: "PAGE_CACHE_SECONDS muss eine Zahl sein" })
    .int()
    .min(0, "PAGE_CACHE_SECONDS darf nicht negativ sein")
    .max(3600, "PAGE_CACHE_SECONDS darf höchstens 3600 sein")
    .optional(),
  /** Payment provider of the creator licence (features/contests/payments.server.ts); none by default in production. */
  CONTEST_PAYMENT_PROVIDER: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_ON_FIRST_START: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
});

export type Env = z.infer<typeof schema>;

export class ConfigError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new ConfigError(`Ungültige Konfiguration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const s3Keys = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  if (env.S3_ENDPOINT || s3Keys.some((k) => env[k])) {
    const missing = s3Keys.filter((k) => !env[k]);
    if (!env.S3_ENDPOINT) missing.unshift("S3_ENDPOINT" as never);
    if (missing.length) {
      throw new ConfigError(`Ungültige Konfiguration:\n${missing.map((k) => `  - ${k}: fehlt (für S3-Speicher nötig)`).join("\n")}`);
    }
  }
  return env;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change process.env between cases; this drops the parsed copy. */
export function resetEnvCache() {
  cached = undefined;
}

export function baseUrl(): string {
  const e = env();
  return (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
}
