/**
 * The catalogue's JSON API: GET /api/products (paging, type filter) and
 * GET /api/products/{id} (the product, or a JSON 404).
 */
import { test, expect } from "./fixtures";
import { DEMO_TOTAL as TOTAL, DISCOUNTED_FEATURED, UUID } from "./support/catalogue";

test.describe("JSON API", () => {
  test("GET /api/products pages the catalogue", async ({ request }) => {
    const response = await request.get("/api/products?limit=24");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    const body = (await response.json()) as {
      products: { id: string; name: string; pricePaise: number }[];
      total: number;
      pageCount: number;
    };
    expect(body.products).toHaveLength(24);
    expect(body.total).toBe(TOTAL);
    expect(body.pageCount).toBe(2);
    for (const product of body.products) {
      expect(product.id).toMatch(UUID);
      expect(Number.isInteger(product.pricePaise)).toBe(true);
    }

    const second = (await (await request.get("/api/products?limit=24&page=2")).json()) as typeof body;
    expect(second.products).toHaveLength(TOTAL - 24);
    const ids = new Set([...body.products, ...second.products].map((p) => p.id));
    expect(ids.size).toBe(TOTAL);

    const ups = (await (await request.get("/api/products?type=ups&limit=100")).json()) as typeof body;
    expect(ups.products).toHaveLength(10);
  });

  test("GET /api/products/:id returns the product; an unknown id is a JSON 404", async ({ request }) => {
    const list = (await (await request.get("/api/products?q=PowerSine+1100")).json()) as {
      products: { id: string; name: string }[];
    };
    const id = list.products.find((p) => p.name === DISCOUNTED_FEATURED.name)?.id;
    expect(id).toMatch(UUID);

    const response = await request.get(`/api/products/${id}`);
    expect(response.status()).toBe(200);
    const { product } = (await response.json()) as {
      product: { id: string; name: string; brand: string; pricePaise: number; originalPricePaise: number };
    };
    expect(product).toMatchObject({
      id,
      name: DISCOUNTED_FEATURED.name,
      brand: DISCOUNTED_FEATURED.brand,
      pricePaise: DISCOUNTED_FEATURED.pricePaise,
      originalPricePaise: DISCOUNTED_FEATURED.originalPricePaise,
    });

    for (const unknown of ["00000000-0000-0000-0000-000000000000", "not-a-uuid"]) {
      const missing = await request.get(`/api/products/${unknown}`);
      expect(missing.status(), unknown).toBe(404);
      expect(missing.headers()["content-type"]).toMatch(/^application\/json/);
      expect(await missing.json()).toEqual({ error: "Product not found" });
    }
  });
});
