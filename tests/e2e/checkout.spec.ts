/**
 * Cart, checkout, orders and tracking: adding to the cart, the cart page and its warnings
 * (price changes, products no longer sold, stock), the shipping form and its rules, delivery
 * charges, payment by UPI with the order confirmation, My Orders, and the public tracking
 * page (which must show no personal data), with accessibility scans of each screen.
 *
 * Each test that needs a customer registers its own (the `customer` fixture: one POST, the
 * page signed in), so orders never mix between tests. Orders use products with plenty of
 * stock (support/checkout.ts), so the catalogue tests' stock badges stay as seeded.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectToast, signInLink, toast } from "./support/accounts";
import { card, demoProduct, productIdByName, rupees, waitForHydration } from "./support/catalogue";
import {
  cartBadge,
  cartLine,
  confirmedOrderId,
  DELIVERY_ELSEWHERE,
  DELIVERY_TAMIL_NADU,
  fillShipping,
  lineFor,
  lineNotice,
  LOW_STOCK,
  ORDER_ID,
  orderCard,
  orderThroughPayment,
  ORDERABLE,
  placeOrder,
  placeOrderButton,
  reloadAndHydrate,
  seedCart,
  seedCheckout,
  shippingDetails,
  shippingField,
  SOLD_OUT,
  stateSelect,
  storedCart,
  storedCheckout,
  summaryValue,
  TIMELINE_STATUSES,
  type ShippingDetails,
} from "./support/checkout";
import { at, MAIN_URL } from "./support/constants";

const A = ORDERABLE.inverter;
const B = ORDERABLE.ups;
const C = ORDERABLE.battery;

/** The shop's UPI payee (the server's defaults: UPI_VPA and UPI_PAYEE_NAME are not set in tests). */
const UPI_VPA = "halpower@okaxis";
const UPI_PAYEE = "HAL Power Solutions";

/** A UPI deep link's parameters, checked for %20 (never +) and decoded. */
function parseUpiLink(link: string): Record<string, string> {
  expect(link).toMatch(/^upi:\/\/pay\?/);
  expect(link, "spaces are %20 in a UPI link, never +").not.toContain("+");
  expect(link).not.toContain(" ");
  const query = link.slice("upi://pay?".length);
  return Object.fromEntries(
    query.split("&").map((pair) => {
      const [key = "", value = ""] = pair.split("=");
      return [key, decodeURIComponent(value)];
    }),
  );
}

function paiseAsDecimal(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

/** The page's visible text, for checks that something is nowhere on it. */
async function pageText(page: Page): Promise<string> {
  return page.locator("body").innerText();
}

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

    await page.goto(`/products/${await productIdByName(page, A.name)}`);
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
    const idA = await productIdByName(page, A.name);
    await page.goto(`/products/${idA}`);
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
    await page.goto(`/products/${await productIdByName(page, LOW_STOCK.name)}`);
    await waitForHydration(page);
    const picker = page.getByRole("group", { name: "Quantity" });
    const plus = picker.getByRole("button", { name: "Increase quantity" });
    for (let i = 1; i < LOW_STOCK.stockQuantity!; i++) await plus.click();
    await expect(picker.getByRole("status")).toHaveText(String(LOW_STOCK.stockQuantity));
    await expect(plus).toBeDisabled();

    await page.goto(`/products/${await productIdByName(page, SOLD_OUT.name)}`);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeDisabled();
  });
});

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
    await seedCart(page, [await lineFor(page, A)]);
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

