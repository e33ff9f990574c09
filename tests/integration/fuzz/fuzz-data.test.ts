import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anyId, anyQuery, FUZZ, fingerprint, send } from "../../support/fuzz";
import { ADMIN_ENV, Client, register, signInAdmin } from "../../support/http";
import { startTestServer, type TestServer } from "../../support/test-server";

/**
 * Every JSON and data endpoint (the API, the admin's product JSON and CSV, and the loaders'
 * `.data` answers that client navigation uses) with generated ids and query strings, signed
 * out, as a customer and as the administrator: never a 5xx, and a read never writes.
 */
describe("fuzzing the data endpoints", () => {
  let server: TestServer;
  const clients: Record<string, Client> = {};
  const tried: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer({ ...ADMIN_ENV, SEED_DEMO: "true" });
    clients.visitor = new Client(server.url);
    clients.customer = await register(server.url, "fuzz-reader@example.in");
    clients.admin = await signInAdmin(server.url);
  });
  afterAll(async () => {
    console.info(`fuzz: inputs tried per data endpoint ${JSON.stringify(tried)}`);
    await server?.close();
  });

  const ENDPOINTS: [string, fc.Arbitrary<string>][] = [
    ["/api/products?…", anyQuery.map((q) => `/api/products?${q}`)],
    ["/api/products/:id", anyId.map((id) => `/api/products/${id}`)],
    ["/api/cart-products?…", anyQuery.map((q) => `/api/cart-products?${q}`)],
    ["/admin/products/:id", anyId.map((id) => `/admin/products/${id}`)],
    ["/admin/orders.csv?…", anyQuery.map((q) => `/admin/orders.csv?${q}`)],
    ["/admin/gst-summary.csv?…", anyQuery.map((q) => `/admin/gst-summary.csv?${q}`)],
    ["/invoices/:id", anyId.map((id) => `/invoices/${id}`)],
    ["/products.data?…", anyQuery.map((q) => `/products.data?${q}`)],
    ["/products/:id.data", anyId.map((id) => `/products/${id}.data`)],
    ["/admin.data?…", anyQuery.map((q) => `/admin.data?${q}`)],
    ["/track-order.data?…", anyQuery.map((q) => `/track-order.data?${q}`)],
    ["/orders.data and /profile.data?…", fc.tuple(fc.constantFrom("/orders.data", "/profile.data", "/payment.data"), anyQuery).map(([p, q]) => `${p}?${q}`)],
  ];

  it.each(ENDPOINTS)("%s: no 5xx, and nothing written", { timeout: 900_000 }, async (name, paths) => {
    tried[name] = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("visitor", "customer", "admin"), paths, async (role, path) => {
        tried[name]! += 1;
        if (tried[name]! % 20 === 0) await server.services.rateLimits.reset(); // tracking lookups are limited
        const before = await fingerprint(server.services.db);
        const response = await send(clients[role]!, server.url, "GET", path, null);
        await response.arrayBuffer();
        expect(response.status, `${role} ${path.slice(0, 300)}`).toBeLessThan(500);
        expect(await fingerprint(server.services.db), `${role} ${path.slice(0, 300)}`).toBe(before);
      }),
      FUZZ,
    );
  });
});
