/**
 * Narrowing and ordering the listing: the type filters (with Back, and without JavaScript),
 * search by name or brand (literal text, the empty state), the three sorts, all of them from
 * the keyboard too, and axe scans of a filtered and an empty result.
 */
import { test, expect } from "./fixtures";
import {
  DEMO_PRODUCTS,
  DEMO_TOTAL as TOTAL,
  NEWEST_FIRST,
  PRICE,
  card,
  cardNames,
  cardPrices,
  cards,
  noProductsFound,
  productSearch,
  rupees,
  showing,
  tabTo,
  waitForHydration,
} from "./support/catalogue";
import { at } from "./support/constants";

const TYPE_FILTERS = [
  { link: "Inverters", type: "inverter", badge: "Inverter" },
  { link: "UPS", type: "ups", badge: "UPS" },
  { link: "Batteries", type: "battery", badge: "Battery" },
] as const;

test.describe("product listing", () => {
  test("the type filters narrow the list, and Back returns to the previous view", async ({ page }) => {
    await page.goto("/products");
    await waitForHydration(page);
    const filters = page.getByRole("navigation", { name: "Product type" });
    await expect(filters.getByRole("link", { name: "All Products" })).toHaveAttribute("aria-current", "page");

    for (const { link, type, badge } of TYPE_FILTERS) {
      await filters.getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(at(`/products?type=${type}`));
      const expected = DEMO_PRODUCTS.filter((p) => p.type === type).length;
      await expect(showing(page, expected)).toBeVisible();
      await expect(cards(page)).toHaveCount(expected);
      await expect(cards(page).getByText(badge, { exact: true })).toHaveCount(expected);
      await expect(filters.getByRole("link", { name: link, exact: true })).toHaveAttribute("aria-current", "page");
    }

    // Back: Batteries → UPS → Inverters → everything.
    await page.goBack();
    await expect(page).toHaveURL(/\?type=ups$/);
    await expect(showing(page, 10)).toBeVisible();
    await expect(cards(page).first().getByText("UPS", { exact: true })).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(at("/products"));
    await expect(showing(page, TOTAL)).toBeVisible();
    await expect(cards(page)).toHaveCount(TOTAL);

    await filters.getByRole("link", { name: "Batteries" }).click();
    await expect(page).toHaveURL(/\?type=battery$/);
    await filters.getByRole("link", { name: "All Products" }).click();
    await expect(page).toHaveURL(at("/products"));
    await expect(cards(page)).toHaveCount(TOTAL);
  });

  test("a type filter link works without JavaScript too (server-rendered URL)", async ({ page }) => {
    const response = await page.goto("/products?type=battery");
    expect(response?.status()).toBe(200);
    await expect(showing(page, 10)).toBeVisible();
    await expect(cards(page).getByText("Battery", { exact: true })).toHaveCount(10);
  });

  test("search by brand narrows the list; no match shows the empty state", async ({ page }) => {
    await page.goto("/products");
    await waitForHydration(page);
    const search = productSearch(page);

    await search.fill("Microtek");
    await search.press("Enter");
    await expect(page).toHaveURL(/[?&]q=Microtek(&|$)/);
    const microtek = DEMO_PRODUCTS.filter((p) => p.brand === "Microtek");
    await expect(showing(page, microtek.length)).toBeVisible();
    await expect(cards(page)).toHaveCount(microtek.length);
    await expect.poll(async () => (await cardNames(page)).sort()).toEqual(microtek.map((p) => p.name).sort());
    await expect(search).toHaveValue("Microtek");

    // Case-insensitive, and the Search button submits too.
    await search.fill("exide tubelife");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=exide\+tubelife(&|$)/);
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, "Exide TubeLife 150")).toBeVisible();

    await search.fill("Tesla Powerwall");
    await search.press("Enter");
    await expect(page).toHaveURL(/[?&]q=Tesla\+Powerwall/);
    await expect(noProductsFound(page)).toBeVisible();
    await expect(showing(page, 0)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("search text with quotes, % and _ is taken literally and does not break the page", async ({ page }) => {
    for (const q of [`"Luminous"`, "%", "_", `it's 100%_off \\ "x"`, "' OR 1=1 --"]) {
      const response = await page.goto(`/products?q=${encodeURIComponent(q)}`);
      expect(response?.status(), q).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // No product name or brand contains these characters: a wildcard would have matched everything.
      await expect(noProductsFound(page)).toBeVisible();
      await expect(showing(page, 0)).toBeVisible();
      await expect(productSearch(page)).toHaveValue(q);
    }
    // Typed into the box as well, not only in the URL.
    await waitForHydration(page);
    const search = productSearch(page);
    await search.fill(`50% "off"_`);
    await search.press("Enter");
    await expect(page).toHaveURL(/[?&]q=50%25\+%22off%22_/);
    await expect(noProductsFound(page)).toBeVisible();
  });

  test("each sort orders the cards", async ({ page }) => {
    await page.goto("/products");
    await waitForHydration(page);
    const sort = page.getByRole("combobox", { name: "Sort products" });
    await expect(sort).toHaveValue("newest");
    const newestFirst = NEWEST_FIRST.map((p) => p.name);
    await expect.poll(() => cardNames(page)).toEqual(newestFirst);

    const prices = DEMO_PRODUCTS.map((p) => p.pricePaise);
    await sort.selectOption({ label: "Price: Low to High" });
    await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
    await expect(cards(page).first().getByText(PRICE)).toHaveText(rupees(Math.min(...prices)));
    await expect.poll(() => cardPrices(page)).toEqual([...prices].sort((a, b) => a - b));

    await sort.selectOption({ label: "Price: High to Low" });
    await expect(page).toHaveURL(/[?&]sort=price-desc(&|$)/);
    await expect(cards(page).first().getByText(PRICE)).toHaveText(rupees(Math.max(...prices)));
    await expect.poll(() => cardPrices(page)).toEqual([...prices].sort((a, b) => b - a));

    await sort.selectOption({ label: "Newest" });
    await expect(page).toHaveURL(/[?&]sort=newest(&|$)|\/products\??$/);
    await expect(cards(page).first().getByRole("heading")).toHaveText(newestFirst[0] ?? "");
    await expect.poll(() => cardNames(page)).toEqual(newestFirst);
  });

  test("sort keeps the type filter and the search", async ({ page }) => {
    await page.goto("/products?type=battery&q=exide");
    await waitForHydration(page);
    await page.getByRole("combobox", { name: "Sort products" }).selectOption({ label: "Price: High to Low" });
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(page).toHaveURL(/type=battery/);
    await expect(page).toHaveURL(/q=exide/);
    const exideBatteries = DEMO_PRODUCTS.filter((p) => p.type === "battery" && p.brand === "Exide");
    await expect(cards(page)).toHaveCount(exideBatteries.length);
    await expect.poll(() => cardPrices(page)).toEqual(exideBatteries.map((p) => p.pricePaise).sort((a, b) => b - a));
  });
});

test.describe("keyboard", () => {
  test("the sort select and search work from the keyboard", async ({ page }) => {
    await page.goto("/products");
    await waitForHydration(page);
    const search = productSearch(page);
    await tabTo(page, search);
    await page.keyboard.type("APC");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/q=APC/);
    const apc = DEMO_PRODUCTS.filter((p) => p.brand === "APC");
    await expect(cards(page)).toHaveCount(apc.length);

    // On the sort select, an arrow key picks the next order and keeps the search.
    await tabTo(page, page.getByRole("combobox", { name: "Sort products" }));
    await page.keyboard.press("ArrowDown");
    await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
    await expect(page).toHaveURL(/[?&]q=APC(&|$)/);
    await expect(cards(page)).toHaveCount(apc.length);
    await expect.poll(() => cardPrices(page)).toEqual(apc.map((p) => p.pricePaise).sort((a, b) => a - b));
  });
});

test.describe("accessibility (axe, WCAG 2.1 A/AA)", () => {
  test("a filtered, sorted listing", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/products?type=battery&sort=price-asc");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test("the empty search result", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/products?q=nothing-matches-this");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});
