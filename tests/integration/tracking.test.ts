import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { product } from "~/db/schema";
import { SHIPPING } from "../support/factories";
import { Client, register } from "../support/http";
import { ENGINES } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

/**
 * Order ids are guessable, so the tracking page shows an order's items only to its customer
 * or through the signed link that My Orders (and the order's QR code) carries.
 */
describe.each(ENGINES)("order tracking over HTTP (%s)", (engine) => {
  let server: TestServer;
  let item: { id: string; name: string };
  let orderId: string;
  let owner: Client;

  beforeAll(async () => {
    server = await startTestServer({}, { engine });
    [item] = (await server.services.db
      .select({ id: product.id, name: product.name })
      .from(product)
      .where(eq(product.inStock, true))
      .limit(1)) as [{ id: string; name: string }];
    owner = await register(server.url, "tracked@example.in");
    const placed = await owner.postJson("/payment.data", {
      checkoutKey: randomUUID(),
      items: [{ productId: item.id, quantity: 2 }],
      shipping: SHIPPING,
    });
    orderId = /\/payment\?order=(HAL\d+)/.exec(await placed.text())![1]!;
  });
  afterAll(() => server?.close());
  beforeEach(() => server.services.rateLimits.reset());

  /** The page's HTML without React's text separators (`Order <!-- -->HAL1`). */
  const pageOf = async (client: Client, path: string) => (await (await client.get(path)).text()).replaceAll("<!-- -->", "");

  const signedLink = async () => {
    const myOrders = await (await owner.get("/orders")).text();
    const link = new RegExp(`/track-order\\?orderId=${orderId}&amp;sig=([\\w-]{22})`).exec(myOrders);
    if (!link) throw new Error("My Orders has no signed tracking link");
    return `/track-order?orderId=${orderId}&sig=${link[1]}`;
  };

  it("shows a visitor with only the id the progress, not the items, and a QR code without the signature", async () => {
    const html = await pageOf(new Client(server.url), `/track-order?orderId=${orderId}`);
    expect(html).toContain(`Order ${orderId}`);
    expect(html).not.toContain(item.name);
    expect(html).toContain("The items show to the customer who placed this order");
    expect(html).not.toMatch(/sig=/);
  });

  it("shows the items through the signed link from My Orders, to anyone who has it", async () => {
    const html = await pageOf(new Client(server.url), await signedLink());
    expect(html).toContain(item.name);
    expect(html).toContain("Qty 2");
  });

  it("shows the items to the signed-in customer, and never for a forged or another order's signature", async () => {
    expect(await pageOf(owner, `/track-order?orderId=${orderId}`)).toContain(item.name);
    const signature = new URL(await signedLink(), server.url).searchParams.get("sig")!;
    const stranger = new Client(server.url);
    const forged = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(await pageOf(stranger, `/track-order?orderId=${orderId}&sig=${forged}`)).not.toContain(item.name);
    const other = await register(server.url, "other-tracker@example.in");
    expect(await pageOf(other, `/track-order?orderId=${orderId}`)).not.toContain(item.name);
  });
});
