import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { product, user } from "~/db/schema";
import { placeOrder } from "~/services/orders/place-order.server";
import { updateOrderStatus } from "~/services/orders/update-order-status.server";
import { SHIPPING } from "../support/factories";
import { Client, startTestServer, type TestServer } from "../support/test-server";

describe("reviews over HTTP", () => {
  let server: TestServer;
  let productId: string;
  let buyer: Client;

  const review = (client: Client, fields: Record<string, string>) =>
    client.post("/orders.data", { intent: "review", productId, ...fields });

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.services.db;
    [{ id: productId }] = (await db.select({ id: product.id }).from(product).where(eq(product.inStock, true)).limit(1)) as [{ id: string }];
    buyer = new Client(server.url);
    await buyer.post("/register", { username: "reviewer", email: "reviewer@example.in", phone: "9876543210", password: "secret1", confirmPassword: "secret1" });
    const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, "reviewer@example.in"));
    const placed = await placeOrder(db, account!.id, { checkoutKey: randomUUID(), items: [{ productId, quantity: 1 }], shipping: SHIPPING });
    if (!placed.ok) throw new Error(placed.message);
    await updateOrderStatus(db, { orderRecordId: placed.order.id, status: "Delivered", actorId: null });
  });
  afterAll(() => server?.close());

  it("asks a visitor to sign in", async () => {
    const response = await review(new Client(server.url), { rating: "5", comment: "Great" });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("You need to sign in to add a review.");
  });

  it.each([
    [{ rating: "0", comment: "Fine" }, "Please select a rating before submitting."],
    [{ rating: "", comment: "Fine" }, "Please select a rating before submitting."],
    [{ rating: "9", comment: "Fine" }, "Please select a rating from 1 to 5."],
    [{ rating: "4", comment: "   " }, "Please write a review comment."],
    [{ rating: "4", comment: "x".repeat(2001) }, "under 2,000 characters"],
  ])("refuses %j with a 400", async (fields, message) => {
    const response = await review(buyer, fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
  });

  it("refuses a signed-in customer who has not received the product (403)", async () => {
    const other = new Client(server.url);
    await other.post("/register", { username: "other", email: "other@example.in", phone: "9876543210", password: "secret1", confirmPassword: "secret1" });
    const response = await review(other, { rating: "5", comment: "Looks nice" });
    expect(response.status).toBe(403);
  });

  it("saves, then updates, and shows the comment as text on the product page", async () => {
    const added = await review(buyer, { rating: "4", comment: "Solid backup" });
    expect(added.status).toBe(200);
    expect(await added.text()).toContain("Thank you for your review!");
    const script = `<script>window.__pwned = 1</script><img src=x onerror="alert(1)">`;
    const updated = await review(buyer, { rating: "5", comment: script });
    expect(await updated.text()).toContain("Your review has been updated successfully!");
    const page = await (await new Client(server.url).get(`/products/${productId}`)).text();
    expect(page).toContain("&lt;script&gt;window.__pwned = 1&lt;/script&gt;");
    expect(page).not.toContain("<script>window.__pwned");
    expect(page).not.toContain('<img src=x onerror="alert(1)">');
    expect(page).toContain("reviewer");
    expect(page).toContain("Verified purchase");
  });
});
