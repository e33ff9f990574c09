import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { order, product } from "~/db/schema";
import { SHIPPING } from "../support/factories";
import { Client, register as registerOn } from "../support/http";
import { ENGINES } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

/** The order id from the action's redirect to the confirmation (`/payment?order=HAL…`). */
function placedOrderId(body: string): string {
  const match = /\/payment\?order=(HAL\d+)/.exec(body);
  if (!match) throw new Error(`No order placed: ${body.slice(0, 300)}`);
  return match[1]!;
}

/** Checkout as a browser that skips the pages: only the server's checks stand. */
describe.each(ENGINES)("checkout over HTTP (%s)", (engine) => {
  let server: TestServer;
  let productId: string;
  let pricePaise: number;

  const register = (email: string) => registerOn(server.url, email);

  // What the payment page's script sends (React Router's data request for the action).
  const placeOrder = (client: Client, body: unknown) => client.postJson("/payment.data", body);

  beforeAll(async () => {
    server = await startTestServer({}, { engine });
    const [first] = await server.services.db
      .select({ id: product.id, pricePaise: product.pricePaise })
      .from(product)
      .where(eq(product.inStock, true))
      .limit(1);
    productId = first!.id;
    pricePaise = first!.pricePaise;
  });
  afterAll(() => server?.close());
  beforeEach(() => server.services.rateLimits.reset());

  it("refuses a visitor with 'Please sign in to place an order.'", async () => {
    const response = await placeOrder(new Client(server.url), {
      checkoutKey: randomUUID(),
      items: [{ productId, quantity: 1 }],
      shipping: SHIPPING,
    });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("Please sign in to place an order.");
  });

  it("prices from the catalogue whatever the request says", async () => {
    const customer = await register("tamper@example.in");
    const response = await placeOrder(customer, {
      checkoutKey: randomUUID(),
      items: [{ productId, quantity: 2, pricePaise: 1 }],
      shipping: SHIPPING,
      subtotalPaise: 1,
      totalPaise: 1,
      deliveryChargePaise: 0,
    });
    const orderId = placedOrderId(await response.text());
    const [saved] = await server.services.db.select().from(order).where(eq(order.orderId, orderId));
    expect(saved?.totalPaise).toBe(pricePaise * 2 + 999_00);
  });

  it("answers bad input with a 400 and a clear message, never a 500", async () => {
    const customer = await register("badinput@example.in");
    // The first problem the schema finds is the toast's description.
    const cases: [unknown, string][] = [
      ["not json", "The request could not be read. Please try again."],
      [null, "The order could not be read. Please try again."],
      [{ checkoutKey: "x", items: [], shipping: SHIPPING }, "Invalid checkout"],
      [{ checkoutKey: randomUUID(), items: [{ productId: "nope", quantity: 1 }], shipping: SHIPPING }, "Unknown product"],
      [{ checkoutKey: randomUUID(), items: [{ productId, quantity: 0 }], shipping: SHIPPING }, "Quantities start at 1"],
      [
        { checkoutKey: randomUUID(), items: [{ productId, quantity: 1 }], shipping: { ...SHIPPING, pincode: "12" } },
        "Please check your shipping details: Please enter a valid 6-digit pincode",
      ],
    ];
    for (const [body, description] of cases) {
      const response = await placeOrder(customer, body);
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(text).toContain("Error");
      expect(text).toContain(description);
    }
    const pincode = await placeOrder(customer, {
      checkoutKey: randomUUID(),
      items: [{ productId, quantity: 1 }],
      shipping: { ...SHIPPING, pincode: "12" },
    });
    expect(await pincode.text()).toContain("Please enter a valid 6-digit pincode");
  });

  it("shows each customer only their own orders", async () => {
    const first = await register("first@example.in");
    const second = await register("second@example.in");
    const placed = await placeOrder(first, { checkoutKey: randomUUID(), items: [{ productId, quantity: 1 }], shipping: SHIPPING });
    const orderId = placedOrderId(await placed.text());
    expect(await (await first.get("/orders")).text()).toContain(orderId);
    expect(await (await second.get("/orders")).text()).not.toContain(orderId);
    // Another customer's confirmation page is not theirs to see.
    const peek = await second.get(`/payment?order=${orderId}`);
    expect(peek.status).toBe(302);
    expect(peek.headers.get("location")).toBe("/orders");
    // Nor may they report a payment for it.
    const report = await second.post("/orders", { intent: "payment-reference", orderId, reference: "412345678901" });
    expect(report.status).toBe(404);
    expect(await report.text()).toContain("Order not found.");
    const own = await first.post("/orders", { intent: "payment-reference", orderId, reference: "4123 4567 8901" });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain("We will confirm your payment shortly.");
    const [saved] = await server.services.db.select().from(order).where(eq(order.orderId, orderId));
    expect(saved?.paymentReference).toBe("412345678901");
    const bad = await first.post("/orders", { intent: "payment-reference", orderId, reference: "123" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Please enter the 12-digit UPI transaction reference.");
  });

  it("shows visitors an order's progress but none of the customer's details", async () => {
    const customer = await register("private@example.in");
    const shipping = { ...SHIPPING, fullName: "Zarina Qureshi", mobile: "9123456780", email: "zarina.q@example.in", address: "77 Quiet Lane" };
    const placed = await placeOrder(customer, { checkoutKey: randomUUID(), items: [{ productId, quantity: 1 }], shipping });
    const orderId = placedOrderId(await placed.text());
    const page = await new Client(server.url).get(`/track-order?orderId=%20${orderId}%20`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(orderId);
    expect(html).toContain("Order Placed");
    for (const secret of ["Zarina", "Qureshi", "9123456780", "zarina.q@example.in", "77 Quiet Lane", "private@example.in"]) {
      expect(html).not.toContain(secret);
    }
    const unknown = await new Client(server.url).get("/track-order?orderId=HAL999999999");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Order not found. Please check your order ID and try again.");
    const empty = await new Client(server.url).get("/track-order?orderId=%20%20");
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Please enter an order ID");
  });

  it("limits tracking lookups per address", async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await new Client(server.url).get(`/track-order?orderId=HAL${i}`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
