/**
 * Foundation and catalogue: listing, filters, search, sort, product detail, 404s, header and
 * footer, toasts, mobile, keyboard, SEO, the JSON API and accessibility scans.
 * Runs against the 30-product demo catalogue (project "shop", port 3210); paging is in
 * catalogue-paging.spec.ts (project "large-catalogue").
 */
import { test, expect } from "./fixtures";
import {
  DEMO_PRODUCTS,
  PRICE,
  card,
  cardNames,
  cardPrices,
  cards,
  demoProduct,
  productIdByName,
  rupees,
  tabTo,
  waitForHydration,
} from "./support/catalogue";
import { CART_STORAGE_KEY, MAIN_URL } from "./support/constants";

const TOTAL = DEMO_PRODUCTS.length; // 30
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Demo products with the traits the cards must show.
const DISCOUNTED_FEATURED = demoProduct("Luminous PowerSine 1100"); // ₹7,490, MRP ₹8,990, featured
const OUT_OF_STOCK = demoProduct("Okaya ClearSine 1600 LCD");
const IN_STOCK_PLAIN = demoProduct("Microtek SineMax 950"); // no MRP, not featured

const TYPE_FILTERS = [
  { link: "Inverters", type: "inverter", badge: "Inverter" },
  { link: "UPS", type: "ups", badge: "UPS" },
  { link: "Batteries", type: "battery", badge: "Battery" },
] as const;