test.describe("shipping information", () => {
  test("signed out goes to sign in; an empty cart goes back to the cart", async ({ page, register }) => {
    await page.goto("/user-info");
    await expect(page).toHaveURL((url) => url.pathname === "/sign-in" && url.searchParams.get("redirectTo") === "/user-info");

    await register();
    await page.goto("/user-info");
    await expect(page).toHaveURL(at("/cart"));
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  });

  test("prefilled name and e-mail, every rule's message on leaving a field, delivery by state, then on to payment", async ({
    page,
    customer,
    expectNoAxeViolations,
  }) => {
    const lines = [await lineFor(page, A, 2), await lineFor(page, C, 1)];
    const subtotal = 2 * A.pricePaise + C.pricePaise;
    await seedCart(page, lines, "/user-info");
    await expect(page.getByRole("heading", { name: "Shipping Information" })).toBeVisible();
    await expect(shippingField(page, "fullName")).toHaveValue(customer.username);
    await expect(shippingField(page, "email")).toHaveValue(customer.email);

    const form = page.getByRole("form", { name: "Shipping Information" });
    const expectError = async (field: Parameters<typeof shippingField>[1], value: string, message: string) => {
      const input = shippingField(page, field);
      await input.fill(value);
      await input.blur();
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(message);
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    };
    // Nothing shows before a field has been left.
    await expect(form.getByText(/is required$/)).toHaveCount(0);

    await expectError("fullName", "", "Full name is required");
    await expectError("fullName", "   ", "Full name is required");
    await expectError("mobile", "", "Mobile number is required");
    await expectError("mobile", "12345", "Please enter a valid 10-digit mobile number");
    await expectError("mobile", "5876543210", "Please enter a valid 10-digit mobile number");
    await expectError("email", "", "Email is required");
    await expectError("email", "meena.example.test", "Please enter a valid email address");
    await expectError("address", "", "Address is required");
    await expectError("city", "", "City is required");
    await expectError("pincode", "", "Pincode is required");
    await expectError("pincode", "6000", "Please enter a valid 6-digit pincode");
    await expectError("pincode", "60000a", "Please enter a valid 6-digit pincode");
    // Leaving the state unchosen: 'State is required'. The landmark is optional.
    await stateSelect(page).focus();
    await stateSelect(page).blur();
    await expect(form.getByText("State is required", { exact: true })).toBeVisible();
    await shippingField(page, "landmark").focus();
    await shippingField(page, "landmark").blur();
    await expect(shippingField(page, "landmark")).not.toHaveAttribute("aria-invalid", "true");

    // No state yet: 'Select state', no total, and the button waits.
    const submit = page.getByRole("button", { name: "Continue to Payment" });
    await expect(summaryValue(page, "Delivery")).toHaveText("Select state");
    await expect(summaryValue(page, "Total")).toHaveCount(0);
    await expect(summaryValue(page, "Subtotal")).toHaveText(rupees(subtotal));
    await expect(submit).toBeDisabled();
    await expect(stateSelect(page)).toHaveValue("");
    await expect(stateSelect(page).locator("option")).toHaveCount(37); // 'Select state' + 36

    await expectNoAxeViolations(page, { soft: true });

    await stateSelect(page).selectOption("Kerala");
    await expect(summaryValue(page, "Delivery")).toHaveText("₹1,499");
    await expect(summaryValue(page, "Total")).toHaveText(rupees(subtotal + DELIVERY_ELSEWHERE));
    await stateSelect(page).selectOption("Tamil Nadu");
    await expect(summaryValue(page, "Delivery")).toHaveText("₹999");
    await expect(summaryValue(page, "Total")).toHaveText(rupees(subtotal + DELIVERY_TAMIL_NADU));
    await expect(submit).toBeEnabled();

    // Submitting with errors left goes nowhere and shows them all.
    await submit.click();
    await expect(page).toHaveURL(at("/user-info"));

    const details = shippingDetails({ fullName: customer.username, email: customer.email, state: "Tamil Nadu" });
    await fillShipping(page, details);
    for (const message of [/is required$/, /^Please enter a valid/]) await expect(form.getByText(message)).toHaveCount(0);
    await submit.click();
    await expect(page).toHaveURL(at("/payment"));
    await expect(page.getByRole("heading", { name: "Payment", exact: true })).toBeVisible();

    const saved = await storedCheckout(page);
    expect(saved).toMatchObject({
      userInfo: {
        fullName: details.fullName,
        mobile: details.mobile,
        email: details.email,
        address: details.address,
        city: details.city,
        pincode: details.pincode,
        state: "Tamil Nadu",
        landmark: details.landmark,
      },
      items: lines,
      subtotalPaise: subtotal,
      deliveryChargePaise: DELIVERY_TAMIL_NADU,
      totalPaise: subtotal + DELIVERY_TAMIL_NADU,
    });
  });
});

