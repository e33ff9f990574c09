/**
 * Putting products in the cart from the listing and the product page: signed out (asked to
 * sign in, nothing added), signed in ('Added to cart', the badge, the picked quantity, the
 * same product again raising its line), and the stock limits of the quantity picker.
 * Each signed-in test registers its own customer (the `customer` fixture).
 */
import { test, expect } from "./fixtures";
import { expectToast } from "./support/accounts";
import { card, openProduct, waitForHydration } from "./support/catalogue";
import { cartBadge, LOW_STOCK, ORDERABLE, SOLD_OUT, storedCart } from "./support/checkout";

const A = ORDERABLE.inverter;
const B = ORDERABLE.ups;

test.describe("adding to the cart", () => {
  test("signed out: the listing asks to sign in and adds nothing; the detail page's button is disabled", async ({
    page,
  }) => {
    await page.goto("/products");
    await waitForHydration(page);
    await card(page, A.name).getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, "Please sign in", "You need to sign in to add items to cart", "destructive");
    await expect(cartBadge(page)).toHaveCount(0);
    expect(await storedCart(page)).toBeNull();

    await openProduct(page, A.name);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Sign in to Add to Cart" })).toBeDisabled();
    await expect(cartBadge(page)).toHaveCount(0);
    expect(await storedCart(page)).toBeNull();
  });

  test("signed in: 'Added to cart', the badge counts; the detail page adds the picked quantity; again raises it", async ({
    page,
    customer,
  }) => {
    void customer;
    await page.goto("/products");
    await waitForHydration(page);
    await card(page, A.name).getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, "Added to cart", `${A.name} has been added to your cart`);
    await expect(cartBadge(page)).toHaveText("1");
    await expect(page.getByRole("banner").getByRole("link", { name: "Cart 1 item" })).toBeVisible();

    await card(page, B.name).getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, "Added to cart", `${B.name} has been added to your cart`);
    await expect(cartBadge(page)).toHaveText("2");

    // Detail page: pick 3 with the quantity picker (minimum 1), add.
    const idA = await openProduct(page, A.name);
    await waitForHydration(page);
    const picker = page.getByRole("group", { name: "Quantity" });
    await expect(picker.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    await picker.getByRole("button", { name: "Increase quantity" }).click();
    await picker.getByRole("button", { name: "Increase quantity" }).click();
    await expect(picker.getByRole("status")).toHaveText("3");
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expectToast(page, "Added to cart", `${A.name} has been added to your cart`);
    await expect(cartBadge(page)).toHaveText("5");

    // The same product again: its line grows (1 + 3 + 1), no second line.
    await page.getByRole("button", { name: "Decrease quantity" }).click();
    await page.getByRole("button", { name: "Decrease quantity" }).click();
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(cartBadge(page)).toHaveText("6");
    const stored = await storedCart(page);
    expect(stored?.map((line) => [line.product.name, line.quantity])).toEqual([
      [A.name, 5],
      [B.name, 1],
    ]);
    expect(stored?.[0]?.product).toMatchObject({ id: idA, brand: A.brand, pricePaise: A.pricePaise });
  });

  test("the detail page's quantity picker stops at the units in stock; a sold-out product cannot be added", async ({
    page,
    customer,
  }) => {
    void customer;
    await openProduct(page, LOW_STOCK.name);
    await waitForHydration(page);
    const picker = page.getByRole("group", { name: "Quantity" });
    const plus = picker.getByRole("button", { name: "Increase quantity" });
    for (let i = 1; i < LOW_STOCK.stockQuantity!; i++) await plus.click();
    await expect(picker.getByRole("status")).toHaveText(String(LOW_STOCK.stockQuantity));
    await expect(plus).toBeDisabled();

    await openProduct(page, SOLD_OUT.name);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeDisabled();
  });
});
