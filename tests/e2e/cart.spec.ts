/**
 * The cart page (/cart): lines, quantities, the summary, remove and clear, the cart kept in
 * this browser, Continue to Checkout signed out and in, and the warnings that block checkout
 * (a changed price, a product no longer sold, more units than in stock, sold out), with axe
 * scans. Orders use products with plenty of stock (support/checkout.ts), so the catalogue
 * tests' stock badges stay as seeded.
 */
import { test, expect } from "./fixtures";
import { signInLink } from "./support/accounts";
import { rupees, waitForHydration } from "./support/catalogue";
import {
  cartBadge,
  cartLine,
  lineFor,
  lineNotice,
  LOW_STOCK,
  ORDERABLE,
  reloadAndHydrate,
  seedCart,
  SOLD_OUT,
  storedCart,
  summaryValue,
} from "./support/checkout";
import { at } from "./support/constants";

const A = ORDERABLE.inverter;
const B = ORDERABLE.ups;

test.describe("cart page", () => {
  test("lines, quantities, summary, remove, clear, and the cart survives a reload", async ({ page }) => {
    await seedCart(page, [await lineFor(page, A, 1), await lineFor(page, B, 2)]);
    await expect(page.getByRole("heading", { name: "Shopping Cart" })).toBeVisible();

    const lineA = cartLine(page, A.name);
    const lineB = cartLine(page, B.name);
    await expect(lineA.locator("img")).toHaveAttribute("src", A.images[0]!);
    await expect(lineA.getByText(A.brand, { exact: true })).toBeVisible();
    await expect(lineA.getByText(rupees(A.pricePaise), { exact: true })).toBeVisible();
    await expect(lineA.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    await expect(lineA.getByRole("button", { name: "Increase quantity" })).toBeEnabled();
    await expect(lineA.getByRole("button", { name: `Remove ${A.name}` })).toBeVisible();
    await expect(lineA.getByText(`Line total ${rupees(A.pricePaise)}`)).toBeVisible();
    await expect(lineB.getByRole("button", { name: "Decrease quantity" })).toBeEnabled();
    await expect(lineB.getByText(`Line total ${rupees(2 * B.pricePaise)}`)).toBeVisible();

    await expect(summaryValue(page, "Items")).toHaveText("3");
    await expect(summaryValue(page, "Delivery")).toHaveText("Calculated at checkout");
    await expect(summaryValue(page, "Subtotal")).toHaveText(rupees(A.pricePaise + 2 * B.pricePaise));
    await expect(cartBadge(page)).toHaveText("3");

    // Plus and minus.
    await lineA.getByRole("button", { name: "Increase quantity" }).click();
    await expect(lineA.getByRole("group", { name: `Quantity of ${A.name}` }).getByRole("status")).toHaveText("2");
    await expect(lineA.getByText(`Line total ${rupees(2 * A.pricePaise)}`)).toBeVisible();
    await expect(lineA.getByRole("button", { name: "Decrease quantity" })).toBeEnabled();
    await lineB.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(lineB.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    await expect(summaryValue(page, "Items")).toHaveText("3");
    await expect(summaryValue(page, "Subtotal")).toHaveText(rupees(2 * A.pricePaise + B.pricePaise));

    // Kept in this browser.
    await reloadAndHydrate(page);
    await expect(cartLine(page, A.name).getByText(`Line total ${rupees(2 * A.pricePaise)}`)).toBeVisible();
    await expect(summaryValue(page, "Items")).toHaveText("3");
    await expect(cartBadge(page)).toHaveText("3");

    // Remove one line, then clear the rest.
    await cartLine(page, B.name).getByRole("button", { name: `Remove ${B.name}` }).click();
    await expect(cartLine(page, B.name)).toHaveCount(0);
    await expect(summaryValue(page, "Items")).toHaveText("2");
    await page.getByRole("button", { name: "Clear cart" }).click();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(cartBadge(page)).toHaveCount(0);
    expect(await storedCart(page)).toEqual([]);
    await reloadAndHydrate(page);
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Continue Shopping" }).click();
    await expect(page).toHaveURL(at("/products"));
  });

  test("the cart comes after hydration on a first visit, and at once on a visit from another page", async ({ page }) => {
    // The server sends a placeholder (the cart lives in this browser); once the page is live
    // the cart replaces it (docs/decisions/034).
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(page.locator("[data-slot=skeleton]")).toHaveCount(0);

    // A visit by link, once the page is live, draws no placeholder at all.
    await page.goto("/products");
    await waitForHydration(page);
    await page.evaluate(() => {
      const seen = { placeholder: false };
      Object.assign(window, { seen });
      new MutationObserver(() => {
        seen.placeholder ||= document.querySelector("[data-slot=skeleton]") !== null;
      }).observe(document.body, { childList: true, subtree: true });
      Object.assign(window, { samePage: true });
    });
    await page.getByRole("link", { name: /^Cart/ }).click();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { seen: { placeholder: boolean } }).seen.placeholder)).toBe(false);
  });

  test("Continue to Checkout signed out goes to sign in with a notice", async ({ page }) => {
    await seedCart(page, [await lineFor(page, A)]);
    await expect(page.getByText("You will be asked to sign in first.")).toBeVisible();
    await page.getByRole("button", { name: "Continue to Checkout" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/sign-in");
    await expect(page.getByRole("status").filter({ hasText: "Please sign in to continue to checkout." })).toBeVisible();
    await expect(signInLink(page)).toBeVisible();
  });

  test("Continue to Checkout signed in goes to /user-info", async ({ page, customer }) => {
    void customer;
    // The signed-in cart is the shared page with the shopper's block (decision 029): the
    // button must know them as soon as it can be clicked.
    const cartPage = page.waitForResponse((response) => new URL(response.url()).pathname === "/cart");
    await seedCart(page, [await lineFor(page, A)]);
    expect((await cartPage).headers()["x-cache"]).toMatch(/^(HIT|MISS)$/);
    await page.getByRole("button", { name: "Continue to Checkout" }).click();
    await expect(page).toHaveURL(at("/user-info"));
    await expect(page.getByRole("heading", { name: "Shipping Information" })).toBeVisible();
  });

  test("a changed price is pointed out and updated; a product no longer sold blocks checkout", async ({
    page,
    customer,
  }) => {
    void customer;
    const stalePrice = A.pricePaise - 500_00;
    await seedCart(page, [
      await lineFor(page, A, 1, stalePrice),
      {
        product: { id: "00000000-0000-4000-8000-000000000000", name: "Retired Inverter 900", brand: "Gone", pricePaise: 4_999_00, image: null },
        quantity: 1,
      },
    ]);
    const lineA = cartLine(page, A.name);
    await expect(lineNotice(lineA)).toHaveText(`Price changed since you added it (was ${rupees(stalePrice)}).`);
    await expect(lineA.getByText(rupees(A.pricePaise), { exact: true })).toBeVisible();
    await expect(lineA.getByText(`Line total ${rupees(A.pricePaise)}`)).toBeVisible();

    const retired = cartLine(page, "Retired Inverter 900");
    await expect(lineNotice(retired)).toHaveText("This product is no longer sold. Please remove it.");
    const checkout = page.getByRole("button", { name: "Continue to Checkout" });
    await expect(checkout).toBeDisabled();
    await expect(page.getByText("Some items need your attention before checkout.")).toBeVisible();
    // The stored line now carries today's price.
    expect((await storedCart(page))?.[0]?.product.pricePaise).toBe(A.pricePaise);

    // Removing it unblocks checkout; a price change alone does not block.
    await retired.getByRole("button", { name: "Remove Retired Inverter 900" }).click();
    await expect(checkout).toBeEnabled();
    await expect(summaryValue(page, "Subtotal")).toHaveText(rupees(A.pricePaise));
  });

  test("more units than in stock, or a sold-out product, are marked and block checkout", async ({ page }) => {
    const stock = LOW_STOCK.stockQuantity!;
    await seedCart(page, [await lineFor(page, LOW_STOCK, stock + 2), await lineFor(page, SOLD_OUT, 1)]);
    const low = cartLine(page, LOW_STOCK.name);
    await expect(lineNotice(low)).toHaveText(`Only ${stock} left in stock. Please lower the quantity.`);
    await expect(lineNotice(cartLine(page, SOLD_OUT.name))).toHaveText("Out of Stock. Please remove it to continue.");
    const checkout = page.getByRole("button", { name: "Continue to Checkout" });
    await expect(checkout).toBeDisabled();

    await cartLine(page, SOLD_OUT.name).getByRole("button", { name: `Remove ${SOLD_OUT.name}` }).click();
    await expect(checkout).toBeDisabled();
    await low.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(lineNotice(low)).toHaveText(`Only ${stock} left in stock. Please lower the quantity.`);
    await low.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(lineNotice(low)).toHaveCount(0);
    await expect(checkout).toBeEnabled();
  });
});

test.describe("accessibility (axe, WCAG 2.1 A/AA)", () => {
  test("/cart with items", async ({ page, expectNoAxeViolations }) => {
    await seedCart(page, [await lineFor(page, A, 2), await lineFor(page, B, 1)]);
    await expect(cartLine(page, A.name)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("/cart with its warnings", async ({ page, expectNoAxeViolations }) => {
    await seedCart(page, [await lineFor(page, A, 1, A.pricePaise + 100_00), await lineFor(page, LOW_STOCK, 9)]);
    await expect(lineNotice(cartLine(page, LOW_STOCK.name))).toBeVisible();
    await expect(lineNotice(cartLine(page, A.name))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("/cart empty", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});