test.describe("payment and confirmation", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("without checkout data /payment goes back to the cart", async ({ page, customer }) => {
    void customer;
    await page.goto("/payment");
    await expect(page).toHaveURL(at("/cart"));
  });

  test("from cart to confirmation: UPI only, the order toast, the UPI QR and link, copy, cart emptied, UTR", async ({
    page,
    context,
    customer,
    expectNoAxeViolations,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: MAIN_URL });
    const lines = [await lineFor(page, A, 1), await lineFor(page, B, 1)];
    const subtotal = A.pricePaise + B.pricePaise;
    const total = subtotal + DELIVERY_ELSEWHERE;
    await seedCart(page, lines);
    await page.getByRole("button", { name: "Continue to Checkout" }).click();
    await expect(page).toHaveURL(at("/user-info"));
    await waitForHydration(page);
    const details = shippingDetails({ fullName: "Ravi Kumar", email: customer.email, state: "Karnataka", city: "Bengaluru", pincode: "560001" });
    await fillShipping(page, details);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page).toHaveURL(at("/payment"));

    // The payment page: UPI chosen, Cash on Delivery not available, shipping after payment.
    const upi = page.getByRole("radio", { name: /UPI/ });
    await expect(upi).toBeChecked();
    const cod = page.getByRole("radio", { name: /Cash on Delivery/ });
    await expect(cod).toBeDisabled();
    await expect(page.locator("label").filter({ hasText: "Cash on Delivery" })).toContainText("Not available");
    await expect(page.getByText(/Shipping begins once we confirm your payment\./).first()).toBeVisible();
    await expect(summaryValue(page, "Items")).toHaveText("2");
    await expect(summaryValue(page, "Delivery")).toHaveText("₹1,499");
    await expect(summaryValue(page, "Total")).toHaveText(rupees(total));
    const shipTo = page.getByRole("region", { name: "Shipping to" });
    await expect(shipTo).toContainText(details.fullName);
    await expect(shipTo).toContainText(details.address);
    await expect(placeOrderButton(page)).toHaveText(`Place Order · ${rupees(total)}`);
    await expectNoAxeViolations(page, { soft: true });

    const orderId = await placeOrder(page);
    await expectToast(page, "Order Placed Successfully!", `Your order ID is ${orderId}`);
    await expect(page).toHaveURL((url) => url.pathname === "/payment" && url.searchParams.get("order") === orderId);
    await expect(page.getByText(`Total: ${rupees(total)}`)).toBeVisible();

    // The UPI QR carries a link for exactly this order and amount.
    const qr = page.getByRole("img", { name: `UPI payment QR code for ${rupees(total)} to ${UPI_PAYEE}` });
    await expect(qr).toBeVisible();
    await expect(qr.locator("svg")).toHaveCount(1);
    const link = (await qr.getAttribute("data-qr-value")) ?? "";
    const params = parseUpiLink(link);
    expect(params).toMatchObject({ pa: UPI_VPA, am: paiseAsDecimal(total), cu: "INR", tr: orderId });
    expect(params["tn"]).toContain(orderId);
    expect(link).toContain("%20");
    await expect(page.getByRole("link", { name: "Open in UPI app" })).toHaveAttribute("href", link);

    await page.getByRole("button", { name: "Copy UPI Link" }).click();
    await expectToast(page, "UPI Link Copied", "The UPI payment link has been copied to your clipboard");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The cart and the saved checkout are gone.
    await expect(cartBadge(page)).toHaveCount(0);
    expect(await storedCart(page)).toEqual([]);
    expect(await storedCheckout(page)).toBeNull();

    // The UPI transaction reference: 12 digits, nothing shorter.
    const reference = page.getByLabel("UPI transaction reference (12 digits)");
    await reference.fill("123");
    await page.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Error", "Please enter the 12-digit UPI transaction reference.", "destructive");
    await reference.fill("412345678901");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Payment reference saved")).toBeVisible();

    await expectNoAxeViolations(page, { soft: true });

    // The confirmation can be reloaded: it is read from the server, not from the browser.
    await reloadAndHydrate(page);
    await expect(confirmedOrderId(page)).toHaveText(orderId);
    await expect(reference).toHaveValue("412345678901");
  });

  test("a double click on Place Order places one order", async ({ page, customer }) => {
    void customer;
    await seedCheckout(page, [await lineFor(page, C, 1)], shippingDetails());
    await placeOrderButton(page).dblclick();
    await expect(page.getByRole("heading", { name: "Order Placed Successfully!" })).toBeVisible();
    const orderId = (await confirmedOrderId(page).textContent()) ?? "";
    expect(orderId).toMatch(ORDER_ID);

    await page.goto("/orders");
    await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(orderCard(page, orderId)).toBeVisible();
  });
});

