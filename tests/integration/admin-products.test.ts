import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogCount, product } from "~/db/schema";
import { ADMIN_ENV, Client, register, signInAdmin } from "../support/http";
import { ENGINES } from "../support/test-database";
import { PNG_1X1, pngOfSize } from "../support/test-images";
import { startTestServer, type TestServer } from "../support/test-server";

const FIELDS = {
  name: "Upload Test Inverter 2000",
  brand: "Voltwise",
  type: "inverter",
  capacity: "2000VA",
  price: "15,499",
  originalPrice: "17999",
  shortDescription: "Runs a whole flat through long cuts.",
  description: "A 2000VA pure sine wave inverter made up for this test.",
  warranty: "3 years",
  stockStatus: "In Stock",
  stockQuantity: "7",
  featured: "true",
};

describe.each(ENGINES)("admin products over HTTP (%s)", (engine) => {
  let server: TestServer;
  let admin: Client;
  let customer: Client;
  const visitor = () => new Client(server.url);
  const db = () => server.services.db;
  let productId: string;

  /** A multipart post to the admin action, as the dialog's fetcher sends it. */
  function post(client: Client, fields: Record<string, string | Blob>, file?: { bytes: Uint8Array | string; name: string; type?: string }) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append("imageFile", new Blob([file.bytes as BlobPart], { type: file.type ?? "" }), file.name);
    return client.postMultipart("/admin.data", form);
  }
  const allCount = async () => (await db().select().from(catalogCount).where(eq(catalogCount.scope, "all")))[0]!.count;

  beforeAll(async () => {
    server = await startTestServer(ADMIN_ENV, { engine });
    admin = await signInAdmin(server.url);
    customer = await register(server.url, "shopper@example.in");
  });
  afterAll(() => server?.close());

  it("adds a product with an uploaded image; it shows on /products and the image is cached for a year", async () => {
    const before = await allCount();
    const response = await post(admin, { intent: "save-product", ...FIELDS, specLabel: "Output", specValue: "Pure sine wave" }, {
      bytes: PNG_1X1,
      name: "front.jpg",
      type: "image/jpeg",
    });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain("Product Added");
    expect(body).toContain("Product has been successfully added to the catalog.");

    const [row] = await db().select().from(product).where(eq(product.name, FIELDS.name));
    expect(row).toMatchObject({
      pricePaise: 15_499_00,
      originalPricePaise: 17_999_00,
      stockQuantity: 7,
      inStock: true,
      featured: true,
      ratingTenths: 0,
      specifications: [{ label: "Output", value: "Pure sine wave" }],
    });
    productId = row!.id;
    const hash = createHash("sha256").update(PNG_1X1).digest("hex");
    expect(row!.images).toEqual([`/uploads/${hash}.png`]);
    expect(existsSync(path.join(server.dataDir, "uploads", `${hash}.png`))).toBe(true);
    expect(await allCount()).toBe(before + 1);

    const listing = await (await visitor().get(`/products?q=${encodeURIComponent("Upload Test Inverter")}`)).text();
    expect(listing).toContain(FIELDS.name);
    expect(listing).toContain(`/uploads/${hash}.png`);

    const image = await visitor().get(row!.images[0]!);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toMatch(/max-age=31536000/);
    expect(image.headers.get("cache-control")).toContain("immutable");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG_1X1);
  });

  it("gives the edit dialog the product's full data", async () => {
    const response = await admin.get(`/admin/products/${productId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const { product: loaded } = (await response.json()) as { product: Record<string, unknown> };
    expect(loaded).toMatchObject({ id: productId, name: FIELDS.name, pricePaise: 15_499_00, stockQuantity: 7 });
    expect((await admin.get("/admin/products/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await admin.get("/admin/products/not-an-id")).status).toBe(404);
  });

  it("refuses bad input with 400 and a clear message, writing nothing", async () => {
    const before = await allCount();
    const fake = await post(admin, { intent: "save-product", ...FIELDS, name: "Fake Image Product" }, { bytes: "hello, not an image", name: "photo.jpg", type: "image/jpeg" });
    expect(fake.status).toBe(400);
    expect(await fake.text()).toContain("Please upload a JPEG, PNG or WebP image.");

    const invalid = await post(admin, { intent: "save-product", ...FIELDS, name: "Cheap", price: "abc", imageUrl: "/images/x.svg" });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("Price must be a number, like 1499 or 1,499.50");

    const huge = await post(admin, { intent: "save-product", ...FIELDS, name: "Huge Image Product" }, { bytes: pngOfSize(6 * 1024 * 1024), name: "big.png" });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain("Images must be 5 MB or smaller.");

    expect(await allCount()).toBe(before);
    expect(await db().$count(product, eq(product.name, "Fake Image Product"))).toBe(0);
  });

  it("edits it: new first image by URL, other images kept", async () => {
    await db().update(product).set({ images: [`/uploads/old.png`, "/images/second.svg"] }).where(eq(product.id, productId));
    const response = await post(admin, {
      intent: "save-product",
      productId,
      ...FIELDS,
      name: "Upload Test Inverter 2000 Pro",
      price: "14,999.50",
      stockQuantity: "0",
      imageSource: "url",
      imageUrl: "https://cdn.example.in/pro.webp",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Upload Test Inverter 2000 Pro has been updated.");
    const [row] = await db().select().from(product).where(eq(product.id, productId));
    expect(row).toMatchObject({
      name: "Upload Test Inverter 2000 Pro",
      pricePaise: 14_999_50,
      stockQuantity: 0,
      inStock: false,
      images: ["https://cdn.example.in/pro.webp", "/images/second.svg"],
    });
  });

  it("refuses customers and visitors with 403 for every product action and the edit data", async () => {
    for (const who of [customer, visitor()]) {
      expect((await who.get(`/admin/products/${productId}`)).status).toBe(403);
      const save = await post(who, { intent: "save-product", productId, ...FIELDS, name: "Hijacked", imageUrl: "/images/x.svg" }, { bytes: PNG_1X1, name: "x.png" });
      expect(save.status).toBe(403);
      expect((await post(who, { intent: "delete-product", productId })).status).toBe(403);
    }
    const [row] = await db().select({ name: product.name }).from(product).where(eq(product.id, productId));
    expect(row!.name).toBe("Upload Test Inverter 2000 Pro");
  });

  it("deletes it", async () => {
    const before = await allCount();
    const response = await post(admin, { intent: "delete-product", productId });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Product Deleted");
    expect(await db().$count(product, eq(product.id, productId))).toBe(0);
    expect(await allCount()).toBe(before - 1);
    expect((await visitor().get(`/products/${productId}`)).status).toBe(404);
    const again = await post(admin, { intent: "delete-product", productId });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("Failed to delete product.");
  });
});
