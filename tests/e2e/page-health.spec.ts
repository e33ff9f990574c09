/**
 * What Lighthouse's Best Practices check on the shopper's pages, kept in the browser suite so
 * a regression names its page: no console errors and no Content-Security-Policy violations
 * while the page loads and hydrates; and what its Performance score rests on: the page paints
 * before any of its scripts is requested, and still hydrates (docs/decisions/020).
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { userMenuButton } from "./support/accounts";
import { DISCOUNTED_FEATURED, openProduct } from "./support/catalogue";

/** Everything the page reports from now on: console errors and CSP violations, one line each. */
async function collectProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
    if (message.text().startsWith("CSP ")) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.log(`CSP ${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return problems;
}

/** Waits until the page has hydrated (React Router's scripts ran) and settled. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
}

test.describe("page health", () => {
  for (const path of ["/products", "/cart", "/sign-in"]) {
    test(`${path} loads with no console error and no CSP violation`, async ({ page }) => {
      const problems = await collectProblems(page);
      await page.goto(path);
      await settle(page);
      expect(problems).toEqual([]);
    });
  }

  test("a product page loads with no console error and no CSP violation", async ({ page }) => {
    const problems = await collectProblems(page);
    await openProduct(page, DISCOUNTED_FEATURED.name);
    await settle(page);
    expect(problems).toEqual([]);
  });

  test("a page rendered for the request arrives as zstd frames around its stylesheet (decision 042), and the browser shows, styles and hydrates all of it", async ({ page }) => {
    const problems = await collectProblems(page);
    // Never kept by the page cache: rendered for this request, compressed as it is sent.
    const response = await page.goto("/track-order");
    // The browser asked as every Chromium does, so the server sent the page in frames (tests/integration/catalogue-serving.test.ts).
    const asked = await response!.request().allHeaders();
    expect(asked["accept-encoding"]).toContain("zstd");
    expect(asked["sec-fetch-dest"]).toBe("document");
    expect(response!.headers()).toMatchObject({ "content-encoding": "zstd", vary: "Accept-Encoding, Sec-Fetch-Dest" });
    // The frame before the stylesheet, the stylesheet's own, the one after it: all read.
    expect(await page.locator("#app-css").evaluate((style) => style.textContent?.length ?? 0)).toBeGreaterThan(20_000);
    await expect(page.getByRole("heading", { level: 1, name: "Track Your Order" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await settle(page);
    expect(problems).toEqual([]);
  });

  test("a listing rendered again arrives with its body as the frame kept from before (decision 055), and the browser shows and hydrates all of it", async ({ page, baseURL }) => {
    const problems = await collectProblems(page);
    // A session cookie with no session behind it: the page cache passes the request to a full
    // render (which clears the cookie), so each visit is rendered and compressed for itself.
    // The body is noted the first time, kept compressed the second, sent as that frame after.
    for (let visit = 1; visit <= 3; visit++) {
      await page.context().addCookies([{ name: "shop.session_token", value: "not-a-session", url: baseURL! }]);
      const response = await page.goto("/products");
      expect(response!.headers()["x-cache"]).toBeUndefined();
      expect(response!.headers()["content-encoding"]).toBe("zstd");
      expect(await page.locator("#app-css").evaluate((style) => style.textContent?.length ?? 0)).toBeGreaterThan(20_000);
      await expect(page.getByRole("heading", { level: 1, name: "Power Solutions" })).toBeVisible();
      // The footer and the listing's products block after it end the kept frame; the scripts after them are this answer's own.
      await expect(page.getByRole("contentinfo")).toContainText("All rights reserved.");
      await expect(page.locator("footer + script#listing-products")).toHaveCount(1);
      await settle(page);
    }
    await expect(page.locator("article").first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a cached listing arrives as its kept Brotli copy with this response's nonce, and shows and hydrates", async ({ page }) => {
    const problems = await collectProblems(page);
    // The first hits render and keep the page; its Brotli copy is made in the background
    // (decision 028) and goes out whole, with its length.
    await expect
      .poll(async () => {
        const headers = (await page.goto("/products"))?.headers() ?? {};
        return `${headers["x-cache"]} ${headers["content-encoding"]} ${headers["content-length"] ? "kept" : "compressed as sent"}`;
      })
      .toBe("HIT br kept");
    await expect(page.getByRole("heading", { level: 1, name: "Power Solutions" })).toBeVisible();
    await settle(page);
    expect(problems).toEqual([]);
  });

  test("a signed-in shopper's listing arrives as the kept Brotli copy marked for viewers, with their own block, and hydrates", async ({ page, customer }) => {
    const problems = await collectProblems(page);
    // The shared page marked for viewers is kept compressed once, each shopper's block
    // appended as an uncompressed meta-block (decision 029).
    await expect
      .poll(async () => {
        const headers = (await page.goto("/products"))?.headers() ?? {};
        return `${headers["x-cache"]} ${headers["content-encoding"]} ${headers["content-length"] ? "kept" : "compressed as sent"} ${headers["cache-control"]}`;
      })
      .toBe("HIT br kept private, no-cache");
    await settle(page);
    await expect(userMenuButton(page, customer.username)).toBeVisible();
    expect(problems).toEqual([]);
  });

  for (const path of ["/products", "/cart"]) {
    test(`${path} paints before it requests a script, then hydrates`, async ({ page, request }) => {
      const served = await (await request.get(path)).text();
      expect(served).not.toContain('<link rel="modulepreload"');

      await page.goto(path);
      await settle(page);
      const timing = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime })),
      }));
      expect(timing.firstContentfulPaint).toBeGreaterThan(0);
      expect(timing.scripts.length).toBeGreaterThan(0);
      const early = timing.scripts.filter((script) => script.startTime < timing.firstContentfulPaint!);
      expect(early).toEqual([]);
      // Hydrated: the router, not the browser, follows a link (the page's own window survives).
      await page.evaluate(() => Object.assign(window, { samePage: true }));
      await page.getByRole("link", { name: /^Cart/ }).click();
      await expect(page).toHaveURL(/\/cart$/);
      expect(await page.evaluate(() => "samePage" in window)).toBe(true);
    });
  }

  test("a first visit writes the history entry's state once, while the head is read; hydration leaves it", async ({ page }) => {
    // Each history.replaceState is a same-document navigation, milliseconds of Chromium's
    // bookkeeping; the router's own came inside hydration's longest task (docs/decisions/035).
    await page.addInitScript(() => {
      const calls: { inHead: boolean; state: unknown }[] = [];
      Object.assign(window, { replaceStateCalls: calls });
      const replaceState = History.prototype.replaceState;
      History.prototype.replaceState = function (this: History, ...args: Parameters<History["replaceState"]>) {
        calls.push({ inHead: document.body === null, state: args[0] });
        return replaceState.apply(this, args);
      };
    });
    await page.goto("/products");
    await settle(page);
    const calls = await page.evaluate(() => (window as unknown as { replaceStateCalls: { inHead: boolean; state: unknown }[] }).replaceStateCalls);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.inHead).toBe(true);
    // The state React Router would have written: a key for saved scroll positions, index 0.
    const state = await page.evaluate(() => history.state as { key?: unknown; idx?: unknown });
    expect(state).toEqual({ key: expect.stringMatching(/^[0-9a-v]+$/), idx: 0 });
  });

  test("back from a product puts the listing where it was scrolled to", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto("/products");
    await settle(page);
    const card = page.getByRole("article").nth(12);
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(2000);
    await card.getByRole("link", { name: "View Details" }).click();
    await expect(page).toHaveURL(/\/products\/[^/]+$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    // Within a few pixels: cards not yet drawn take their estimated height (decision 033).
    await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(100);
  });

  test("a phone's listing draws only the cards near the screen; a card is drawn as it is scrolled to", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto("/products");
    await settle(page);
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(30);
    // checkVisibility with contentVisibilityAuto: false for what is inside a card whose drawing
    // is skipped (docs/decisions/033); it stays in the page, its text and links there for everyone.
    const drawn = () =>
      cards.evaluateAll((all) => all.map((card) => card.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false));
    const before = await drawn();
    expect(before[0]).toBe(true);
    expect(before.at(-1)).toBe(false);
    expect(before.filter(Boolean).length).toBeLessThan(10);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await drawn()).at(-1)).toBe(true);
    await expect(cards.last().getByRole("heading")).toBeVisible();
  });
});