test.describe("My Orders", () => {
  test("signed out: 'Please sign in to view your orders.'", async ({ page }) => {
    await page.goto("/orders");
    await expect(page.getByText("Please sign in to view your orders.", { exact: true })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/sign-in");
    await expect(page.getByRole("status").filter({ hasText: "Please sign in to view your orders." })).toBeVisible();
  });

  test("a new customer has 'No orders yet'", async ({ page, customer, expectNoAxeViolations }) => {
    void customer;
    await page.goto("/orders");
    await expect(page.getByText("No orders yet", { exact: true })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test("lists the order with status, items, totals and the payment QR; another customer does not see it", async ({
    page,
    customer,
    register,
    login,
    newContext,
    expectNoAxeViolations,
  }) => {
    const lines = [await lineFor(page, A, 2), await lineFor(page, C, 1)];
    const shipping = shippingDetails({ state: "Tamil Nadu" });
    const orderId = await orderThroughPayment(page, lines, shipping);
    const subtotal = 2 * A.pricePaise + C.pricePaise;
    const total = subtotal + DELIVERY_TAMIL_NADU;

    await page.goto("/orders");
    const order = orderCard(page, orderId);
    await expect(order).toBeVisible();
    await expect(order.getByText("Order Placed", { exact: true })).toBeVisible();
    await expect(order.getByRole("link", { name: A.name })).toBeVisible();
    await expect(order.getByText(`${A.brand} · Qty 2 × ${rupees(A.pricePaise)}`)).toBeVisible();
    await expect(order.getByRole("link", { name: C.name })).toBeVisible();
    await expect(order.getByText(`${C.brand} · Qty 1 × ${rupees(C.pricePaise)}`)).toBeVisible();
    const totals = order.locator("dl");
    await expect(totals).toContainText(`Subtotal${rupees(subtotal)}`);
    await expect(totals).toContainText(`Delivery${rupees(DELIVERY_TAMIL_NADU)}`);
    await expect(totals).toContainText(`Total${rupees(total)}`);
    await expect(totals).toContainText("Payment MethodUPI");
    const qr = order.getByRole("img", { name: `UPI payment QR code for ${rupees(total)} to ${UPI_PAYEE}` });
    await expect(qr).toBeVisible();
    expect(parseUpiLink((await qr.getAttribute("data-qr-value")) ?? "")).toMatchObject({ tr: orderId, am: paiseAsDecimal(total) });
    await expect(order.getByRole("link", { name: "Track this order" })).toHaveAttribute("href", `/track-order?orderId=${orderId}`);

    await waitForHydration(page);
    await expectNoAxeViolations(page, { soft: true });

    // The order belongs to the account, not to this browser: signed in elsewhere, it is there.
    const elsewhere = await newContext();
    await login(customer, elsewhere);
    const elsewherePage = await elsewhere.newPage();
    await elsewherePage.goto("/orders");
    await expect(orderCard(elsewherePage, orderId)).toBeVisible();
    await expect(elsewherePage.getByRole("article")).toHaveCount(1);

    // Another customer, in another browser, sees none of it.
    const other = await newContext();
    await register({ context: other });
    const otherPage = await other.newPage();
    await otherPage.goto("/orders");
    await expect(otherPage.getByText("No orders yet", { exact: true })).toBeVisible();
    expect(await pageText(otherPage)).not.toContain(orderId);
    // Nor can they open its confirmation.
    await otherPage.goto(`/payment?order=${orderId}`);
    await expect(otherPage).toHaveURL(at("/orders"));
    expect(await pageText(otherPage)).not.toContain(orderId);
  });
});

test.describe("order tracking", () => {
  test("?orderId= searches at once: nine steps, 'Order Placed' current with its date, items and QR; no personal data", async ({
    page,
    customer,
    newContext,
    expectNoAxeViolations,
  }) => {
    const shipping: ShippingDetails = shippingDetails({ state: "Kerala", city: "Kochi", pincode: "682001", email: customer.email });
    const lines = [await lineFor(page, B, 3)];
    const before = Date.now();
    const orderId = await orderThroughPayment(page, lines, shipping);
    const after = Date.now();

    // A stranger with the order id, signed out, in another browser.
    const stranger = await (await newContext()).newPage();
    await stranger.goto(`/track-order?orderId=${orderId}`);
    await expect(stranger.getByRole("heading", { name: `Order ${orderId}` })).toBeVisible();
    await expect(stranger.getByLabel("Order ID")).toHaveValue(orderId);
    const result = stranger.getByRole("region", { name: `Order ${orderId}` });
    // The status badge (the timeline's own step reads "Order Placed (done)").
    await expect(result.getByText("Order Placed", { exact: true })).toBeVisible();

    const steps = stranger.getByRole("list", { name: "Order progress" }).getByRole("listitem");
    await expect(steps).toHaveCount(9);
    for (const [index, status] of TIMELINE_STATUSES.entries()) {
      await expect(steps.nth(index)).toContainText(status);
      await expect(steps.nth(index)).toContainText(index === 0 ? "(done)" : "(not yet)");
    }
    const current = stranger.locator('[aria-current="step"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText("Order Placed");
    await expect(current.getByText("Current status", { exact: true })).toBeVisible();
    const placedAt = Date.parse((await current.locator("time").getAttribute("datetime")) ?? "");
    expect(placedAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(placedAt).toBeLessThanOrEqual(after + 5_000);
    await expect(current.locator("time")).toHaveText(/\d{4}/);
    await expect(stranger.getByText("Current status", { exact: true })).toHaveCount(1);

    await expect(stranger.getByText(B.name, { exact: true })).toBeVisible();
    await expect(stranger.getByText(`${B.brand} · Qty 3`)).toBeVisible();
    const qr = stranger.getByRole("img", { name: `QR code linking to the tracking page of order ${orderId}` });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute("data-qr-value", `${MAIN_URL}/track-order?orderId=${orderId}`);

    // Nothing that identifies the customer.
    const text = await pageText(stranger);
    for (const secret of [shipping.fullName, shipping.address, shipping.mobile, shipping.email, customer.username, shipping.landmark!]) {
      expect(text, `the tracking page shows ${secret}`).not.toContain(secret);
    }
    expect(await stranger.content()).not.toContain(shipping.mobile);
    expect(await stranger.content()).not.toContain(shipping.address);

    await waitForHydration(stranger);
    await expectNoAxeViolations(stranger, { soft: true });

    // Typed with spaces around it: trimmed.
    await stranger.goto("/track-order");
    await waitForHydration(stranger);
    await stranger.getByLabel("Order ID").fill(`   ${orderId}  `);
    await stranger.getByRole("button", { name: "Track" }).click();
    await expect(stranger.getByRole("heading", { name: `Order ${orderId}` })).toBeVisible();
    await expect(stranger.locator('[aria-current="step"]')).toContainText("Order Placed");
  });

  test("an empty search and an unknown order id explain themselves", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/track-order");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Track Your Order" })).toBeVisible();
    await page.getByRole("button", { name: "Track" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter an order ID");
    await page.getByLabel("Order ID").fill("    ");
    await page.getByRole("button", { name: "Track" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter an order ID");
    await expect(page).toHaveURL(at("/track-order"));

    await page.getByLabel("Order ID").fill("HAL1234567");
    await page.getByRole("button", { name: "Track" }).click();
    await expect(page).toHaveURL(at("/track-order?orderId=HAL1234567"));
    await expect(page.getByRole("alert")).toHaveText("Order not found. Please check your order ID and try again.");
    await expect(page.getByRole("list", { name: "Order progress" })).toHaveCount(0);
    await expectNoAxeViolations(page, { soft: true });

    // The same without JavaScript's help: the server answers the query itself.
    const response = await page.goto("/track-order?orderId=%20%20");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("Please enter an order ID");
  });
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  /** The longest demo name: in a summary line that does not wrap, it once pushed /user-info 9 px wide. */
  const LONG_NAME = demoProduct("Luminous SolarHome 3500 Hybrid");

  test("cart, shipping and payment do not scroll sideways with a long product name", async ({ page, customer }) => {
    const lines = [await lineFor(page, LONG_NAME, 2), await lineFor(page, A, 1)];
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

    await seedCart(page, lines);
    await expect(cartLine(page, LONG_NAME.name)).toBeVisible();
    expect(await pageWidth(), "/cart").toBeLessThanOrEqual(360);

    await page.goto("/user-info");
    await expect(shippingField(page, "email")).toHaveValue(customer.email);
    expect(await pageWidth(), "/user-info").toBeLessThanOrEqual(360);

    await seedCheckout(page, lines, shippingDetails());
    await page.goto("/payment");
    await expect(placeOrderButton(page)).toBeVisible();
    expect(await pageWidth(), "/payment").toBeLessThanOrEqual(360);
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

