import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, order, orderItem, orderStatusEvent, product, review, session, user } from "~/db/schema";
import { ADMIN_TABS } from "~/domain/admin/admin-tabs";
import { ADMIN_INTENTS } from "~/domain/admin/admin-actions";
import { saveReview } from "~/services/reviews/save-review.server";
import { placeDeliveredOrder, SHIPPING, userIdByEmail } from "../support/factories";
import { ADMIN, ADMIN_ENV, Client, register, signInAdmin } from "../support/http";
import { ENGINES } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

describe.each(ENGINES)("back office over HTTP (%s)", (engine) => {
  let server: TestServer;
  let admin: Client;
  let customer: Client;
  const visitor = () => new Client(server.url);
  const db = () => server.services.db;
  let productIds: string[];

  /** A customer with a delivered order and a review of the first product. */
  async function registerCustomer(email: string, fullName: string) {
    await server.services.rateLimits.reset(); // this file registers more than 10 people a minute
    const client = await register(server.url, email);
    const userId = await userIdByEmail(db(), email);
    const placed = await placeDeliveredOrder(db(), userId, { productId: productIds[0]!, shipping: { ...SHIPPING, fullName, email } });
    await saveReview(db(), { userId, userName: fullName, input: { productId: productIds[0]!, rating: 4, comment: `Review by ${fullName}` } });
    return { client, userId, orderRecordId: placed.id, orderId: placed.orderId };
  }

  beforeAll(async () => {
    server = await startTestServer(ADMIN_ENV, { engine });
    productIds = (await db().select({ id: product.id }).from(product).where(eq(product.inStock, true)).limit(3)).map((p) => p.id);
    admin = await signInAdmin(server.url);
    customer = (await registerCustomer("customer@example.in", "Meera Iyer")).client;
  });
  afterAll(() => server?.close());

  describe("authorization: every admin loader and action", () => {
    const pages = [...ADMIN_TABS.map((tab) => `/admin?tab=${tab}`), "/admin?tab=orders&status=Delivered&q=HAL"];
    const resources = () => ["/admin/orders.csv", `/admin/products/${productIds[0]}`];

    it.each(pages)("%s sends visitors and customers to /admin-login, before any admin data", async (page) => {
      for (const who of [visitor(), customer]) {
        const response = await who.get(page);
        expect(response.status).toBe(302);
        expect(response.headers.get("location")).toBe("/admin-login");
        const dataRequest = await who.get(page.replace("/admin", "/admin.data"));
        const body = await dataRequest.text();
        expect(body).toContain("/admin-login");
        expect(body).not.toContain("Meera Iyer");
        expect(body).not.toContain("customer@example.in");
      }
      const asAdmin = await admin.get(page);
      expect(asAdmin.status).toBe(200);
    });

    it("refuses the admin resources to visitors and customers with 403", async () => {
      for (const path of resources()) {
        for (const who of [visitor(), customer]) expect((await who.get(path)).status).toBe(403);
        expect((await admin.get(path)).status).toBe(200);
      }
    });

    it.each(ADMIN_INTENTS)("refuses the %s action to visitors and customers with 403, writing nothing", async (intent) => {
      const target = await registerCustomer(`target-${intent}@example.in`, `Target ${intent}`);
      const [reviewRow] = await db().select({ id: review.id }).from(review).where(eq(review.userId, target.userId));
      const fields: Record<string, string> = {
        intent,
        orderRecordId: target.orderRecordId,
        status: "Cancelled",
        userId: target.userId,
        reviewId: reviewRow!.id,
        productId: productIds[1]!,
        name: "Injected product",
      };
      const snapshot = async () => ({
        users: await db().$count(user),
        orders: await db().$count(order),
        reviews: await db().$count(review),
        products: await db().$count(product),
        status: (await db().select({ s: order.status }).from(order).where(eq(order.id, target.orderRecordId)))[0]?.s,
      });
      const before = await snapshot();
      for (const who of [visitor(), customer]) {
        const response = await who.post("/admin", fields);
        expect(response.status).toBe(403);
        const dataResponse = await who.post("/admin.data", fields);
        expect(dataResponse.status).toBe(403);
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  it("changes a status from any to any, recording who and when", async () => {
    const target = await registerCustomer("status@example.in", "Status Person");
    for (const status of ["Packed", "Order Placed", "Returned", "Out for Delivery"]) {
      const response = await admin.post("/admin.data", { intent: "update-status", orderRecordId: target.orderRecordId, status });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`Order status updated to ${status}.`);
    }
    const adminId = await userIdByEmail(db(), ADMIN.email);
    const history = await db()
      .select({ status: orderStatusEvent.status, actorId: orderStatusEvent.actorId })
      .from(orderStatusEvent)
      .where(eq(orderStatusEvent.orderId, target.orderRecordId))
      .orderBy(orderStatusEvent.at);
    expect(history.slice(-4)).toEqual(
      ["Packed", "Order Placed", "Returned", "Out for Delivery"].map((status) => ({ status, actorId: adminId })),
    );
    const page = await visitor().get(`/track-order?orderId=${target.orderId}`);
    expect(await page.text()).toContain("Out for Delivery");
    const bad = await admin.post("/admin.data", { intent: "update-status", orderRecordId: target.orderRecordId, status: "Teleported" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Failed to update order status.");
  });

  it("deletes exactly one customer's data and nobody else's", async () => {
    const doomed = await registerCustomer("doomed@example.in", "Doomed Customer");
    const bystander = await registerCustomer("bystander@example.in", "Bystander Customer");
    const counts = async (userId: string) => ({
      users: await db().$count(user, eq(user.id, userId)),
      orders: await db().$count(order, eq(order.userId, userId)),
      reviews: await db().$count(review, eq(review.userId, userId)),
      sessions: await db().$count(session, eq(session.userId, userId)),
      accounts: await db().$count(account, eq(account.userId, userId)),
    });
    const bystanderBefore = await counts(bystander.userId);
    expect(bystanderBefore).toMatchObject({ users: 1, orders: 1, reviews: 1 });
    const response = await admin.post("/admin.data", { intent: "delete-user", userId: doomed.userId });
    expect(await response.text()).toContain("User Deleted");
    expect(await counts(doomed.userId)).toEqual({ users: 0, orders: 0, reviews: 0, sessions: 0, accounts: 0 });
    expect(await db().$count(orderItem, eq(orderItem.orderId, doomed.orderRecordId))).toBe(0);
    expect(await counts(bystander.userId)).toEqual(bystanderBefore);
    // The deleted customer's browser is signed out.
    expect(await (await doomed.client.get("/profile")).text()).toContain("Please sign in to view your profile.");
    // The product's average forgets the deleted review.
    const [stats] = await db().select({ count: product.reviewCount }).from(product).where(eq(product.id, productIds[0]!));
    expect(stats?.count).toBe(await db().$count(review, eq(review.productId, productIds[0]!)));
  });

  it("refuses to delete the administrator", async () => {
    const adminId = await userIdByEmail(db(), ADMIN.email);
    const response = await admin.post("/admin.data", { intent: "delete-user", userId: adminId });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("The administrator account cannot be deleted.");
    expect(await db().$count(user, eq(user.id, adminId))).toBe(1);
  });

  it("deletes an order and a review", async () => {
    const target = await registerCustomer("deletes@example.in", "Delete Things");
    const [reviewRow] = await db().select({ id: review.id }).from(review).where(eq(review.userId, target.userId));
    expect(await (await admin.post("/admin.data", { intent: "delete-review", reviewId: reviewRow!.id })).text()).toContain("Review Deleted");
    expect(await db().$count(review, eq(review.id, reviewRow!.id))).toBe(0);
    expect(await (await admin.post("/admin.data", { intent: "delete-order", orderRecordId: target.orderRecordId })).text()).toContain("Order Deleted");
    expect(await db().$count(order, eq(order.id, target.orderRecordId))).toBe(0);
    const again = await admin.post("/admin.data", { intent: "delete-order", orderRecordId: target.orderRecordId });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("Failed to delete order.");
  });

  it("filters orders by customer and search, and exports the filter as safe CSV", async () => {
    const sneaky = await registerCustomer("sneaky@example.in", '=HYPERLINK("http://evil.example","Click"), "Ltd"');
    const filtered = await (await admin.get(`/admin?tab=orders&user=${sneaky.userId}`)).text();
    expect(filtered).toContain("Showing orders for:");
    expect(filtered).toContain(sneaky.orderId);
    expect(filtered).not.toContain("Meera Iyer");
    const search = await (await admin.get(`/admin?tab=orders&q=${sneaky.orderId.toLowerCase()}`)).text();
    expect(search).toContain(sneaky.orderId);
    const byRecord = await (await admin.get(`/admin?tab=orders&q=${sneaky.orderRecordId}`)).text();
    expect(byRecord).toContain(sneaky.orderId);

    const csv = await admin.get(`/admin/orders.csv?user=${sneaky.userId}`);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = (await csv.text()).replace(/^\uFEFF/, "");
    const lines = text.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Order ID,Record ID,Date,Status,Customer/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click""), ""Ltd"""`);
    expect(lines[1]).toContain(sneaky.orderId);
  });

  it("pages the dashboard figures from the database", async () => {
    const html = await (await admin.get("/admin")).text();
    for (const label of ["Total Sales", "Total Orders", "Delivered Orders", "Products", "Recent Orders"]) expect(html).toContain(label);
    const delivered = await db().$count(order, and(eq(order.status, "Delivered")));
    expect(delivered).toBeGreaterThan(0);
  });
});
