/**
 * Order tracking (/track-order), public to anyone with the order id: the automatic search
 * from ?orderId=, the nine-step timeline with the current step and its date, the items and
 * the order QR code, and no personal data; the empty and unknown ids' messages (in the
 * browser and from the server), with axe scans.
 */
import { test, expect } from "./fixtures";
import { waitForHydration } from "./support/catalogue";
import {
  lineFor,
  orderCard,
  ORDERABLE,
  orderThroughPayment,
  pageText,
  shippingDetails,
  TIMELINE_STATUSES,
  type ShippingDetails,
} from "./support/checkout";
import { at, MAIN_URL } from "./support/constants";

const B = ORDERABLE.ups;

test.describe("order tracking", () => {
  test("?orderId= searches at once: nine steps, 'Order Placed' current with its date and QR; items only through the signed link; no personal data", async ({
    page,
    customer,
    newContext,
    expectNoAxeViolations,
  }) => {
    const shipping: ShippingDetails = shippingDetails({ state: "Kerala", city: "Kochi", pincode: "682001", email: customer.email });
    const lines = [await lineFor(page, B, 3)];
    const orderId = await orderThroughPayment(page, lines, shipping);
    // When it was placed, as the customer's own order list states it.
    await page.goto("/orders");
    const placedOn = (await orderCard(page, orderId).locator("time").getAttribute("datetime")) ?? "";
    expect(Number.isNaN(Date.parse(placedOn)), `a date in ${JSON.stringify(placedOn)}`).toBe(false);

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
    // The step is dated the moment the order was placed.
    const stepAt = (await current.locator("time").getAttribute("datetime")) ?? "";
    expect(Date.parse(stepAt)).toBe(Date.parse(placedOn));
    await expect(current.locator("time")).toHaveText(/\d{4}/);
    await expect(stranger.getByText("Current status", { exact: true })).toHaveCount(1);

    // The id alone shows no items (order ids are guessable), and a QR code of the id alone.
    await expect(stranger.getByText(B.name, { exact: true })).toHaveCount(0);
    await expect(stranger.getByText("The items show to the customer who placed this order", { exact: false })).toBeVisible();
    const qr = stranger.getByRole("img", { name: `QR code linking to the tracking page of order ${orderId}` });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute("data-qr-value", `${MAIN_URL}/track-order?orderId=${orderId}`);

    // The customer's own link (My Orders) is signed: whoever opens it sees the items too.
    const signedLink = (await orderCard(page, orderId).getByRole("link", { name: "Track this order" }).getAttribute("href")) ?? "";
    expect(signedLink).toMatch(new RegExp(`^/track-order\\?orderId=${orderId}&sig=[\\w-]{22}$`));
    await stranger.goto(signedLink);
    await expect(stranger.getByText(B.name, { exact: true })).toBeVisible();
    await expect(stranger.getByText(`${B.brand} · Qty 3`)).toBeVisible();
    await expect(qr).toHaveAttribute("data-qr-value", `${MAIN_URL}${signedLink}`);

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
