import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getHeapStatistics } from "node:v8";
import { z } from "zod";
import { isSmallHeap } from "../scripts/heap-sized-flags.mjs";
import { INDIAN_STATES } from "~/domain/checkout/indian-states";
import { GST_STATE_CODES } from "~/domain/gst/gst-states";
import { GSTIN_MESSAGES, gstinProblem, normaliseGstin } from "~/domain/gst/gstin";
import { INVOICE_SERIES_FORMAT } from "~/domain/gst/invoice-number";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = (protocols: string[]) =>
  optionalText.pipe(
    z
      .url({ protocol: new RegExp(`^(${protocols.join("|")})$`) })
      .optional(),
  );

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** A memory budget: a whole number of megabytes, at least one. */
const megabytes = z.coerce
  .number({ error: "must be a whole number of megabytes" })
  .int("must be a whole number of megabytes")
  .min(1, "must be at least 1 (megabytes)")
  .max(4096, "must be at most 4096 (megabytes)");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: optionalText,
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  REDIS_URL: optionalUrl(["redis", "rediss"]),
  BASE_URL: optionalUrl(["http", "https"]),
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      const hops = parseTrustProxy(value);
      if (hops !== null) return hops;
      context.addIssue({ code: "custom", message: "must be true, false or a number of proxy hops" });
      return z.NEVER;
    }),
  AUTH_SECRET: optionalText.pipe(
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(6, "must be at least 6 characters").optional(),
  ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  // Only tests point these elsewhere (a local OpenID Connect provider).
  GOOGLE_ISSUER_URL: optionalUrl(["http", "https"]),
  UPI_VPA: z
    .string()
    .trim()
    .regex(/^[\w.-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/, "must look like name@bank")
    .default("halpower@okaxis"),
  UPI_PAYEE_NAME: z.string().trim().min(1).max(80).default("HAL Power Solutions"),
  SHOP_NAME: z.string().trim().min(1).max(80).default("HAL Power Solutions"),
  SUPPORT_PHONE: z.string().trim().min(6).max(30).default("+91 98765 43210"),
  SUPPORT_EMAIL: z.email().default("support@halpower.in"),
  MARKETING_SITE_URL: z
    .string()
    .trim()
    .default("/")
    .refine((value) => value.startsWith("/") || /^https?:\/\//.test(value), {
      message: "must be a path starting with / or an http(s) URL",
    }),
  S3_ENDPOINT: optionalUrl(["http", "https"]),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().default("auto"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalUrl(["http", "https"]),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info"),
  SEED_DEMO: flag.default(true),
  /** Seconds a public page may be served from memory to visitors without a session; 0 = off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** Shop processes on this machine (Node's cluster): one per core serves signed-in shoppers fastest. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** `smtp://` or `smtps://user:pass@host:port`; without it every message is written to DATA_DIR/mail. */
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  /** The sender: `shop@example.in` or `Shop Name <shop@example.in>`; default the shop name and SUPPORT_EMAIL. */
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .regex(/^([^<>@]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/, "must be an e-mail address, or Name <address>")
      .optional(),
  ),
  /** Where the owner hears of new orders and UTRs; default ADMIN_EMAIL. */
  ORDER_NOTIFY_EMAIL: optionalText.pipe(z.email().optional()),
  /** `manual` (UPI to UPI_VPA, the owner confirms) or `razorpay` (a QR per order, confirmed by webhook). */
  PAYMENT_PROVIDER: z.enum(["manual", "razorpay"]).default("manual"),
  /** Minutes an order may stay unpaid before it is cancelled; default 30 with Razorpay, 1440 manual. */
  PAYMENT_WINDOW_MINUTES: optionalText
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(z.number().int().min(1).max(43_200).optional()),
  /** Unpaid orders one customer may hold at once. */
  MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(100).default(3),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  /** Only tests and the fake gateway point this elsewhere. */
  RAZORPAY_API_URL: optionalUrl(["http", "https"]),
  /** Listing pages and products each kept in the catalogue's data cache (0 turns it off; decision 018). */
  CATALOG_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(2000),
  /** Megabytes of catalogue data the data cache may hold, counted as JSON; default from the heap (decision 039). */
  CATALOG_CACHE_MB: megabytes.optional(),
  /** Megabytes of rendered pages the page cache may hold; default from the heap (decision 039). */
  PAGE_CACHE_MB: megabytes.optional(),
  /** Page requests waiting for their turn to render beyond which the shop answers 503 at once (decision 030). */
  MAX_WAITING_RENDERS: z.coerce.number().int().min(1).max(100_000).default(500),
  /** GST invoices (decision 012): the seller as registered. Without a GSTIN, plain receipts. */
  SELLER_LEGAL_NAME: optionalText.pipe(z.string().max(120).optional()),
  SELLER_ADDRESS: optionalText.pipe(z.string().max(300).optional()),
  SELLER_STATE: z
    .enum(INDIAN_STATES, { error: "must be one of the 28 states or 8 union territories, spelt as in the checkout" })
    .default("Tamil Nadu"),
  SELLER_GSTIN: optionalText.transform((value, context) => {
    if (value === undefined) return undefined;
    const gstin = normaliseGstin(value);
    const problem = gstinProblem(gstin);
    if (problem) {
      context.addIssue({ code: "custom", message: GSTIN_MESSAGES[problem] });
      return z.NEVER;
    }
    return gstin;
  }),
  INVOICE_SERIES: z.string().trim().toUpperCase().default("INV").pipe(
    z.string().regex(INVOICE_SERIES_FORMAT, "must be 1 to 4 letters, digits or -"),
  ),
});

