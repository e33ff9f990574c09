/**
 * The `test` every spec imports: Playwright's own, plus the shop's helpers.
 *
 *   import { test, expect } from "./fixtures";
 *   test("…", async ({ page, expectNoAxeViolations }) => { … await expectNoAxeViolations(page); });
 *   test("…", async ({ page, customer }) => { … });          // page signed in as a new customer
 *   test("…", async ({ page, signInAsAdmin }) => { await signInAsAdmin(); … });
 *   test("…", async ({ page, customer, adminPage }) => { … });  // the shop owner in another browser
 *   test("…", async ({ page, customerWithOrder }) => { const buyer = await customerWithOrder(); … });
 *
 * Every test is its own client: its requests carry an X-Forwarded-For address of their own
 * (the test shop trusts one proxy hop), so the per-address limits on sign-in (10 a minute)
 * and order tracking (20 a minute) count each test apart instead of the whole parallel run.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import {
  ADMIN,
  dropFlashToast,
  hasSession,
  randomClientAddress,
  registerOverHttp,
  signInOverHttp,
  TOAST_COOKIE,
  uniqueAccount,
  type Account,
} from "./support/accounts";
import { deleteProductOverHttp } from "./support/admin-panel";
import { MAIN_URL } from "./support/constants";
import { registerCustomerWithOrder, type CustomerOrderOptions, type CustomerWithOrder } from "./support/orders";

/** The WCAG levels the shop promises: 2.0 and 2.1, A and AA. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type AxeOptions = {
  /** CSS selectors to scan instead of the whole page. */
  include?: string[];
  /** CSS selectors to leave out (say why at the call site). */
  exclude?: string[];
  /** Rule ids to switch off (say why at the call site). */
  disableRules?: string[];
  /**
   * Record violations but let the test go on (expect.soft), for scans in the middle of a
   * journey: later steps still run and report their own failures.
   */
  soft?: boolean;
};

type ShopFixtures = {
  /** Runs axe on the page as it is now and fails with one line per rule and element. */
  expectNoAxeViolations: (page: Page, options?: AxeOptions) => Promise<void>;
  /** This test's client address (sent as X-Forwarded-For by its contexts and `request`). */
  clientAddress: string;
  /**
   * Registers a new customer (unique e-mail unless given) with one POST to /register and
   * leaves `context` (default: the test's) signed in as them. Sessions still open at the end
   * of the test are signed out.
   */
  register: (options?: { account?: Partial<Account>; context?: BrowserContext }) => Promise<Account>;
  /** Signs `context` (default: the test's) in as an existing customer with one POST to /sign-in. */
  login: (account: Pick<Account, "email" | "password">, context?: BrowserContext) => Promise<void>;
  /** A customer registered for this test; the test's page is signed in as them. */
  customer: Account;
  /** Signs `context` (default: the test's) in as the administrator, reusing the worker's session. */
  signInAsAdmin: (context?: BrowserContext) => Promise<void>;
  /** Another browser (say, a second customer), set up like the test's own; closed afterwards. */
  newContext: () => Promise<BrowserContext>;
  /**
   * A page in another browser, signed in as the administrator (the worker's session), for
   * tests where the shop owner acts beside a customer (marking an order Delivered, say).
   */
  adminPage: Page;
  /**
   * Registers a customer in another browser and places an order for them over HTTP (one UPS
   * unless `lines` says otherwise), for journeys about what the shop owner sees.
   */
  customerWithOrder: (options?: CustomerOrderOptions) => Promise<CustomerWithOrder>;
  /**
   * Registers a product the test adds through the admin screens (by its unique name), so it
   * is deleted at the end if the test did not get as far as deleting it itself.
   */
  deleteProductAfterTest: (name: string) => void;
};

/** What `storageState()` returns: the cookies and local storage of a signed-in browser. */
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

type ShopWorkerFixtures = {
  /**
   * One administrator session per worker (a single sign-in), for tests that need the admin
   * but are not about signing in. Tests that log the admin out must sign in on their own.
   */
  adminStorageState: StorageState;
};

