/**
 * Decision 023: the listing and product pages are one shared copy for everyone; a signed-in
 * shopper's copy names them in a data block and their header shows them once the page is live.
 * Two shoppers must each see only themselves, a shopper must never be offered "Sign In"
 * while the page starts, and signing out must leave the way to sign in again.
 */
import { test, expect } from "./fixtures";
import { openUserMenu, signInLink, userMenuButton } from "./support/accounts";
import { IN_STOCK_PLAIN, OUT_OF_STOCK, productIdByName, waitForHydration } from "./support/catalogue";
import { at } from "./support/constants";

test.describe("shared catalogue pages for signed-in shoppers", () => {
  test("two shoppers get the same cached listing, each with their own menu", async ({ page, customer, newContext, register }) => {
    const otherContext = await newContext();
    const other = await register({ context: otherContext });
    const otherPage = await otherContext.newPage();

    for (const [shopper, shopperPage, stranger] of [
      [customer, page, other],
      [other, otherPage, customer],
    ] as const) {
      await shopperPage.goto("/products");
      // Another spec's order or edit may drop the kept listing in between (stock changed): ask again.
      await expect(async () => {
        const again = await shopperPage.goto("/products");
        expect(again?.headers()["x-cache"]).toBe("HIT");
      }).toPass();
      await waitForHydration(shopperPage);
      await expect(userMenuButton(shopperPage, shopper.username)).toBeVisible();
      await expect(userMenuButton(shopperPage, stranger.username)).toHaveCount(0);
      await expect(signInLink(shopperPage)).toHaveCount(0);
      await expect(shopperPage.getByText(stranger.email)).toHaveCount(0);
    }
  });

  // A sold-out product: no spec on this shop can order or review it, so nothing drops its kept
  // page, and the second shopper must get the copy the first one's visit kept.
  test("two shoppers get one kept product page, each with their own menu", async ({ page, customer, newContext, register }) => {
    const path = `/products/${await productIdByName(page, OUT_OF_STOCK.name)}`;
    const otherContext = await newContext();
    const other = await register({ context: otherContext });
    const otherPage = await otherContext.newPage();

    await page.goto(path);
    const again = await page.goto(path);
    expect(again?.headers()["x-cache"]).toBe("HIT");
    const otherVisit = await otherPage.goto(path);
    expect(otherVisit?.headers()["x-cache"]).toBe("HIT");
    for (const [shopper, shopperPage, stranger] of [
      [customer, page, other],
      [other, otherPage, customer],
    ] as const) {
      await waitForHydration(shopperPage);
      await expect(shopperPage.getByRole("heading", { level: 1, name: OUT_OF_STOCK.name })).toBeVisible();
      await expect(userMenuButton(shopperPage, shopper.username)).toBeVisible();
      await expect(userMenuButton(shopperPage, stranger.username)).toHaveCount(0);
      await expect(signInLink(shopperPage)).toHaveCount(0);
    }
  });

  test("before the page is live a shopper is not offered Sign In; a visitor is", async ({ browser, customer, newContext, register }) => {
    void customer;
    const signedIn = await newContext();
    await register({ context: signedIn });
    const cookies = await signedIn.cookies();
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: at("/") });
    try {
      const visitorPage = await noScript.newPage();
      await visitorPage.goto("/products");
      await expect(signInLink(visitorPage)).toBeVisible();

      await noScript.addCookies(cookies);
      const shopperPage = await noScript.newPage();
      const response = await shopperPage.goto("/products");
      expect(response?.headers()["x-cache"]).toMatch(/HIT|MISS|STALE/);
      await expect(shopperPage.locator("html")).toHaveAttribute("data-viewer", "signed-in");
      await expect(shopperPage.getByRole("banner").getByText("Sign In", { exact: true })).toBeHidden();
    } finally {
      await noScript.close();
    }
  });

  test("signing out from a shared product page brings Sign In back", async ({ page, customer }) => {
    await page.goto("/products");
    await page.getByRole("link", { name: IN_STOCK_PLAIN.name, exact: true }).click();
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator("html")).not.toHaveAttribute("data-viewer");
    const menu = await openUserMenu(page, customer.username);
    await menu.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(at("/"));
    await expect(signInLink(page)).toBeVisible();
    await expect(userMenuButton(page, customer.username)).toHaveCount(0);
  });
});
