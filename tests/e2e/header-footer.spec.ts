/**
 * What surrounds every page: the header's links and cart badge, the footer, the toasts
 * (one at a time, closable), and the keyboard path through them (skip link first), with an
 * axe scan of a toast. The signed-in user menu is in accounts-menu-profile.spec.ts.
 */
import { test, expect } from "./fixtures";
import { notifications } from "./support/accounts";
import {
  DEMO_TOTAL as TOTAL,
  DISCOUNTED_FEATURED,
  IN_STOCK_PLAIN,
  card,
  cards,
  productIdByName,
  productSearch,
  showing,
  tabTo,
  waitForHydration,
} from "./support/catalogue";
import { cartBadge, storedCart, storedLine } from "./support/checkout";
import { at, CART_STORAGE_KEY } from "./support/constants";

test.describe("header, footer and toasts", () => {
  test("the header links to the main screens and offers Sign In", async ({ page }) => {
    await page.goto("/products");
    const header = page.getByRole("banner");
    const nav = header.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Products", exact: true })).toHaveAttribute("href", "/products");
    await expect(nav.getByRole("link", { name: "Track Order", exact: true })).toHaveAttribute("href", "/track-order");
    await expect(header.getByRole("link", { name: "Cart", exact: true })).toHaveAttribute("href", "/cart");
    await expect(header.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute("href", "/sign-in");

    await waitForHydration(page);
    await expect(cartBadge(page)).toHaveCount(0);

    await nav.getByRole("link", { name: "Products", exact: true }).click();
    await expect(page).toHaveURL(at("/products"));
  });

  // The server writes the header's and footer's markup from a kept copy (decision 047); the
  // browser must still hydrate them, so their links navigate in the page.
  test("the header's and footer's links navigate within the page once it has hydrated", async ({ page }) => {
    await page.goto("/products");
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Track Order" }).click();
    await expect(page).toHaveURL(at("/track-order"));
    await expect(page.getByRole("heading", { level: 1, name: "Track Your Order" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Track Order" }).first()).toHaveAttribute("aria-current", "page");

    await page.getByRole("contentinfo").getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL(at("/products"));
    await expect(cards(page)).toHaveCount(TOTAL);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });

  test("the cart badge counts the items kept in this browser", async ({ page }) => {
    const a = DISCOUNTED_FEATURED;
    const b = IN_STOCK_PLAIN;
    const idA = await productIdByName(page, a.name);
    const idB = await productIdByName(page, b.name);
    await page.goto("/products");
    await waitForHydration(page);
    await expect(cartBadge(page)).toHaveCount(0);

    await page.evaluate(
      ([key, value]) => window.localStorage.setItem(key, value),
      [CART_STORAGE_KEY, JSON.stringify([storedLine(idA, a, 2), storedLine(idB, b, 1)])] as const,
    );
    await page.reload();
    await expect(cartBadge(page)).toHaveText("3");
    await expect(page.getByRole("banner").getByRole("link", { name: "Cart 3 items" })).toBeVisible();

    // A damaged stored cart counts as empty instead of breaking the page.
    await page.evaluate((key) => window.localStorage.setItem(key, "{not json"), CART_STORAGE_KEY);
    await page.reload();
    await waitForHydration(page);
    await expect(cartBadge(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(TOTAL);
  });

  test("the footer shows quick links, support phone and e-mail, and the copyright", async ({ page }) => {
    await page.goto("/products");
    const footer = page.getByRole("contentinfo");
    const quick = footer.getByRole("navigation", { name: "Quick links" });
    await expect(quick.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(quick.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
    await expect(quick.getByRole("link", { name: "Track Order" })).toHaveAttribute("href", "/track-order");
    await expect(footer.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
    await expect(footer.getByRole("link", { name: "support@halpower.in" })).toHaveAttribute(
      "href",
      "mailto:support@halpower.in",
    );
    const year = new Date().getFullYear();
    await expect(footer.getByText(`© ${year} HAL Power Solutions. All rights reserved.`, { exact: true })).toBeVisible();
  });

  test("Add to Cart while signed out asks to sign in (toast)", async ({ page }) => {
    await page.goto("/products");
    await waitForHydration(page);
    await card(page, IN_STOCK_PLAIN.name).getByRole("button", { name: "Add to Cart" }).click();
    const toasts = notifications(page);
    await expect(toasts.getByText("Please sign in", { exact: true })).toBeVisible();
    await expect(toasts.getByText("You need to sign in to add items to cart", { exact: true })).toBeVisible();
    // Nothing was added.
    await expect(cartBadge(page)).toHaveCount(0);
    expect(await storedCart(page)).toBeNull();
    // One toast at a time.
    await card(page, DISCOUNTED_FEATURED.name).getByRole("button", { name: "Add to Cart" }).click();
    await expect(toasts.getByText("Please sign in", { exact: true })).toHaveCount(1);
    await toasts.getByRole("button", { name: "Close" }).click();
    await expect(toasts.getByText("Please sign in", { exact: true })).toHaveCount(0);
  });

  // Radix's toasts are fetched after the page's first load (decision 020); the first toast
  // must not wait for them, and F8 reaches the viewport before any toast, as Radix's does.
  test("the first toast shows even when the toasts' script comes late; F8 focuses the toast list", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/toast-list-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/products");
    await waitForHydration(page);
    await page.keyboard.press("F8");
    await expect(notifications(page).getByRole("list")).toBeFocused();
    await card(page, IN_STOCK_PLAIN.name).getByRole("button", { name: "Add to Cart" }).click();
    release();
    await expect(notifications(page).getByText("Please sign in", { exact: true })).toBeVisible();
    await page.keyboard.press("F8");
    await expect(notifications(page).getByRole("list")).toBeFocused();
  });
});

test.describe("keyboard", () => {
  test("Tab reaches the skip link first, then the header links, then the filters", async ({ page }) => {
    await page.goto("/products");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    // It shows itself when focused (it is visually hidden otherwise).
    const box = await skip.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(40);
    expect(box?.height ?? 0).toBeGreaterThan(10);
    await expect(skip).toBeInViewport();

    const header = page.getByRole("banner");
    const nav = header.getByRole("navigation", { name: "Main" });
    const headerLinks = [
      header.getByRole("link", { name: "HAL Power Solutions" }),
      nav.getByRole("link", { name: "Home", exact: true }),
      nav.getByRole("link", { name: "Products", exact: true }),
      nav.getByRole("link", { name: "Track Order", exact: true }),
      header.getByRole("link", { name: "Cart", exact: true }),
      header.getByRole("link", { name: "Sign In", exact: true }),
    ];
    for (const link of headerLinks) {
      await page.keyboard.press("Tab");
      await expect(link).toBeFocused();
    }

    // The skip link leads past the header.
    for (let i = 0; i < headerLinks.length; i++) await page.keyboard.press("Shift+Tab");
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    // The next Tab lands in the main content (the search box), past the header.
    await page.keyboard.press("Tab");
    await expect(productSearch(page)).toBeFocused();

    const upsFilter = page.getByRole("navigation", { name: "Product type" }).getByRole("link", { name: "UPS" });
    await tabTo(page, upsFilter);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?type=ups$/);
    await expect(showing(page, 10)).toBeVisible();
  });
});

test.describe("accessibility (axe, WCAG 2.1 A/AA)", () => {
  test("the sign-in toast", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/products");
    await waitForHydration(page);
    await card(page, IN_STOCK_PLAIN.name).getByRole("button", { name: "Add to Cart" }).click();
    const toast = notifications(page).getByText("Please sign in");
    await expect(toast).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