test.describe("product listing", () => {
  for (const path of ["/", "/products"]) {
    test(`${path} lists the whole catalogue`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(`Showing ${TOTAL} of ${TOTAL} products`, { exact: true })).toBeVisible();
      await expect(cards(page)).toHaveCount(TOTAL);

      // Every card, newest first: image, name link, rupee price, stock badge, View Details, Add to Cart.
      const newestFirst = [...DEMO_PRODUCTS].sort((a, b) => a.ageDays - b.ageDays);
      const all = cards(page);
      await expect(all.getByRole("heading")).toHaveText(newestFirst.map((p) => p.name));
      await expect(all.getByText(PRICE)).toHaveText(newestFirst.map((p) => rupees(p.pricePaise)));
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
        newestFirst.map((p) => ({
          image: p.name,
          link: expect.stringMatching(/^\/products\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
          inStock: p.inStock,
          addToCartDisabled: !p.inStock,
        })),
      );
      // The image is visible and named by the product (first card is above the fold).
      const first = newestFirst[0]!;
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

  test("the type filters narrow the list, and Back returns to the previous view", async ({ page }) => {
    await page.goto("/products");
    await waitForHydration(page);
    const filters = page.getByRole("navigation", { name: "Product type" });
    await expect(filters.getByRole("link", { name: "All Products" })).toHaveAttribute("aria-current", "page");

    for (const { link, type, badge } of TYPE_FILTERS) {
      await filters.getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(new URL(`/products?type=${type}`, MAIN_URL).href);
      const expected = DEMO_PRODUCTS.filter((p) => p.type === type).length;
      await expect(page.getByText(`Showing ${expected} of ${TOTAL} products`, { exact: true })).toBeVisible();
      await expect(cards(page)).toHaveCount(expected);
      await expect(cards(page).getByText(badge, { exact: true })).toHaveCount(expected);
      await expect(filters.getByRole("link", { name: link, exact: true })).toHaveAttribute("aria-current", "page");
    }

    // Back: Batteries → UPS → Inverters → everything.
    await page.goBack();
    await expect(page).toHaveURL(/\?type=ups$/);
    await expect(page.getByText(`Showing 10 of ${TOTAL} products`, { exact: true })).toBeVisible();
    await expect(cards(page).first().getByText("UPS", { exact: true })).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new URL("/products", MAIN_URL).href);
    await expect(page.getByText(`Showing ${TOTAL} of ${TOTAL} products`, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(TOTAL);

    await filters.getByRole("link", { name: "Batteries" }).click();
    await expect(page).toHaveURL(/\?type=battery$/);
    await filters.getByRole("link", { name: "All Products" }).click();
    await expect(page).toHaveURL(new URL("/products", MAIN_URL).href);
    await expect(cards(page)).toHaveCount(TOTAL);
  });

  test("a type filter link works without JavaScript too (server-rendered URL)", async ({ page }) => {
    const response = await page.goto("/products?type=battery");
    expect(response?.status()).toBe(200);
    await expect(page.getByText(`Showing 10 of ${TOTAL} products`, { exact: true })).toBeVisible();
    await expect(cards(page).getByText("Battery", { exact: true })).toHaveCount(10);
  });

  test("search by brand narrows the list; no match shows the empty state", async ({ page }) => {
    await page.goto("/products");
    await waitForHydration(page);
    const search = page.getByRole("searchbox", { name: "Search products by name or brand" });

    await search.fill("Microtek");
    await search.press("Enter");
    await expect(page).toHaveURL(/[?&]q=Microtek(&|$)/);
    const microtek = DEMO_PRODUCTS.filter((p) => p.brand === "Microtek");
    await expect(page.getByText(`Showing ${microtek.length} of ${TOTAL} products`, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(microtek.length);
    expect((await cardNames(page)).sort()).toEqual(microtek.map((p) => p.name).sort());
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
    await expect(page.getByText("No products found matching your criteria.", { exact: true })).toBeVisible();
    await expect(page.getByText(`Showing 0 of ${TOTAL} products`, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("search text with quotes, % and _ is taken literally and does not break the page", async ({ page }) => {
    for (const q of [`"Luminous"`, "%", "_", `it's 100%_off \\ "x"`, "' OR 1=1 --"]) {
      const response = await page.goto(`/products?q=${encodeURIComponent(q)}`);
      expect(response?.status(), q).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // No product name or brand contains these characters: a wildcard would have matched everything.
      await expect(page.getByText("No products found matching your criteria.", { exact: true })).toBeVisible();
      await expect(page.getByText(`Showing 0 of ${TOTAL} products`, { exact: true })).toBeVisible();
      await expect(page.getByRole("searchbox", { name: "Search products by name or brand" })).toHaveValue(q);
    }
    // Typed into the box as well, not only in the URL.
    await waitForHydration(page);
    const search = page.getByRole("searchbox", { name: "Search products by name or brand" });
    await search.fill(`50% "off"_`);
    await search.press("Enter");
    await expect(page).toHaveURL(/[?&]q=50%25\+%22off%22_/);
    await expect(page.getByText("No products found matching your criteria.", { exact: true })).toBeVisible();
  });

  test("each sort orders the cards", async ({ page }) => {
    await page.goto("/products");
    await waitForHydration(page);
    const sort = page.getByRole("combobox", { name: "Sort products" });
    await expect(sort).toHaveValue("newest");
    const newestFirst = [...DEMO_PRODUCTS].sort((a, b) => a.ageDays - b.ageDays).map((p) => p.name);
    expect(await cardNames(page)).toEqual(newestFirst);

    const prices = DEMO_PRODUCTS.map((p) => p.pricePaise);
    await sort.selectOption({ label: "Price: Low to High" });
    await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
    await expect(cards(page).first().getByText(PRICE)).toHaveText(rupees(Math.min(...prices)));
    expect(await cardPrices(page)).toEqual([...prices].sort((a, b) => a - b));

    await sort.selectOption({ label: "Price: High to Low" });
    await expect(page).toHaveURL(/[?&]sort=price-desc(&|$)/);
    await expect(cards(page).first().getByText(PRICE)).toHaveText(rupees(Math.max(...prices)));
    expect(await cardPrices(page)).toEqual([...prices].sort((a, b) => b - a));

    await sort.selectOption({ label: "Newest" });
    await expect(page).toHaveURL(/[?&]sort=newest(&|$)|\/products\??$/);
    await expect(cards(page).first().getByRole("heading")).toHaveText(newestFirst[0] ?? "");
    expect(await cardNames(page)).toEqual(newestFirst);
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
    expect(await cardPrices(page)).toEqual(exideBatteries.map((p) => p.pricePaise).sort((a, b) => b - a));
  });
});

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
    await expect(
      page.getByText("No reviews yet. Be the first to review this product!", { exact: true }),
    ).toBeVisible();
  });

  test("the quantity picker starts at 1 and cannot go below it", async ({ page }) => {
    await page.goto(`/products/${await productIdByName(page, IN_STOCK_PLAIN.name)}`);
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
    await page.goto(`/products/${await productIdByName(page, OUT_OF_STOCK.name)}`);
    await expect(page.getByRole("main").getByText("Out of Stock", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /Add to Cart/ })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
  });

  test("thumbnails switch the main image", async ({ page }) => {
    const product = DISCOUNTED_FEATURED;
    await page.goto(`/products/${await productIdByName(page, product.name)}`);
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
    const id = await productIdByName(page, DISCOUNTED_FEATURED.name);
    const otherId = await productIdByName(page, IN_STOCK_PLAIN.name);
    await page.goto(`/products/${id}`);
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
    await expect(
      page.getByText("No reviews yet. Be the first to review this product!", { exact: true }),
    ).toBeVisible();
  });

  for (const id of ["00000000-0000-0000-0000-000000000000", "not-a-uuid"]) {
    test(`unknown product ${id} shows 'Product Not Found' with status 404`, async ({ page }) => {
      const response = await page.goto(`/products/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
      const back = page.getByRole("main").getByRole("link", { name: /Products/ });
      await expect(back).toHaveAttribute("href", "/products");
      await back.click();
      await expect(page).toHaveURL(new URL("/products", MAIN_URL).href);
      await expect(cards(page)).toHaveCount(TOTAL);
    });
  }
});

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
      await expect(page).toHaveURL(`${MAIN_URL}/`);
      await expect(cards(page)).toHaveCount(TOTAL);
    });
  }
});

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
    await expect(page.getByTestId("cart-badge")).toHaveCount(0);

    await nav.getByRole("link", { name: "Products", exact: true }).click();
    await expect(page).toHaveURL(new URL("/products", MAIN_URL).href);
  });

  test("the cart badge counts the items kept in this browser", async ({ page }) => {
    const a = DISCOUNTED_FEATURED;
    const b = IN_STOCK_PLAIN;
    const idA = await productIdByName(page, a.name);
    const idB = await productIdByName(page, b.name);
    await page.goto("/products");
    await waitForHydration(page);
    await expect(page.getByTestId("cart-badge")).toHaveCount(0);

    const line = (id: string, p: typeof a, quantity: number) => ({
      product: { id, name: p.name, brand: p.brand, pricePaise: p.pricePaise, image: p.images[0] ?? null },
      quantity,
    });
    await page.evaluate(
      ([key, value]) => window.localStorage.setItem(key, value),
      [CART_STORAGE_KEY, JSON.stringify([line(idA, a, 2), line(idB, b, 1)])] as const,
    );
    await page.reload();
    await expect(page.getByTestId("cart-badge")).toHaveText("3");
    await expect(page.getByRole("banner").getByRole("link", { name: "Cart 3 items" })).toBeVisible();

    // A damaged stored cart counts as empty instead of breaking the page.
    await page.evaluate((key) => window.localStorage.setItem(key, "{not json"), CART_STORAGE_KEY);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("cart-badge")).toHaveCount(0);
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
    await expect(footer).toContainText("©");
    await expect(footer).toContainText(String(new Date().getFullYear()));
  });

  test("Add to Cart while signed out asks to sign in (toast)", async ({ page }) => {
    await page.goto("/products");
    await waitForHydration(page);
    await card(page, IN_STOCK_PLAIN.name).getByRole("button", { name: "Add to Cart" }).click();
    const notifications = page.getByRole("region", { name: /Notifications/ });
    await expect(notifications.getByText("Please sign in", { exact: true })).toBeVisible();
    await expect(notifications.getByText("You need to sign in to add items to cart", { exact: true })).toBeVisible();
    // Nothing was added.
    await expect(page.getByTestId("cart-badge")).toHaveCount(0);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY)).toBeNull();
    // One toast at a time.
    await card(page, DISCOUNTED_FEATURED.name).getByRole("button", { name: "Add to Cart" }).click();
    await expect(notifications.getByText("Please sign in", { exact: true })).toHaveCount(1);
    await notifications.getByRole("button", { name: "Close" }).click();
    await expect(notifications.getByText("Please sign in", { exact: true })).toHaveCount(0);
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
    await expect(page).toHaveURL(new URL("/track-order", MAIN_URL).href);
  });

  test("the product detail does not scroll sideways either", async ({ page }) => {
    await page.goto(`/products/${await productIdByName(page, DISCOUNTED_FEATURED.name)}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
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
    await expect(page.getByRole("searchbox", { name: "Search products by name or brand" })).toBeFocused();

    const upsFilter = page.getByRole("navigation", { name: "Product type" }).getByRole("link", { name: "UPS" });
    await tabTo(page, upsFilter);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?type=ups$/);
    await expect(page.getByText(`Showing 10 of ${TOTAL} products`, { exact: true })).toBeVisible();
  });

  test("the sort select and search work from the keyboard", async ({ page }) => {
    await page.goto("/products");
    await waitForHydration(page);
    const search = page.getByRole("searchbox", { name: "Search products by name or brand" });
    await tabTo(page, search);
    await page.keyboard.type("APC");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/q=APC/);
    const apc = DEMO_PRODUCTS.filter((p) => p.brand === "APC");
    await expect(cards(page)).toHaveCount(apc.length);
  });
});

test.describe("SEO", () => {
  test("the listing has a title, description, canonical link and Open Graph title", async ({ page }) => {
    await page.goto("/products?type=ups");
    await expect(page).toHaveTitle(/UPS.*HAL Power Solutions/);
    const title = await page.title();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S{10,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${MAIN_URL}/products?type=ups`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);

    await page.goto("/products");
    await expect(page).toHaveTitle(/HAL Power Solutions/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${MAIN_URL}/products`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    // Search results are not for indexing.
    await page.goto("/products?q=exide");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("the product page has its own title, description, canonical link and Product JSON-LD", async ({ page }) => {
    const product = DISCOUNTED_FEATURED;
    const id = await productIdByName(page, product.name);
    await page.goto(`/products/${id}`);
    await expect(page).toHaveTitle(new RegExp(product.name));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", product.shortDescription);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${MAIN_URL}/products/${id}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(product.name));

    const jsonLd = page.locator('script[type="application/ld+json"]');
    await expect(jsonLd).toHaveCount(1);
    const data = JSON.parse((await jsonLd.textContent()) ?? "null") as {
      "@type": string;
      name: string;
      brand: { name: string };
      offers: { priceCurrency: string; price: string; availability: string };
    };
    expect(data["@type"]).toBe("Product");
    expect(data.name).toBe(product.name);
    expect(data.brand.name).toBe(product.brand);
    expect(data.offers.priceCurrency).toBe("INR");
    expect(Number(data.offers.price)).toBe(product.pricePaise / 100);
    expect(data.offers.availability).toBe("https://schema.org/InStock");
  });

  test("sitemap index, product sitemap and robots.txt", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
    const robotsText = await robots.text();
    expect(robotsText).toMatch(/^User-agent: \*$/m);
    expect(robotsText).toMatch(new RegExp(`^Sitemap: ${MAIN_URL}/sitemap\\.xml$`, "m"));

    const index = await request.get("/sitemap.xml");
    expect(index.status()).toBe(200);
    expect(index.headers()["content-type"]).toMatch(/^(application|text)\/xml/);
    const indexXml = await index.text();
    expect(indexXml).toContain("<sitemapindex");
    expect(indexXml).toContain(`<loc>${MAIN_URL}/sitemaps/products-1.xml</loc>`);

    const products = await request.get("/sitemaps/products-1.xml");
    expect(products.status()).toBe(200);
    expect(products.headers()["content-type"]).toMatch(/^(application|text)\/xml/);
    const productsXml = await products.text();
    expect(productsXml).toContain("<urlset");
    const urls = [...productsXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toHaveLength(TOTAL);
    for (const url of urls) expect(url).toMatch(new RegExp(`^${MAIN_URL}/products/[0-9a-f-]{36}$`));

    expect((await request.get("/sitemaps/products-2.xml")).status()).toBe(404);
  });
});

test.describe("JSON API", () => {
  test("GET /api/products pages the catalogue", async ({ request }) => {
    const response = await request.get("/api/products?limit=24");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    const body = (await response.json()) as {
      products: { id: string; name: string; pricePaise: number }[];
      total: number;
      pageCount: number;
    };
    expect(body.products).toHaveLength(24);
    expect(body.total).toBe(TOTAL);
    expect(body.pageCount).toBe(2);
    for (const product of body.products) {
      expect(product.id).toMatch(UUID);
      expect(Number.isInteger(product.pricePaise)).toBe(true);
    }

    const second = (await (await request.get("/api/products?limit=24&page=2")).json()) as typeof body;
    expect(second.products).toHaveLength(TOTAL - 24);
    const ids = new Set([...body.products, ...second.products].map((p) => p.id));
    expect(ids.size).toBe(TOTAL);

    const ups = (await (await request.get("/api/products?type=ups&limit=100")).json()) as typeof body;
    expect(ups.products).toHaveLength(10);
  });

  test("GET /api/products/:id returns the product; an unknown id is a JSON 404", async ({ request }) => {
    const list = (await (await request.get("/api/products?q=PowerSine+1100")).json()) as {
      products: { id: string; name: string }[];
    };
    const id = list.products.find((p) => p.name === DISCOUNTED_FEATURED.name)?.id;
    expect(id).toMatch(UUID);

    const response = await request.get(`/api/products/${id}`);
    expect(response.status()).toBe(200);
    const { product } = (await response.json()) as {
      product: { id: string; name: string; brand: string; pricePaise: number; originalPricePaise: number };
    };
    expect(product).toMatchObject({
      id,
      name: DISCOUNTED_FEATURED.name,
      brand: DISCOUNTED_FEATURED.brand,
      pricePaise: DISCOUNTED_FEATURED.pricePaise,
      originalPricePaise: DISCOUNTED_FEATURED.originalPricePaise,
    });

    for (const unknown of ["00000000-0000-0000-0000-000000000000", "not-a-uuid"]) {
      const missing = await request.get(`/api/products/${unknown}`);
      expect(missing.status(), unknown).toBe(404);
      expect(missing.headers()["content-type"]).toMatch(/^application\/json/);
      expect(await missing.json()).toEqual({ error: expect.any(String) });
    }
  });
});

test.describe("accessibility (axe, WCAG 2.1 A/AA)", () => {
  test("the listing", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/products");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

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

  test("the product detail", async ({ page, expectNoAxeViolations }) => {
    await page.goto(`/products/${await productIdByName(page, DISCOUNTED_FEATURED.name)}`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test("'Product Not Found'", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/products/00000000-0000-0000-0000-000000000000");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test("the 404 page", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/no/such/page");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test("the sign-in toast", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/products");
    await waitForHydration(page);
    await card(page, IN_STOCK_PLAIN.name).getByRole("button", { name: "Add to Cart" }).click();
    const toast = page.getByRole("region", { name: /Notifications/ }).getByText("Please sign in");
    await expect(toast).toBeVisible();
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
