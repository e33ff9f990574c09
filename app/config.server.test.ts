import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server";

const MB = 2 ** 20;

const folders: string[] = [];
function dataDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "shop-config-"));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The message loadConfig stops the start with, or null when it accepts the environment. */
function refusal(env: NodeJS.ProcessEnv): string | null {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

describe("loadConfig", () => {
  it("runs on a laptop with nothing set", () => {
    // Node's heap limit on a laptop of 16 GB.
    const config = loadConfig({ DATA_DIR: dataDir() }, { heapLimitBytes: 4288 * MB });
    expect(config.PORT).toBe(3000);
    expect(config.BASE_URL).toBe("http://localhost:3000");
    expect(config.WEB_CONCURRENCY).toBe(1);
    expect(config.PAGE_CACHE_SECONDS).toBe(10);
    expect(config.CATALOG_CACHE_MB).toBe(8);
    expect(config.PAGE_CACHE_MB).toBe(16);
    expect(config.MAX_WAITING_RENDERS).toBe(500);
  });

  it("halves the caches' budgets on the heap Node gives a server of 1 or 2 GB (decision 039)", () => {
    for (const heapLimitMB of [448, 704]) {
      const config = loadConfig({ DATA_DIR: dataDir() }, { heapLimitBytes: heapLimitMB * MB });
      expect([config.PAGE_CACHE_MB, config.CATALOG_CACHE_MB]).toEqual([8, 4]);
    }
    const fourGb = loadConfig({ DATA_DIR: dataDir() }, { heapLimitBytes: 1216 * MB });
    expect([fourGb.PAGE_CACHE_MB, fourGb.CATALOG_CACHE_MB]).toEqual([16, 8]);
  });

  it("reads the heap limit of the process it runs in", () => {
    // A Node started as on a 1 GB server (the old space Node gives V8 there) and one with 2 GB.
    const budgets = (oldSpaceMB: number) =>
      execFileSync(
        process.execPath,
        [
          `--max-old-space-size=${oldSpaceMB}`,
          "--import",
          "tsx",
          "--input-type=module",
          "-e",
          `const { loadConfig } = await import(${JSON.stringify(path.resolve("app/config.server.ts"))});
const config = loadConfig({ DATA_DIR: ${JSON.stringify(dataDir())} });
console.log(JSON.stringify([config.PAGE_CACHE_MB, config.CATALOG_CACHE_MB]));`,
        ],
        { encoding: "utf8" },
      );
    expect(JSON.parse(budgets(256))).toEqual([8, 4]);
    expect(JSON.parse(budgets(2048))).toEqual([16, 8]);
  });

  it("keeps the caches' budgets an operator set, whatever the heap", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PAGE_CACHE_MB: "32", CATALOG_CACHE_MB: "12" }, { heapLimitBytes: 448 * MB });
    expect([config.PAGE_CACHE_MB, config.CATALOG_CACHE_MB]).toEqual([32, 12]);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT:"],
    [{ PORT: "70000" }, "PORT:"],
    [{ DATABASE_URL: "mysql://localhost/shop" }, "DATABASE_URL:"],
    [{ UPI_VPA: "not a vpa" }, "UPI_VPA: must look like name@bank"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET: must be at least 32 characters"],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY: must be true, false or a number of proxy hops"],
    [{ ADMIN_EMAIL: "owner@example.in" }, "ADMIN_PASSWORD: must be set together with ADMIN_EMAIL"],
    [{ GOOGLE_CLIENT_SECRET: "x" }, "GOOGLE_CLIENT_ID: must be set together with GOOGLE_CLIENT_SECRET"],
    [{ S3_BUCKET: "images" }, "S3_BUCKET: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together"],
    [{ WEB_CONCURRENCY: "0" }, "WEB_CONCURRENCY:"],
    [{ CATALOG_CACHE_MB: "0" }, "CATALOG_CACHE_MB: must be at least 1 (megabytes)"],
    [{ CATALOG_CACHE_MB: "1.5" }, "CATALOG_CACHE_MB: must be a whole number of megabytes"],
    [{ PAGE_CACHE_MB: "lots" }, "PAGE_CACHE_MB: must be a whole number of megabytes"],
    [{ PAGE_CACHE_MB: "8192" }, "PAGE_CACHE_MB: must be at most 4096 (megabytes)"],
    [{ MAX_WAITING_RENDERS: "0" }, "MAX_WAITING_RENDERS:"],
    [{ SMTP_URL: "mail.example.in:465" }, "SMTP_URL:"],
    [{ SMTP_URL: "http://mail.example.in" }, "SMTP_URL:"],
    [{ MAIL_FROM: "the shop" }, "MAIL_FROM: must be an e-mail address, or Name <address>"],
    [{ ORDER_NOTIFY_EMAIL: "owner" }, "ORDER_NOTIFY_EMAIL:"],
    [{ WEB_CONCURRENCY: "2" }, "WEB_CONCURRENCY: more than one process needs DATABASE_URL and REDIS_URL"],
    [
      { WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://127.0.0.1/shop" },
      "WEB_CONCURRENCY: more than one process needs DATABASE_URL and REDIS_URL",
    ],
  ])("refuses %o, naming the variable", (env, message) => {
    expect(refusal(env)).toContain(message);
  });

  it("sends mail over SMTP_URL when set, from MAIL_FROM or the shop's name and support address", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SMTP_URL: "smtps://user:pass@smtp.example.in:465" });
    expect(config.SMTP_URL).toBe("smtps://user:pass@smtp.example.in:465");
    expect(config.MAIL_FROM).toBe('"HAL Power Solutions" <support@halpower.in>');
    expect(loadConfig({ DATA_DIR: dataDir(), MAIL_FROM: "Shop <shop@example.in>" }).MAIL_FROM).toBe("Shop <shop@example.in>");
  });

  it("accepts several processes on PostgreSQL with Redis", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      WEB_CONCURRENCY: "4",
      DATABASE_URL: "postgres://127.0.0.1/shop",
      REDIS_URL: "redis://127.0.0.1:6379",
    });
    expect(config.WEB_CONCURRENCY).toBe(4);
  });

  it("generates AUTH_SECRET into DATA_DIR once and reads it back on the next start", () => {
    const folder = dataDir();
    const first = loadConfig({ DATA_DIR: folder }).AUTH_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(folder, "auth-secret"), "utf8").trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: folder }).AUTH_SECRET).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir() }).AUTH_SECRET).not.toBe(first);
  });

  it("uses a given AUTH_SECRET and BASE_URL as they are, without a trailing slash", () => {
    const secret = "s".repeat(40);
    const config = loadConfig({ DATA_DIR: dataDir(), AUTH_SECRET: secret, BASE_URL: "https://shop.example.in/" });
    expect(config.AUTH_SECRET).toBe(secret);
    expect(config.BASE_URL).toBe("https://shop.example.in");
    expect(config.baseUrlExplicit).toBe(true);
  });

  it("chooses the payment mode: manual by default with a day to pay; Razorpay needs its three secrets", () => {
    const manual = loadConfig({ DATA_DIR: dataDir() });
    expect([manual.PAYMENT_PROVIDER, manual.PAYMENT_WINDOW_MINUTES, manual.MAX_UNPAID_ORDERS]).toEqual(["manual", 1440, 3]);
    const keys = { RAZORPAY_KEY_ID: "rzp_test_1", RAZORPAY_KEY_SECRET: "secret", RAZORPAY_WEBHOOK_SECRET: "hook" };
    const razorpay = loadConfig({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: "razorpay", ...keys });
    expect([razorpay.PAYMENT_WINDOW_MINUTES, razorpay.RAZORPAY_API_URL]).toEqual([30, "https://api.razorpay.com"]);
    expect(loadConfig({ DATA_DIR: dataDir(), PAYMENT_WINDOW_MINUTES: "45" }).PAYMENT_WINDOW_MINUTES).toBe(45);
    for (const missing of Object.keys(keys)) {
      expect(refusal({ PAYMENT_PROVIDER: "razorpay", ...keys, [missing]: "" })).toContain(`${missing}: must be set when PAYMENT_PROVIDER is razorpay`);
    }
    expect(refusal({ PAYMENT_PROVIDER: "stripe" })).toContain("PAYMENT_PROVIDER:");
    expect(refusal({ PAYMENT_WINDOW_MINUTES: "soon" })).toContain("PAYMENT_WINDOW_MINUTES:");
  });
});
