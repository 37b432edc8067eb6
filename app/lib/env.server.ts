import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { error: "expected true or false" })
  .transform((value) => value === "true" || value === "1");

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

interface WholeNumberSetting {
  /** The unit in messages, plural and singular ("MB", "entries"/"entry"). */
  units: string;
  unit?: string;
  min: number;
  max: number;
  fallback: number;
  /** Says what the minimum means when it is 0 ("off"). */
  minMeans?: string;
}

/** A whole number within bounds, empty meaning the default; each message names the unit. */
function wholeNumber({ units, unit = units, min, max, fallback, minMeans }: WholeNumberSetting) {
  const least = minMeans
    ? `expected ${min} (${minMeans}) or more ${units}`
    : `expected at least ${min} ${min === 1 ? unit : units}`;
  return z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: `expected a number of ${units}` })
      .int({ error: `expected a whole number of ${units}` })
      .min(min, { error: least })
      .max(max, { error: `expected at most ${max} ${units}` })
      .default(fallback),
  );
}

/** A whole number from 0 (off) to `max`, or nothing: the caller then picks a default. */
function optionalWholeNumber({ units, max }: { units: string; max: number }) {
  return z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: `expected a number of ${units}` })
      .int({ error: `expected a whole number of ${units}` })
      .min(0, { error: `expected 0 (off) or more ${units}` })
      .max(max, { error: `expected at most ${max} ${units}` })
      .optional(),
  );
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce
      .number({ error: "expected a port number" })
      .int({ error: "expected a whole port number" })
      .min(1, { error: "expected a port number from 1 to 65535" })
      .max(65535, { error: "expected a port number from 1 to 65535" })
      .default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    BASE_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ error: "expected an absolute URL such as http://localhost:3000" }).optional(),
    ),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\/\S+$/, { error: "expected a postgres:// URL" })
        .optional(),
    ),
    // Read replicas of DATABASE_URL (streaming, e.g. made with pg_basebackup), comma-separated (ADR 053).
    DATABASE_READ_URL: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? value.split(",").map((url) => url.trim()) : []),
      z.array(z.string().regex(/^postgres(ql)?:\/\/\S+$/, { error: "expected postgres:// URLs, comma-separated" })),
    ),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\/\S+$/, { error: "expected an smtp:// or smtps:// URL" })
        .optional(),
    ),
    MAIL_FROM: z.string().min(3).default("Roamstead <hello@roamstead.local>"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SEED_DEMO_DATA: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
    DATABASE_READ_PIN_SECONDS: wholeNumber({ units: "seconds", unit: "second", min: 1, max: 3600, fallback: 10 }),
    DATABASE_POOL_SIZE: wholeNumber({ units: "connections", unit: "connection", min: 1, max: 100, fallback: 10 }),
    PGLITE_SHARED_BUFFERS_MB: wholeNumber({ units: "MB", min: 1, max: 1024, fallback: 16 }),
    SEARCH_CACHE_SECONDS: wholeNumber({ units: "seconds", min: 0, max: 3600, fallback: 30, minMeans: "off" }),
    PAGE_CACHE_SECONDS: wholeNumber({ units: "seconds", min: 0, max: 3600, fallback: 60, minMeans: "off" }),
    ALERT_MATCH_INTERVAL_SECONDS: wholeNumber({ units: "seconds", unit: "second", min: 1, max: 3600, fallback: 15 }),
    LISTING_VIEWS_FLUSH_SECONDS: wholeNumber({ units: "seconds", unit: "second", min: 1, max: 3600, fallback: 60 }),
    SEARCH_RATE_PER_MINUTE: wholeNumber({
      units: "searches",
      unit: "search",
      min: 0,
      max: 100_000,
      fallback: 120,
      minMeans: "off",
    }),
    // Without a value, each follows the database (defaultSearchCaps in search-load.server.ts).
    SEARCH_MAX_CONCURRENT: optionalWholeNumber({ units: "searches", max: 10_000 }),
    SEARCH_MAX_BUSY_PERCENT: optionalWholeNumber({ units: "percent", max: 100 }),
    SEARCH_CACHE_ENTRIES: wholeNumber({ units: "entries", unit: "entry", min: 1, max: 100_000, fallback: 500 }),
    GEOCODER_CACHE_ENTRIES: wholeNumber({ units: "entries", unit: "entry", min: 1, max: 100_000, fallback: 1000 }),
    SHARP_CACHE_MB: wholeNumber({ units: "MB", min: 0, max: 1024, fallback: 0, minMeans: "off" }),
    SHARP_CONCURRENCY: wholeNumber({ units: "threads", unit: "thread", min: 1, max: 64, fallback: 1 }),
    GEOCODER_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, error: "expected the http(s) URL of a Nominatim-compatible server" }).optional(),
    ),
    AUTH_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, { error: "expected at least 32 random characters (openssl rand -base64 32)" }).optional(),
    ),
    ADMIN_EMAILS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .default("")
        .transform((value) =>
          value
            .split(",")
            .map((email) => email.trim().toLowerCase())
            .filter(Boolean),
        )
        .pipe(z.array(z.email({ error: "expected comma-separated e-mail addresses" }))),
    ),
    AUTH_RATE_LIMIT: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
    // Whether the French pages are linked (switch, hreflang, first-visit offer); /fr answers either way
    // (docs/product/languages.md). An operator may keep French unannounced, e.g. while its e-mails are English.
    OFFER_FRENCH: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
    // The currency rate adapter (docs/product/currencies-and-units.md): off by default, the shipped rate is used.
    EXCHANGE_RATES: z.preprocess(
      emptyAsUndefined,
      z.enum(["none", "bank-of-canada"], { error: "expected none or bank-of-canada" }).default("none"),
    ),
    EXCHANGE_RATES_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    // An outside vehicle history report (docs/product/vin-and-paperwork.md): off by default. The listing page's VIN
    // section then links buyers to the report's address with the VIN in place of {vin}; the server never calls it.
    HISTORY_REPORT_NAME: z.preprocess(emptyAsUndefined, z.string().trim().min(2).max(60).optional()),
    HISTORY_REPORT_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ protocol: /^https$/, error: "expected an https URL with {vin} where the VIN goes" })
        .refine((url) => url.includes("{vin}"), { error: "expected an https URL with {vin} where the VIN goes" })
        .optional(),
    ),
    DEV_MAILBOX: z.preprocess(emptyAsUndefined, booleanFlag.optional()),
    PAYMENT_PROVIDER: z.preprocess(
      emptyAsUndefined,
      z.enum(["local", "stripe"], { error: "expected local or stripe" }).optional(),
    ),
    STRIPE_SECRET_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_\S+$/, { error: "expected a Stripe secret key (sk_test_… or sk_live_…)" })
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^whsec_\S+$/, { error: "expected the webhook endpoint's signing secret (whsec_…)" })
        .optional(),
    ),
    // Tests only: where the Stripe SDK sends API calls (a local fake), instead of api.stripe.com.
    STRIPE_API_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, error: "expected an http(s) URL such as http://127.0.0.1:12111" }).optional(),
    ),
    // Media storage: unset keeps uploads on local disk in DATA_DIR/uploads; a bucket name stores them in S3.
    S3_BUCKET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: "expected an S3 bucket name such as roamstead-media" })
        .optional(),
    ),
    S3_ENDPOINT: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, error: "expected the http(s) URL of an S3-compatible service" }).optional(),
    ),
    S3_REGION: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[a-z0-9-]+$/, { error: "expected a region such as us-east-1 or auto" })
        .default("us-east-1"),
    ),
    S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
    // Raster tiles for the map, fetched by the browser (docs/product/map.md); unset: offline outlines.
    MAP_TILES_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((template) => tileOriginOf(template) !== null, {
          error: "expected an http(s) tile URL with {z}, {x} and {y}, such as https://tile.example.org/{z}/{x}/{y}.png",
        })
        .optional(),
    ),
    // Hosts with their port (`host:port`) that imports and webhooks may reach although the outbound guard refuses private
    // and loopback addresses (docs/product/open-platform.md): a local webhook receiver while developing. Never in production.
    OUTBOUND_ALLOWED_HOSTS: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? value.split(",").map((host) => host.trim()) : []),
      z.array(
        z.string().regex(/^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):\d{1,5}$/, {
          error: "expected host:port names (a port each, such as 127.0.0.1:4000), comma-separated",
        }),
      ),
    ),
    // The commands videos are probed and transcoded with (docs/product/media.md, "Videos"): a name on PATH or a path.
    FFMPEG_PATH: z.preprocess(emptyAsUndefined, z.string().min(1).default("ffmpeg")),
    FFPROBE_PATH: z.preprocess(emptyAsUndefined, z.string().min(1).default("ffprobe")),
  })
  .superRefine((env, context) => {
    // One machine keeps a generated secret in DATA_DIR; instances sharing a server database must share one.
    if (env.DATABASE_URL && !env.AUTH_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "required with DATABASE_URL, the same on every instance (openssl rand -base64 32)",
      });
    }
    if (env.DATABASE_READ_URL.length > 0 && !env.DATABASE_URL) {
      context.addIssue({
        code: "custom",
        path: ["DATABASE_READ_URL"],
        message: "replicas of DATABASE_URL's server: set DATABASE_URL too",
      });
    }
    // The local checkout takes no money: fine on one machine, a giveaway on a real deployment, so a
    // production server database has to name its provider (local only on purpose, e.g. a staging site).
    if (!env.PAYMENT_PROVIDER && env.DATABASE_URL && env.NODE_ENV === "production") {
      context.addIssue({
        code: "custom",
        path: ["PAYMENT_PROVIDER"],
        message: "required in production with DATABASE_URL: stripe, or local to accept checkouts that charge nothing",
      });
    }
    if (Boolean(env.HISTORY_REPORT_NAME) !== Boolean(env.HISTORY_REPORT_URL)) {
      const missing = env.HISTORY_REPORT_NAME ? "HISTORY_REPORT_URL" : "HISTORY_REPORT_NAME";
      context.addIssue({
        code: "custom",
        path: [missing],
        message: "HISTORY_REPORT_NAME and HISTORY_REPORT_URL go together",
      });
    }
    if (env.PAYMENT_PROVIDER === "stripe") {
      for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
        if (!env[name])
          context.addIssue({ code: "custom", path: [name], message: "required with PAYMENT_PROVIDER=stripe" });
      }
    }
  })
  .superRefine((env, context) => {
    // Keys come in pairs; without both the SDK's own chain (AWS_* variables, instance roles) is used.
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const missing = env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
      context.addIssue({
        code: "custom",
        path: [missing],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
      });
    }
    if (!env.S3_BUCKET) {
      for (const name of ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (env[name])
          context.addIssue({ code: "custom", path: [name], message: "only used with S3_BUCKET; set S3_BUCKET too" });
      }
    }
  })
  .transform((env) => ({
    ...env,
    BASE_URL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    isProduction: env.NODE_ENV === "production",
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? "local",
    // The dev mailbox shows every mail (sign-in links included), so production has to ask for it.
    DEV_MAILBOX: env.DEV_MAILBOX ?? env.NODE_ENV !== "production",
    /** Where the map's tiles come from, for the CSP's img-src. */
    mapTilesOrigin: env.MAP_TILES_URL ? (tileOriginOf(env.MAP_TILES_URL) ?? undefined) : undefined,
  }));

/** The origin of a tile URL template that names {z}, {x} and {y} in an http(s) URL; otherwise null. */
function tileOriginOf(template: string): string | null {
  if (!["{z}", "{x}", "{y}"].every((part) => template.includes(part))) return null;
  try {
    const url = new URL(template.replaceAll(/\{[zxy]\}/g, "0"));
    return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password
      ? url.origin
      : null;
  } catch {
    return null;
  }
}

export type Env = z.output<typeof envSchema>;

/** Their values may hold credentials, so a configuration error names them without printing them. */
const secretVariables = new Set([
  "AUTH_SECRET",
  "DATABASE_URL",
  "DATABASE_READ_URL",
  "SMTP_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
]);

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Validates a set of environment variables; the error message names every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "environment");
    const shown = secretVariables.has(name) ? "(hidden)" : JSON.stringify(source[name] ?? "");
    return `  ${name}=${shown}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
}

let cached: Env | undefined;

/** For command-line entry points: the validated environment, or the problem on stderr and exit code 1. */
export function getEnvOrExit(): Env {
  try {
    return getEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The process environment, validated once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
