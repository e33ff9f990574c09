/**
 * Shared by playwright.config.ts (server environment) and the fixtures (sign-in later).
 *
 * The four servers of a run take four ports from E2E_PORT_BASE (default 3210): the shop on
 * the base, the large catalogue on base + 1, the Google stand-in on base + 2 (oidc.ts), the
 * back office on base + 3. Give each checkout of the repo its own base to run several
 * browser suites at once (E2E_PORT_BASE=4310 npx playwright test).
 */
export const DEFAULT_PORT_BASE = 3210;
export const PORT_BASE = portBase(process.env.E2E_PORT_BASE);

function portBase(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_PORT_BASE;
  const base = Number(value);
  if (!Number.isInteger(base) || base < 1024 || base > 65_530) {
    throw new Error(`E2E_PORT_BASE must be a whole number from 1024 to 65530 (it uses six ports from there); got ${JSON.stringify(value)}`);
  }
  return base;
}

export const LARGE_PORT = PORT_BASE + 1;
/** The shop is on PORT_BASE itself; the stand-in for Google (oidc.ts) on +2. */
export const OIDC_PORT = PORT_BASE + 2;
export const MAIN_URL = `http://localhost:${PORT_BASE}`;
export const LARGE_URL = `http://localhost:${LARGE_PORT}`;
/** An absolute address on the main test shop, for `toHaveURL`. */
export const at = (path: string) => new URL(path, MAIN_URL).href;

/**
 * For what a page does only once its scripts run (a redirect from /payment without checkout
 * data): they are requested after the first paint (decision 020), then hydrate. On a CI run
 * with the machine at load 12 that took 11 s, past the default 10.
 */
export const ONCE_SCRIPTS_RAN = { timeout: 30_000 };
/** The back office's product journeys get a shop of their own: they add products. */
export const BACKOFFICE_PORT = PORT_BASE + 3;
export const BACKOFFICE_URL = `http://localhost:${BACKOFFICE_PORT}`;

export const ADMIN_EMAIL = "admin@halpower.test";
export const ADMIN_PASSWORD = "Admin#12345";

/** The browser-kept cart (app/stores/cart-store.ts). */
export const CART_STORAGE_KEY = "hal-power-shop:cart";

/** Razorpay mode: a shop on base + 4 paid through the fake gateway on base + 5 (tests/support/fake-razorpay.ts). */
export const RAZORPAY_SHOP_PORT = PORT_BASE + 4;
export const RAZORPAY_SHOP_URL = `http://localhost:${RAZORPAY_SHOP_PORT}`;
export const FAKE_RAZORPAY_PORT = PORT_BASE + 5;
export const FAKE_RAZORPAY_URL = `http://127.0.0.1:${FAKE_RAZORPAY_PORT}`;
export const FAKE_RAZORPAY_KEYS = {
  RAZORPAY_KEY_ID: "rzp_test_e2e",
  RAZORPAY_KEY_SECRET: "e2e-key-secret",
  RAZORPAY_WEBHOOK_SECRET: "e2e-webhook-secret",
};
