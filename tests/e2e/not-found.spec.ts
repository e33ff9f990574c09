/**
 * Any other path: the 404 page 'Oops! Page not found' with a link home (the missing path is
 * only logged), and its axe scan. An unknown product's 'Product Not Found' is in
 * product-detail.spec.ts.
 */
import { test, expect } from "./fixtures";
import { DEMO_TOTAL as TOTAL, cards, waitForHydration } from "./support/catalogue";
import { at } from "./support/constants";

test.describe("not found", () => {
  for (const path of ["/no/such/page", "/products/1/extra", "/cartt?x=1"]) {
    test(`${path} shows 'Oops! Page not found' with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
      // The missing path is only logged, never shown back.
      await expect(page.getByRole("main")).not.toContainText(path.split("?")[0] ?? path);
      const home = page.getByRole("main").getByRole("link", { name: /Home/ });
      await expect(home).toHaveAttribute("href", "/");
      await home.click();
      await expect(page).toHaveURL(at("/"));
      await expect(cards(page)).toHaveCount(TOTAL);
    });
  }
});

test.describe("accessibility (axe, WCAG 2.1 A/AA)", () => {
  test("the 404 page", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/no/such/page");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});
