import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogCount, product } from "~/db/schema";
import { parseAdminQuery } from "~/domain/admin/admin-tabs";
import { insertProducts } from "../../../../tests/support/factories";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../../../tests/support/test-database";
import { getProductForEdit } from "./get-product-for-edit.server";
import { loadProductsTab } from "./products-tab.server";
import { saveProduct, type ProductToSave } from "./save-product.server";

const form = (overrides: Partial<ProductToSave> = {}): ProductToSave => ({
  productId: null,
  name: "SineWave 900",
  brand: "Microtek",
  type: "ups",
  capacity: "900VA",
  shortDescription: "Compact UPS for a desktop.",
  description: "Keeps a desktop and router running through short cuts.",
  warranty: "2 years",
  pricePaise: 4_999_00,
  originalPricePaise: 5_999_00,
  inStock: true,
  stockQuantity: null,
  featured: true,
  specifications: [
    { label: "Output", value: "Sine wave" },
    { label: "Backup", value: "20 min" },
  ],
  imageUrl: "/uploads/first.png",
  hsnCode: "850440",
  gstRateBp: 1800,
  ...overrides,
});

describe.each(ENGINES)("saving products on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.db;
  const counts = async () =>
    Object.fromEntries((await db().select().from(catalogCount)).map((row) => [row.scope, row.count]));

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.dispose());

  it("adds a product with no ratings, as given, and counts it", async () => {
    const before = await counts();
    const result = await saveProduct(db(), form());
    expect(result).toMatchObject({ ok: true, created: true, product: { name: "SineWave 900" } });
    if (!result.ok) return;
    const [row] = await db().select().from(product).where(eq(product.id, result.product.id));
    expect(row).toMatchObject({
      name: "SineWave 900",
      brand: "Microtek",
      type: "ups",
      pricePaise: 4_999_00,
      originalPricePaise: 5_999_00,
      images: ["/uploads/first.png"],
      featured: true,
      inStock: true,
      stockQuantity: null,
      ratingTenths: 0,
      reviewCount: 0,
      specifications: [
        { label: "Output", value: "Sine wave" },
        { label: "Backup", value: "20 min" },
      ],
    });
    const after = await counts();
    expect(after.all).toBe(before.all! + 1);
    expect(after.ups).toBe(before.ups! + 1);
  });

  it("updates every field, replaces the first image and keeps the others", async () => {
    const [existing] = await insertProducts(db(), [
      { type: "inverter", images: ["/images/old.svg", "", "/images/second.svg", "/images/third.svg"], ratingTenths: 42 },
    ]);
    const before = await counts();
    const result = await saveProduct(
      db(),
      form({
        productId: existing!.id!,
        name: "Renamed",
        type: "battery",
        pricePaise: 12_000_50,
        originalPricePaise: null,
        stockQuantity: 0,
        inStock: false,
        featured: false,
        specifications: [{ label: "Voltage", value: "12V" }],
        imageUrl: "https://cdn.example.in/new.jpg",
        hsnCode: "850760",
        gstRateBp: 2800,
      }),
    );
    expect(result).toEqual({ ok: true, created: false, product: { id: existing!.id, name: "Renamed" } });
    const edited = await getProductForEdit(db(), existing!.id!);
    expect(edited).toMatchObject({
      name: "Renamed",
      type: "battery",
      pricePaise: 12_000_50,
      originalPricePaise: null,
      stockQuantity: 0,
      inStock: false,
      featured: false,
      images: ["https://cdn.example.in/new.jpg", "/images/second.svg", "/images/third.svg"],
      specifications: [{ label: "Voltage", value: "12V" }],
      hsnCode: "850760",
      gstRateBp: 2800,
    });
    const [row] = await db().select({ ratingTenths: product.ratingTenths }).from(product).where(eq(product.id, existing!.id!));
    expect(row!.ratingTenths).toBe(42);
    const after = await counts();
    expect([after.all, after.inverter, after.battery]).toEqual([before.all, before.inverter! - 1, before.battery! + 1]);
  });

  it("gives a product without images its first one", async () => {
    const [bare] = await insertProducts(db(), [{ images: [] }]);
    await saveProduct(db(), form({ productId: bare!.id!, imageUrl: "/uploads/only.webp" }));
    expect((await getProductForEdit(db(), bare!.id!))!.images).toEqual(["/uploads/only.webp"]);
  });

  it("answers 404 for a product that does not exist, writing nothing", async () => {
    const before = await counts();
    expect(await saveProduct(db(), form({ productId: randomUUID() }))).toEqual({
      ok: false,
      status: 404,
      message: "This product no longer exists.",
    });
    expect(await counts()).toEqual(before);
  });

  it("reads nothing for unknown or malformed ids", async () => {
    expect(await getProductForEdit(db(), randomUUID())).toBeNull();
    expect(await getProductForEdit(db(), "not-a-uuid")).toBeNull();
  });

  it("lists products for the tab with their first image, searchable by name or brand", async () => {
    await insertProducts(db(), [{ name: "Findable 100% Unit", brand: "Zed", images: ["", "/images/z.svg"], stockQuantity: 3 }]);
    const found = await loadProductsTab(db(), parseAdminQuery(new URLSearchParams("tab=products&q=100%")), 25);
    expect(found.matching).toBe(1);
    expect(found.products[0]).toMatchObject({ name: "Findable 100% Unit", image: "/images/z.svg", stockQuantity: 3 });
    const byBrand = await loadProductsTab(db(), parseAdminQuery(new URLSearchParams("tab=products&q=zed")), 25);
    expect(byBrand.products.map((p) => p.name)).toEqual(["Findable 100% Unit"]);
  });
});
