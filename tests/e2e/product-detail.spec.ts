/**
 * The product detail page (/products/{id}) as a visitor sees it: everything the spec lists,
 * the quantity picker, the gallery, the review list's Refresh and 'reviewUpdated' event,
 * 'Product Not Found', a 360 px phone, and axe scans.
 * Adding to the cart from this page is in add-to-cart.spec.ts; reviews with content are in
 * reviews-*.spec.ts.
 */
import { test, expect } from "./fixtures";
import {
  DEMO_TOTAL as TOTAL,
  DISCOUNTED_FEATURED,
  EMPTY_REVIEWS,
  IN_STOCK_PLAIN,
  OUT_OF_STOCK,
  UUID,
  card,
  cards,
  openProduct,
  productIdByName,
  rupees,
  waitForHydration,
} from "./support/catalogue";
import { at } from "./support/constants";

test.describe("product detail", () => {
  test("View Details opens the product with everything the spec lists", async ({ page }) => {
    const product = DISCOUNTED_FEATURED;
    await page.goto("/products");
    await card(page, product.name).getByRole("link", { name: "View Details" }).click();
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    expect(new URL(page.url()).pathname.split("/").pop()).toMatch(UUID);

    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText(product.brand, { exact: true }).first()).toBeVisible();
    await expect(main.getByText("Inverter", { exact: true })).toBeVisible();
    await expect(main.getByText(rupees(product.pricePaise), { exact: true })).toBeVisible();
    await expect(main.getByText("17% OFF", { exact: true })).toBeVisible();
    await expect(main.getByText("In Stock", { exact: true })).toBeVisible();
    const notes = main.getByRole("listitem");
    await expect(notes.filter({ hasText: "Warranty" })).toContainText(product.warranty);
    await expect(notes.filter({ hasText: "24/7" })).toBeVisible();
    await expect(notes.filter({ hasText: "7 Days" })).toBeVisible();
    await expect(main.getByText(product.description)).toBeVisible();

    await expect(page.getByRole("heading", { name: "Description", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Specifications", exact: true })).toBeVisible();
    const terms = page.getByRole("term");
    const values = page.getByRole("definition");
    await expect(terms).toHaveCount(product.specifications.length);
    await expect(terms).toHaveText(product.specifications.map((s) => s.label));
    await expect(values).toHaveText(product.specifications.map((s) => s.value));

    // Signed out: Add to Cart is disabled and says why.
    const addToCart = page.getByRole("button", { name: "Sign in to Add to Cart" });
    await expect(addToCart).toBeVisible();
    await expect(addToCart).toBeDisabled();

    // Reviews: a Refresh button and the empty state.
    await expect(page.getByRole("heading", { name: "Customer Reviews" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();
    await expect(page.getByText(EMPTY_REVIEWS, { exact: true })).toBeVisible();
  });

  test("the quantity picker starts at 1 and cannot go below it", async ({ page }) => {
    await openProduct(page, IN_STOCK_PLAIN.name);
    await waitForHydration(page);
    const quantity = page.getByRole("group", { name: "Quantity" });
    const decrease = quantity.getByRole("button", { name: "Decrease quantity" });
    const increase = quantity.getByRole("button", { name: "Increase quantity" });
    const value = quantity.getByRole("status");
    await expect(value).toHaveText("1");
    await expect(decrease).toBeDisabled();
    await increase.click();
    await expect(value).toHaveText("2");
    await expect(decrease).toBeEnabled();
    await increase.click();
    await expect(value).toHaveText("3");
    await decrease.click();
    await decrease.click();
    await expect(value).toHaveText("1");
    await expect(decrease).toBeDisabled();
  });

  test("an out-of-stock product cannot be added", async ({ page }) => {
    await openProduct(page, OUT_OF_STOCK.name);
    await expect(page.getByRole("main").getByText("Out of Stock", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /Add to Cart/ })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
  });

  test("thumbnails switch the main image", async ({ page }) => {
    const product = DISCOUNTED_FEATURED;
    await openProduct(page, product.name);
    await waitForHydration(page);
    const count = product.images.length;
    const main = page.getByRole("img", { name: `${product.name}, image 1 of ${count}` });
    await expect(main).toHaveAttribute("src", product.images[0] ?? "");

    const thumbnails = page.getByRole("list", { name: "Product images" }).getByRole("button");
    await expect(thumbnails).toHaveCount(count);
    await expect(thumbnails.first()).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: `Show image 2 of ${count}` }).click();
    const second = page.getByRole("img", { name: `${product.name}, image 2 of ${count}` });
    await expect(second).toHaveAttribute("src", product.images[1] ?? "");
    await expect(page.getByRole("button", { name: `Show image 2 of ${count}` })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: `Show image 1 of ${count}` })).toHaveAttribute("aria-pressed", "false");

    await page.getByRole("button", { name: `Show image 3 of ${count}` }).click();
    await expect(page.getByRole("img", { name: `${product.name}, image 3 of ${count}` })).toHaveAttribute(
      "src",
      product.images[2] ?? "",
    );
  });

  test("Refresh and a 'reviewUpdated' event for this product refetch the reviews", async ({ page }) => {
    const otherId = await productIdByName(page, IN_STOCK_PLAIN.name);
    const id = await openProduct(page, DISCOUNTED_FEATURED.name);
    await waitForHydration(page);

    const isRefetch = (url: string) => new URL(url).pathname === `/products/${id}.data`;
    const refetches: string[] = [];
    page.on("request", (request) => {
      if (isRefetch(request.url())) refetches.push(request.url());
    });

    let refetch = page.waitForRequest((request) => isRefetch(request.url()), { timeout: 10_000 });
    await page.getByRole("button", { name: "Refresh" }).click();
    await (await refetch).response();

    // An event about another product is ignored; one about this product refetches.
    refetch = page.waitForRequest((request) => isRefetch(request.url()), { timeout: 10_000 });
    await page.evaluate(
      ([other, mine]) => {
        window.dispatchEvent(new CustomEvent("reviewUpdated", { detail: { productId: other } }));
        window.dispatchEvent(new CustomEvent("reviewUpdated", { detail: { productId: mine } }));
      },
      [otherId, id],
    );
    const response = await (await refetch).response();
    expect(response?.status()).toBe(200);
    expect(refetches).toHaveLength(2);
    await expect(page.getByText(EMPTY_REVIEWS, { exact: true })).toBeVisible();
  });

  for (const id of ["00000000-0000-0000-0000-000000000000", "not-a-uuid"]) {
    test(`unknown product ${id} shows 'Product Not Found' with status 404`, async ({ page }) => {
      const response = await page.goto(`/products/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
      const back = page.getByRole("main").getByRole("link", { name: /Products/ });
      await expect(back).toHaveAttribute("href", "/products");
      await back.click();
      await expect(page).toHaveURL(at("/products"));
      await expect(cards(page)).toHaveCount(TOTAL);
    });
  }
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the product detail does not scroll sideways either", async ({ page }) => {
    await openProduct(page, DISCOUNTED_FEATURED.name);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe("accessibility (axe, WCAG 2.1 A/AA)", () => {
  test("the product detail", async ({ page, expectNoAxeViolations }) => {
    await openProduct(page, DISCOUNTED_FEATURED.name);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test("'Product Not Found'", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/products/00000000-0000-0000-0000-000000000000");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});
