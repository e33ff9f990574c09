/**
 * What Lighthouse's Best Practices check on the shopper's pages, kept in the browser suite so
 * a regression names its page: no console errors and no Content-Security-Policy violations
 * while the page loads and hydrates (docs/decisions/020).
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
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
});