export const test = base.extend<ShopFixtures, ShopWorkerFixtures>({
  clientAddress: async ({}, use) => {
    await use(randomClientAddress());
  },

  extraHTTPHeaders: async ({ clientAddress, contextOptions }, use) => {
    await use({ ...contextOptions.extraHTTPHeaders, "X-Forwarded-For": clientAddress });
  },

  newContext: async ({ browser, baseURL, locale, timezoneId, viewport }, use) => {
    const opened: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({
        baseURL,
        locale,
        timezoneId,
        viewport,
        // Another browser is another client.
        extraHTTPHeaders: { "X-Forwarded-For": randomClientAddress() },
      });
      opened.push(context);
      return context;
    });
    for (const context of opened) await context.close();
  },

  // Depends on newContext so that contexts opened with it are still open for the clean-up.
  register: async ({ context: testContext, newContext }, use) => {
    void newContext;
    const registered: { context: BrowserContext; account: Account }[] = [];
    await use(async ({ account: overrides, context = testContext } = {}) => {
      const account = uniqueAccount(overrides);
      await registerOverHttp(context.request, account);
      await dropFlashToast(context);
      registered.push({ context, account });
      return account;
    });
    // Clean up: end the sessions the test left open (the row goes, so the cookie stops working).
    for (const { context } of registered) {
      try {
        if (await hasSession(context)) await context.request.post("/logout", { maxRedirects: 0 });
      } catch {
        // The test closed this context itself.
      }
    }
  },

  login: async ({ context: testContext }, use) => {
    await use(async (account, context = testContext) => {
      await signInOverHttp(context.request, account);
      await dropFlashToast(context);
    });
  },

  customer: async ({ register }, use) => {
    await use(await register());
  },

  adminStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL ?? MAIN_URL,
        extraHTTPHeaders: { "X-Forwarded-For": randomClientAddress() },
      });
      await signInOverHttp(request, ADMIN);
      const state = await request.storageState();
      await use({ ...state, cookies: state.cookies.filter((cookie) => cookie.name !== TOAST_COOKIE) });
      await request.post("/logout", { maxRedirects: 0 }).catch(() => undefined);
      await request.dispose();
    },
    { scope: "worker" },
  ],

  signInAsAdmin: async ({ context: testContext, adminStorageState }, use) => {
    await use(async (context = testContext) => {
      await context.addCookies(adminStorageState.cookies);
    });
  },

  adminPage: async ({ newContext, signInAsAdmin }, use) => {
    const context = await newContext();
    await signInAsAdmin(context);
    await use(await context.newPage());
  },

  customerWithOrder: async ({ register, newContext }, use) => {
    await use((options) => registerCustomerWithOrder(register, newContext, options));
  },

  deleteProductAfterTest: async ({ playwright, baseURL, adminStorageState }, use) => {
    const names: string[] = [];
    await use((name) => void names.push(name));
    if (names.length === 0) return;
    const request = await playwright.request.newContext({
      baseURL: baseURL ?? MAIN_URL,
      storageState: adminStorageState,
      extraHTTPHeaders: { "X-Forwarded-For": randomClientAddress() },
    });
    try {
      for (const name of names) await deleteProductOverHttp(request, name);
    } finally {
      await request.dispose();
    }
  },

  expectNoAxeViolations: async ({}, use) => {
    await use(async (page, options = {}) => {
      await settleAnimations(page);
      let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
      for (const selector of options.include ?? []) builder = builder.include(selector);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
      const { violations } = await builder.analyze();
      const report = violations.flatMap((violation) =>
        violation.nodes.map(
          (node) =>
            `[${violation.impact ?? "?"}] ${violation.id}: ${violation.help}\n` +
            `    at ${node.target.map(String).join(" ")}\n` +
            `    ${node.html.length > 200 ? `${node.html.slice(0, 200)}…` : node.html}` +
            (node.failureSummary ? `\n    ${node.failureSummary.replace(/\n/g, "\n    ")}` : ""),
        ),
      );
      (options.soft ? expect.soft : expect)(
        report,
        `axe found ${report.length} violation(s) on ${page.url()}:\n${report.join("\n")}\n`,
      ).toEqual([]);
    });
  },
});

export { expect };

/**
 * Lets entry animations (toasts sliding in, dialogs fading in) finish, so axe measures the
 * settled page rather than half-transparent colours. Endless ones (spinners) are not waited for.
 * An animation cancelled on the way (a toast replaced by the next one) rejects its `finished`
 * with an AbortError; that is settled too, so allSettled rather than all.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished),
    ),
  );
}