type Env = z.infer<typeof EnvSchema>;

export type Config = Omit<
  Env,
  "AUTH_SECRET" | "BASE_URL" | "MAIL_FROM" | "PAYMENT_WINDOW_MINUTES" | "RAZORPAY_API_URL" | "CATALOG_CACHE_MB" | "PAGE_CACHE_MB"
> &
  CacheBudgets & {
  PAYMENT_WINDOW_MINUTES: number;
  RAZORPAY_API_URL: string;
  AUTH_SECRET: string;
  BASE_URL: string;
  /** True when BASE_URL was given; otherwise it follows PORT. */
  baseUrlExplicit: boolean;
  uploadsDir: string;
  pgliteDir: string;
  MAIL_FROM: string;
  /** Where messages are written as .eml files when SMTP_URL is not set. */
  mailDir: string;
};

export class ConfigError extends Error {}

/** The caches' budgets in megabytes (decision 039). */
type CacheBudgets = { PAGE_CACHE_MB: number; CATALOG_CACHE_MB: number };

/**
 * The caches' default budgets for V8's heap limit (decision 039): on a heap under 1 GB (a
 * server of 1 or 2 GB) half of those of a bigger one, so the caches and the garbage their
 * filling makes leave a 1 GB server its room.
 */
function defaultCacheBudgets(heapLimitBytes: number): CacheBudgets {
  return isSmallHeap(heapLimitBytes) ? { PAGE_CACHE_MB: 8, CATALOG_CACHE_MB: 4 } : { PAGE_CACHE_MB: 16, CATALOG_CACHE_MB: 8 };
}

/**
 * `TRUST_PROXY`: unset/false = ignore forwarding headers; true = trust one hop; a number = that
 * many hops; anything else null.
 */
function parseTrustProxy(value: string | undefined): number | null {
  if (!value || value === "false" || value === "0") return 0;
  if (value === "true") return 1;
  const hops = Number(value);
  return Number.isInteger(hops) && hops > 0 && hops < 32 ? hops : null;
}

/**
 * The shop's settings from `env`; `heapLimitBytes` (V8's own, from the machine's memory or
 * `--max-old-space-size`) sizes the caches a setting does not.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { heapLimitBytes = getHeapStatistics().heap_size_limit }: { heapLimitBytes?: number } = {},
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  for (const [a, b] of [
    ["ADMIN_EMAIL", "ADMIN_PASSWORD"],
    ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  ] as const) {
    if (Boolean(values[a]) !== Boolean(values[b])) {
      throw new ConfigError(`Invalid configuration:\n  ${values[a] ? b : a}: must be set together with ${values[a] ? a : b}`);
    }
  }
  const s3 = [values.S3_BUCKET, values.S3_ACCESS_KEY_ID, values.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_BUCKET: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
  }
  // The embedded database belongs to one process, and rate limits kept in memory would be
  // counted once per process: several processes need PostgreSQL and Redis.
  if (values.WEB_CONCURRENCY > 1 && (!values.DATABASE_URL || !values.REDIS_URL)) {
    throw new ConfigError(
      "Invalid configuration:\n  WEB_CONCURRENCY: more than one process needs DATABASE_URL and REDIS_URL",
    );
  }
  if (values.PAYMENT_PROVIDER === "razorpay") {
    for (const name of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const) {
      if (!values[name]) throw new ConfigError(`Invalid configuration:\n  ${name}: must be set when PAYMENT_PROVIDER is razorpay`);
    }
  }
  if (values.SELLER_GSTIN) {
    if (!values.SELLER_ADDRESS) {
      throw new ConfigError("Invalid configuration:\n  SELLER_ADDRESS: a tax invoice needs the seller's address: set it with SELLER_GSTIN");
    }
    if (GST_STATE_CODES[values.SELLER_STATE] !== values.SELLER_GSTIN.slice(0, 2)) {
      throw new ConfigError(
        `Invalid configuration:\n  SELLER_GSTIN: starts with state code ${values.SELLER_GSTIN.slice(0, 2)}, but SELLER_STATE ${values.SELLER_STATE} is ${GST_STATE_CODES[values.SELLER_STATE]}`,
      );
    }
  }
  const dataDir = path.resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const cacheBudgets = defaultCacheBudgets(heapLimitBytes);
  return {
    ...values,
    PAGE_CACHE_MB: values.PAGE_CACHE_MB ?? cacheBudgets.PAGE_CACHE_MB,
    CATALOG_CACHE_MB: values.CATALOG_CACHE_MB ?? cacheBudgets.CATALOG_CACHE_MB,
    DATA_DIR: dataDir,
    AUTH_SECRET: values.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    BASE_URL: (values.BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ""),
    baseUrlExplicit: Boolean(values.BASE_URL),
    PAYMENT_WINDOW_MINUTES: values.PAYMENT_WINDOW_MINUTES ?? (values.PAYMENT_PROVIDER === "razorpay" ? 30 : 1440),
    RAZORPAY_API_URL: (values.RAZORPAY_API_URL ?? "https://api.razorpay.com").replace(/\/$/, ""),
    uploadsDir: path.join(dataDir, "uploads"),
    pgliteDir: path.join(dataDir, "pglite"),
    MAIL_FROM: values.MAIL_FROM ?? `"${values.SHOP_NAME.replace(/"/g, "")}" <${values.SUPPORT_EMAIL}>`,
    mailDir: path.join(dataDir, "mail"),
  };
}

/** A secret generated once per data folder, so sessions survive restarts without setup. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
