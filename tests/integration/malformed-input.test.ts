import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ENV, Client, register, signInAdmin } from "../support/http";
import { startTestServer, type TestServer } from "../support/test-server";

const FORM_ACTIONS = ["/orders", "/sign-in", "/register", "/admin-login", "/admin", "/payment", "/logout"];

/**
 * The shapes a probe of 2,000 odd requests found answering 500 (issue 14, finding 4): each
 * now gets a 4xx that says what was wrong.
 */
describe("malformed input never answers 500", () => {
  let server: TestServer;
  let admin: Client;
  let customer: Client;

  beforeAll(async () => {
    server = await startTestServer({ ...ADMIN_ENV, SEED_DEMO: "true" });
    admin = await signInAdmin(server.url);
    customer = await register(server.url, "malformed@example.in");
  });
  afterAll(() => server?.close());

  const send = (client: Client, path: string, body: BodyInit, type: string | null, method = "POST") => {
    const headers: Record<string, string> = { Origin: server.url, "Sec-Fetch-Site": "same-origin" };
    if (type) headers["Content-Type"] = type;
    return client.request(path, { method, body, headers });
  };

  describe.each([
    ["a visitor", () => new Client(server.url)],
    ["a customer", () => customer],
    ["the administrator", () => admin],
  ])("as %s", (_who, client) => {
    it.each(FORM_ACTIONS)("%s refuses JSON, plain text and a multipart without its boundary with 4xx", async (path) => {
      for (const [body, type] of [
        ['{"email":"a@b.c","password":"x"}', "application/json"],
        ["{not json", "application/json"],
        ["email=a@b.c", "text/plain"],
        ["--x\r\n\r\n", "multipart/form-data"],
        ["", null],
      ] as const) {
        const response = await send(client(), path, body, type);
        expect(response.status, `${path} with ${type}`).toBeGreaterThanOrEqual(300);
        expect(response.status, `${path} with ${type}`).toBeLessThan(500);
        if (response.status === 415) expect(await response.text()).toMatch(/Please send (the form as a web form|JSON)\./);
      }
    });
  });

  it("answers admin actions with ids that are not ids with 400, never 500", async () => {
    admin = await signInAdmin(server.url); // the /logout probes above signed the first session out
    for (const fields of <Record<string, string>[]>[
      { intent: "update-status", orderRecordId: "HAL123", status: "Shipped" },
      { intent: "update-status", orderRecordId: "00000000-0000-0000-0000-00000000000g", status: "Shipped" },
      { intent: "delete-order", orderRecordId: "'; drop table orders; --" },
      { intent: "delete-user", userId: "\u0000" },
      { intent: "delete-review", reviewId: "1" },
      { intent: "delete-product", productId: "x".repeat(10_000) },
      { intent: "save-product", id: "not-a-uuid", name: "X" },
      { intent: "nonsense" },
      {},
    ]) {
      const response = await admin.post("/admin", fields);
      expect(response.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
    }
    for (const path of ["/admin/products/not-a-uuid", "/admin/products/%00", "/products/not-a-uuid", "/api/products/%00", "/products/%E0%A4"]) {
      const response = await admin.get(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it("answers a NUL or other odd characters in the search without an error", async () => {
    for (const q of ["%00", "a%00b", "%EF%BF%BF", "%F0%9F%94%8B", "%25", "_", "%5C", encodeURIComponent("'\"\\;--")]) {
      for (const path of [`/products?q=${q}`, `/api/products?q=${q}`, `/?q=${q}`]) {
        const response = await new Client(server.url).get(path);
        expect(response.status, path).toBeLessThan(500);
      }
    }
    const api = await new Client(server.url).get("/api/products?q=%00");
    expect(api.status).toBe(200);
    // A search of nothing but a NUL is no search: the whole listing.
    expect(await api.json()).toMatchObject({ products: expect.any(Array), page: 1 });
    expect((await new Client(server.url).get("/api/cart-products?ids=%00,x,,'")).status).toBeLessThan(500);
  });

  it("answers a POST to a page or resource without an action with 405", async () => {
    for (const path of ["/products", "/", "/cart", "/profile", "/track-order", "/user-info", "/products/not-a-uuid", "/api/products", "/healthz", "/sitemap.xml", "/robots.txt"]) {
      const response = await new Client(server.url).post(path, { a: "b" });
      expect(response.status, path).toBe(405);
    }
  });

  it("says what a 405 means: JSON for files and feeds, a page for pages, not React Router's words", async () => {
    for (const path of ["/healthz", "/sitemap.xml", "/robots.txt", "/api/products"]) {
      const response = await new Client(server.url).post(path, { a: "b" });
      expect(response.status, path).toBe(405);
      expect(response.headers.get("Allow"), path).toBe("GET, HEAD");
      expect(await response.json(), path).toStrictEqual({ error: "Method not allowed" });
    }
    const csv = await admin.post("/admin/orders.csv", { a: "b" });
    expect(csv.status).toBe(405);
    expect(await csv.json()).toStrictEqual({ error: "Method not allowed" });

    const page = await new Client(server.url).post("/products", { a: "b" });
    expect(page.status).toBe(405);
    // What the page shows (its hydration data still carries the router's note, as React Router writes it).
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(await page.text())?.[1];
    expect(main).toContain("Something went wrong");
    expect(main).toContain("This page cannot take that request. Open it again and use its buttons and forms.");
    expect(main).not.toContain("You made a POST request");
  });
});
