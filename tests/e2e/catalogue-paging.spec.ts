/**
 * Paging, against the large catalogue (project "large-catalogue", E2E_PORT_BASE + 1): the 30 demo
 * products plus 70 synthetic ones, 100 in all, 48 cards per page → pages of 48, 48 and 4.
 */
import { test, expect } from "./fixtures";
import { cardNames, cards, countLine, tabTo, waitForHydration } from "./support/catalogue";
import { LARGE_URL } from "./support/constants";

const TOTAL = 100;
const PAGE_SIZE = 48;
const LAST_PAGE = 3;
const ON_LAST_PAGE = TOTAL - PAGE_SIZE * (LAST_PAGE - 1); // 4

test("the listing pages through 100 products with links, Previous/Next and Back", async ({ page }) => {
  await page.goto("/products");
  await expect(page.getByText(`Showing ${TOTAL} of ${TOTAL} products`, { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await waitForHydration(page);

  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expect(pagination.getByRole("link", { name: "Previous" })).toHaveCount(0);
  const firstPageNames = await cardNames(page);

  await pagination.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(`${LARGE_URL}/products?page=2`);
  await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await expect(cards(page).first().getByRole("heading")).not.toHaveText(firstPageNames[0] ?? "");
  const secondPageNames = await cardNames(page);
  expect(secondPageNames.filter((name) => firstPageNames.includes(name))).toEqual([]);
  // The count line keeps its meaning on every page.
  await expect(countLine(page)).toHaveText(`Showing ${TOTAL} of ${TOTAL} products`);

  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(`${LARGE_URL}/products?page=3`);
  await expect(cards(page)).toHaveCount(ON_LAST_PAGE);
  await expect(pagination.getByRole("link", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
  await expect(pagination.getByRole("link", { name: "Next" })).toHaveCount(0);

  await pagination.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(`${LARGE_URL}/products?page=2`);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);

  // Back: page 2 ← page 3 ← page 2 ← page 1.
  await page.goBack();
  await expect(page).toHaveURL(`${LARGE_URL}/products?page=3`);
  await expect(cards(page)).toHaveCount(ON_LAST_PAGE);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(`${LARGE_URL}/products`);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  // The URL changes before the page's data arrives: wait for page 1's cards, not page 2's.
  await expect(cards(page).getByRole("heading")).toHaveText(firstPageNames);
});

test("all 100 products appear exactly once across the pages", async ({ page }) => {
  const links: string[] = [];
  for (let p = 1; p <= LAST_PAGE; p++) {
    await page.goto(`/products?sort=price-asc&page=${p}`);
    await expect(cards(page)).toHaveCount(p === LAST_PAGE ? ON_LAST_PAGE : PAGE_SIZE);
    links.push(
      ...(await cards(page)
        .getByRole("heading")
        .getByRole("link")
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""))),
    );
  }
  expect(links).toHaveLength(TOTAL);
  expect(new Set(links).size).toBe(TOTAL);
});

test("a filter or a new search starts again at page 1", async ({ page }) => {
  await page.goto("/products?page=2");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Product type" }).getByRole("link", { name: "Batteries" }).click();
  await expect(page).toHaveURL(`${LARGE_URL}/products?type=battery`);
  await expect(countLine(page)).toHaveText(/^Showing \d+ of 100 products$/);

  await page.goto("/products?page=2");
  await waitForHydration(page);
  const search = page.getByRole("searchbox", { name: "Search products by name or brand" });
  await search.fill("Luminous");
  await search.press("Enter");
  await expect(page).toHaveURL(/[?&]q=Luminous/);
  expect(new URL(page.url()).searchParams.has("page")).toBe(false);
  await expect(countLine(page)).toHaveText(/^Showing [1-9]\d* of 100 products$/);
  await expect(cards(page).first()).toBeVisible();
});

test("a hand-edited page beyond the end shows the last page", async ({ page }) => {
  const response = await page.goto("/products?page=999");
  expect(response?.status()).toBe(200);
  await expect(cards(page)).toHaveCount(ON_LAST_PAGE);
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination.getByRole("link", { name: `Page ${LAST_PAGE}` })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(`Showing ${TOTAL} of ${TOTAL} products`, { exact: true })).toBeVisible();
});

test("nonsense parameters show the default listing, not an error", async ({ page }) => {
  for (const search of ["?page=abc&type=nonsense&sort=x", "?page=-1", "?page=0", "?page=1e3", "?type=&sort=&page="]) {
    const response = await page.goto(`/products${search}`);
    expect(response?.status(), search).toBe(200);
    await expect(page.getByText(`Showing ${TOTAL} of ${TOTAL} products`, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(
      page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 1" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("navigation", { name: "Product type" }).getByRole("link", { name: "All Products" }))
      .toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("combobox", { name: "Sort products" })).toHaveValue("newest");
  }
});

test("pagination is reachable by keyboard", async ({ page }) => {
  await page.goto("/products");
  await waitForHydration(page);
  // Start from the last card (tabbing through 48 cards first only costs time), then Tab on.
  await cards(page).last().getByRole("link", { name: "View Details" }).focus();
  const pageOne = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 1" });
  const pageTwo = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" });
  await tabTo(page, pageOne, 3);
  await page.keyboard.press("Tab");
  await expect(pageTwo).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${LARGE_URL}/products?page=2`);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
});

test("the paged listing passes axe", async ({ page, expectNoAxeViolations }) => {
  await page.goto("/products?page=2");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});
