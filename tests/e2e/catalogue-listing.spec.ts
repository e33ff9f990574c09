/**
 * The product listing (/ and /products): every card of the 30-product demo catalogue with
 * its badges, prices and buttons, on a desktop and on a 360 px phone, with axe scans.
 * Filters, search and sort are in catalogue-search-filter.spec.ts; paging is in
 * catalogue-paging.spec.ts (project "large-catalogue").
 */
import { test, expect } from "./fixtures";
import {
  DEMO_PRODUCTS,
  DEMO_TOTAL as TOTAL,
  DISCOUNTED_FEATURED,
  IN_STOCK_PLAIN,
  NEWEST_FIRST,
  OUT_OF_STOCK,
  PRICE,
  card,
  cards,
  rupees,
  showing,
  waitForHydration,
} from "./support/catalogue";
import { at } from "./support/constants";

test.describe("product listing", () => {
  for (const path of ["/", "/products"]) {
    test(`${path} lists the whole catalogue`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(showing(page, TOTAL)).toBeVisible();
      await expect(cards(page)).toHaveCount(TOTAL);

      // Every card, newest first: image, name link, rupee price, stock badge, View Details, Add to Cart.
      const all = cards(page);
      await expect(all.getByRole("heading")).toHaveText(NEWEST_FIRST.map((p) => p.name));
      await expect(all.getByText(PRICE)).toHaveText(NEWEST_FIRST.map((p) => rupees(p.pricePaise)));
      await expect(all.getByRole("link", { name: "View Details" })).toHaveCount(TOTAL);
      const soldOut = DEMO_PRODUCTS.filter((p) => !p.inStock).length;
      await expect(all.getByText("In Stock", { exact: true })).toHaveCount(TOTAL - soldOut);
      await expect(all.getByText("Out of Stock", { exact: true })).toHaveCount(soldOut);
      await expect(all.getByRole("button", { name: "Add to Cart", disabled: false })).toHaveCount(TOTAL - soldOut);
      await expect(all.getByRole("button", { name: "Add to Cart", disabled: true })).toHaveCount(soldOut);
      const rendered = await all.evaluateAll((articles) =>
        articles.map((article) => ({
          image: article.querySelector("img")?.getAttribute("alt") ?? null,
          link: article.querySelector("h2 a")?.getAttribute("href") ?? null,
          inStock: article.textContent?.includes("Out of Stock") === false,
          addToCartDisabled: [...article.querySelectorAll("button")].find((b) => b.textContent?.includes("Add to Cart"))
            ?.disabled,
        })),
      );
      expect(rendered).toEqual(
        NEWEST_FIRST.map((p) => ({
          image: p.name,
          link: expect.stringMatching(/^\/products\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
          inStock: p.inStock,
          addToCartDisabled: !p.inStock,
        })),
      );
      // The image is visible and named by the product (first card is above the fold).
      const first = NEWEST_FIRST[0]!;
      await expect(card(page, first.name).getByRole("img", { name: first.name, exact: true })).toBeVisible();
      await expect(card(page, first.name).getByRole("link", { name: first.name, exact: true })).toBeVisible();
    });
  }

  test("cards show discount, struck-through MRP, Featured and stock state", async ({ page }) => {
    await page.goto("/products");

    const discounted = card(page, DISCOUNTED_FEATURED.name);
    await expect(discounted.getByText("17% OFF", { exact: true })).toBeVisible();
    await expect(discounted.getByText("Featured", { exact: true })).toBeVisible();
    await expect(discounted.getByText(/^₹[\d,]+$/)).toHaveText("₹7,490");
    const mrp = discounted.getByText("₹8,990");
    await expect(mrp).toBeVisible();
    const decoration = await mrp.evaluate((el) => getComputedStyle(el).textDecorationLine);
    expect(decoration).toContain("line-through");
    await expect(discounted.getByText("In Stock", { exact: true })).toBeVisible();
    await expect(discounted.getByText("Inverter", { exact: true })).toBeVisible();
    await expect(discounted.getByText("Luminous", { exact: true })).toBeVisible();

    const plain = card(page, IN_STOCK_PLAIN.name);
    await expect(plain.getByText(/% OFF$/)).toHaveCount(0);
    await expect(plain.getByText("Featured", { exact: true })).toHaveCount(0);
    await expect(plain.getByText(/Original price/)).toHaveCount(0);

    const soldOut = card(page, OUT_OF_STOCK.name);
    await expect(soldOut.getByText("Out of Stock", { exact: true })).toBeVisible();
    await expect(soldOut.getByText("In Stock", { exact: true })).toHaveCount(0);
    await expect(soldOut.getByRole("button", { name: "Add to Cart" })).toBeDisabled();

    // As many Featured badges as featured products, as many % OFF badges as discounts.
    await expect(cards(page).getByText("Featured", { exact: true })).toHaveCount(
      DEMO_PRODUCTS.filter((p) => p.featured).length,
    );
    await expect(cards(page).getByText(/^\d+% OFF$/)).toHaveCount(
      DEMO_PRODUCTS.filter((p) => p.originalPricePaise !== null).length,
    );
  });
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the listing does not scroll sideways and the navigation is reachable", async ({ page }) => {
    await page.goto("/products");
    await expect(cards(page)).toHaveCount(TOTAL);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const header = page.getByRole("banner");
    const nav = header.getByRole("navigation", { name: "Main (mobile)" });
    for (const name of ["Home", "Products", "Track Order"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeInViewport();
    }
    await expect(header.getByRole("link", { name: "Cart", exact: true })).toBeInViewport();
    await expect(header.getByRole("link", { name: "Sign In", exact: true })).toBeInViewport();
    await expect(page.getByRole("navigation", { name: "Product type" }).getByRole("link")).toHaveCount(4);

    await waitForHydration(page);
    await nav.getByRole("link", { name: "Track Order", exact: true }).tap();
    await expect(page).toHaveURL(at("/track-order"));
  });
});

test.describe("accessibility (axe, WCAG 2.1 A/AA)", () => {
  test("the listing", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/products");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test.describe("at 360 px", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("the listing", async ({ page, expectNoAxeViolations }) => {
      await page.goto("/products");
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  });
});
