import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { product } from "~/db/schema";
import { placeDeliveredOrder, userIdByEmail } from "../support/factories";
import { Client, register } from "../support/http";
import { ENGINES } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

describe.each(ENGINES)("reviews over HTTP (%s)", (engine) => {
  let server: TestServer;
  let productId: string;
  let buyer: Client;

  const review = (client: Client, fields: Record<string, string>) =>
    client.post("/orders.data", { intent: "review", productId, ...fields });

  beforeAll(async () => {
    server = await startTestServer({}, { engine });
    const db = server.services.db;
    [{ id: productId }] = (await db.select({ id: product.id }).from(product).where(eq(product.inStock, true)).limit(1)) as [{ id: string }];
    buyer = await register(server.url, "reviewer@example.in");
    await placeDeliveredOrder(db, await userIdByEmail(db, "reviewer@example.in"), { productId });
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
    const other = await register(server.url, "other@example.in");
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
