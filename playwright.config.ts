import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  BACKOFFICE_PORT,
  BACKOFFICE_URL,
  DEFAULT_PORT_BASE,
  FAKE_RAZORPAY_KEYS,
  FAKE_RAZORPAY_PORT,
  FAKE_RAZORPAY_URL,
  LARGE_PORT,
  LARGE_URL,
  OIDC_PORT,
  MAIN_URL,
  PORT_BASE,
  RAZORPAY_SHOP_PORT,
  RAZORPAY_SHOP_URL,
} from "./tests/e2e/support/constants";
import { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, OIDC_URL } from "./tests/e2e/support/oidc";

/**
 * Browser tests against the production build (`npm run test:e2e` builds first).
 *
 * The ports come from E2E_PORT_BASE (default 3210; see tests/e2e/support/constants.ts), so
 * several checkouts of the repo can run this suite at once, each with a base of its own.
 *
 * First a local OpenID Connect provider (base + 2) stands in for Google
 * (tests/e2e/support/oidc-provider.mjs); it is listed first so it answers before the shop's
 * startup discovery (the shop would also retry discovery on the first Google sign-in).
 * Then three shops start, each on a fresh PGlite folder in the temp directory:
 * - "shop" (the base port): the 30-product demo catalogue; the admin account comes from the env;
 *   "Sign in with Google" goes to the local provider. It trusts one proxy hop, so each test
 *   can be its own client through X-Forwarded-For (the sign-in and tracking limits are per
 *   client address; see tests/e2e/fixtures.ts).
 * - "large-catalogue" (base + 1): the demo catalogue plus 70 synthetic products (100 in all, so the
 *   listing pages at 48 cards), for the paging journey.
 * - "back-office" (base + 3): for the admin's product journeys, which add products that the
 *   catalogue specs (which count the 30 demo products) must not see.
 * All stay on the host name `localhost`: React Router refuses form posts from another origin.
 *
 * Specs are routed to a shop by file name: a spec that adds products must be named
 * `admin-products*.spec.ts`, a spec that needs 100 products `*paging*.spec.ts`; every other
 * spec runs on "shop".
 */
const BACKOFFICE_SPECS = /\/admin-products[^/]*\.spec\.ts$/;
const LARGE_CATALOGUE_SPECS = /paging[^/]*\.spec\.ts$/;
// A shop in Razorpay mode, paid through the fake gateway: `payments-razorpay*.spec.ts`.
const RAZORPAY_SPECS = /\/payments-razorpay[^/]*\.spec\.ts$/;

// start-server.mjs empties these before each start, so every run begins on a fresh database.
// A run on another port base gets folders of its own, so two runs never wipe each other's data.
const runDir = path.join(os.tmpdir(), PORT_BASE === DEFAULT_PORT_BASE ? "hal-power-e2e" : `hal-power-e2e-${PORT_BASE}`);
const startServer = "node_modules/.bin/node tests/e2e/support/start-server.mjs";

const sharedServer = {
  // SIGTERM lets server.js close PGlite; the timeout only guards a hung shutdown.
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
  reuseExistingServer: false,
  // PGlite starts in 3–8 s; migrating and seeding on 2 busy cores can take far longer.
  timeout: 180_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
};

const sharedEnv = {
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  SEED_DEMO: "true",
};

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  // The longest journeys take about 24 s on a quiet 2-core machine with two workers; a busy
  // machine doubles that. The limit guards a hang, it is not a performance figure.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    video: "off",
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
  },
  projects: [
    {
      name: "shop",
      testIgnore: [BACKOFFICE_SPECS, LARGE_CATALOGUE_SPECS, RAZORPAY_SPECS],
      use: { ...chromium, baseURL: MAIN_URL },
    },
    {
      name: "back-office",
      testMatch: BACKOFFICE_SPECS,
      use: { ...chromium, baseURL: BACKOFFICE_URL },
    },
    {
      name: "large-catalogue",
      testMatch: LARGE_CATALOGUE_SPECS,
      use: { ...chromium, baseURL: LARGE_URL },
    },
    {
      name: "razorpay",
      testMatch: RAZORPAY_SPECS,
      use: { ...chromium, baseURL: RAZORPAY_SHOP_URL },
    },
  ],
  webServer: [
    {
      name: "oidc-provider",
      command: "node_modules/.bin/node tests/e2e/support/oidc-provider.mjs",
      url: `${OIDC_URL}/.well-known/openid-configuration`,
      env: { OIDC_PORT: String(OIDC_PORT) },
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
      timeout: 30_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    },
    {
      ...sharedServer,
      name: "shop",
      command: startServer,
      url: `${MAIN_URL}/healthz`,
      env: {
        ...sharedEnv,
        PORT: String(PORT_BASE),
        DATA_DIR: path.join(runDir, "shop"),
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        GOOGLE_CLIENT_ID,
        GOOGLE_CLIENT_SECRET,
        GOOGLE_ISSUER_URL: OIDC_URL,
        TRUST_PROXY: "1",
        // A GST-registered seller, so the shop issues tax invoices (gst-invoices.spec.ts).
        SELLER_LEGAL_NAME: "HAL Power Solutions Pvt Ltd",
        SELLER_ADDRESS: "12 Mount Road, Chennai 600002",
        SELLER_STATE: "Tamil Nadu",
        SELLER_GSTIN: "33AAACH7409R1Z8",
      },
    },
    {
      ...sharedServer,
      name: "back-office",
      command: startServer,
      url: `${BACKOFFICE_URL}/healthz`,
      env: {
        ...sharedEnv,
        PORT: String(BACKOFFICE_PORT),
        DATA_DIR: path.join(runDir, "back-office"),
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        TRUST_PROXY: "1",
      },
    },
    {
      ...sharedServer,
      name: "large-catalogue",
      command: `${startServer} --seed-products 70`,
      url: `${LARGE_URL}/healthz`,
      env: {
        ...sharedEnv,
        PORT: String(LARGE_PORT),
        DATA_DIR: path.join(runDir, "large"),
      },
    },
    {
      name: "fake-razorpay",
      command: "node_modules/.bin/tsx scripts/fake-razorpay.ts",
      url: `${FAKE_RAZORPAY_URL}/_fake/qrs`,
      env: {
        ...FAKE_RAZORPAY_KEYS,
        FAKE_RAZORPAY_PORT: String(FAKE_RAZORPAY_PORT),
        FAKE_RAZORPAY_WEBHOOK_URL: `${RAZORPAY_SHOP_URL}/webhooks/razorpay`,
      },
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
      timeout: 30_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    },
    {
      ...sharedServer,
      name: "razorpay-shop",
      command: startServer,
      url: `${RAZORPAY_SHOP_URL}/healthz`,
      env: {
        ...sharedEnv,
        ...FAKE_RAZORPAY_KEYS,
        PORT: String(RAZORPAY_SHOP_PORT),
        DATA_DIR: path.join(runDir, "razorpay"),
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        TRUST_PROXY: "1",
        PAYMENT_PROVIDER: "razorpay",
        RAZORPAY_API_URL: FAKE_RAZORPAY_URL,
      },
    },
  ],
});
