import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { product } from "~/db/schema";
import { appServicesContext, requestInfoContext, type AppServices } from "~/web/context.server";
import { createLogger } from "~/services/logger.server";
import { createImageStore } from "~/services/uploads/create-image-store.server";
import { PNG_1X1, pngOfSize } from "../../../tests/support/test-images";
import { insertProducts } from "../../../tests/support/factories";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../../tests/support/test-database";
import { deleteProductAction, saveProductAction } from "./product-actions.server";

const FIELDS = {
  intent: "save-product",
  name: "Uploaded Inverter",
  brand: "Exide",
  type: "inverter",
  capacity: "1500VA",
  price: "11,250",
  originalPrice: "",
  shortDescription: "Handles a fridge.",
  description: "A 1500VA inverter for bigger homes.",
  warranty: "3 years",
  stockStatus: "In Stock",
  stockQuantity: "",
};

function formOf(fields: Record<string, string>, image?: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (image) form.set("imageFile", image);
  return form;
}

describe.each(ENGINES)("product actions on %s", (engine) => {
  let database: TestDatabase;
  let dataDir: string;
  let context: RouterContextProvider;
  const uploads = () => {
    try {
      return readdirSync(path.join(dataDir, "uploads"));
    } catch {
      return [];
    }
  };
  const run = async <Action extends typeof saveProductAction | typeof deleteProductAction>(action: Action, form: FormData) => {
    const result = (await action(context, form)) as Awaited<ReturnType<Action>>;
    return { status: result.init?.status ?? 200, ...(result.data as Awaited<ReturnType<Action>>["data"]) };
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    dataDir = mkdtempSync(path.join(tmpdir(), "shop-actions-"));
    const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: "x".repeat(32) });
    const logger = createLogger("silent");
    context = new RouterContextProvider();
    const services: Pick<AppServices, "config" | "db" | "logger" | "imageStore"> = {
      config,
      db: database.db,
      logger,
      imageStore: createImageStore(config),
    };
    // The product actions use only these services; the rest of the container stays unbuilt.
    context.set(appServicesContext, services as AppServices);
    context.set(requestInfoContext, { requestId: "test", clientIp: "127.0.0.1", log: logger, nonce: "" });
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("adds a product with an uploaded image, then updates it", async () => {
    const added = await run(saveProductAction, formOf({ ...FIELDS, featured: "on", specLabel: "Output" , specValue: "Sine" }, new File([PNG_1X1], "p.png")));
    expect(added).toMatchObject({
      status: 200,
      ok: true,
      toast: { title: "Product Added", description: "Product has been successfully added to the catalog." },
    });
    if (!added.ok) throw new Error("the product was not added");
    const [row] = await database.db.select().from(product).where(eq(product.id, added.productId));
    expect(row).toMatchObject({ name: "Uploaded Inverter", pricePaise: 11_250_00, featured: true, specifications: [{ label: "Output", value: "Sine" }] });
    expect(row!.images).toEqual([expect.stringMatching(/^\/uploads\/[0-9a-f]{64}\.png$/)]);
    expect(uploads()).toContain(row!.images[0]!.slice("/uploads/".length));

    const updated = await run(
      saveProductAction,
      formOf({ ...FIELDS, productId: row!.id, name: "Renamed Inverter", imageSource: "url", imageUrl: row!.images[0]! }),
    );
    expect(updated).toMatchObject({ status: 200, ok: true, toast: { title: "Product Updated", description: "Renamed Inverter has been updated." } });
  });

  it("refuses an invalid form with field messages and the first as the toast", async () => {
    const before = await database.db.$count(product);
    const result = await run(saveProductAction, formOf({ ...FIELDS, name: " ", price: "lots", imageUrl: "" }));
    expect(result).toMatchObject({
      status: 400,
      ok: false,
      toast: { title: "Error", description: "Name is required", variant: "destructive" },
      fieldErrors: {
        name: "Name is required",
        price: "Price must be a number, like 1499 or 1,499.50",
        imageUrl: "Image is required: enter a URL or upload a file",
      },
    });
    expect(await database.db.$count(product)).toBe(before);
  });

  it.each([
    ["a text file named .png", new File(["hello"], "fake.png", { type: "image/png" }), "Please upload a JPEG, PNG or WebP image."],
    ["a 6 MB image", new File([pngOfSize(6 * 1024 * 1024) as BlobPart], "big.png"), "Images must be 5 MB or smaller."],
  ])("refuses %s (400), writing neither file nor product", async (_what, image, message) => {
    const [products, files] = [await database.db.$count(product), uploads()];
    const result = await run(saveProductAction, formOf(FIELDS, image));
    expect(result).toMatchObject({ status: 400, ok: false, toast: { description: message }, fieldErrors: { imageFile: message } });
    expect(await database.db.$count(product)).toBe(products);
    expect(uploads()).toEqual(files);
  });

  it("answers 404 when the product being edited is gone", async () => {
    const result = await run(
      saveProductAction,
      formOf({ ...FIELDS, productId: "00000000-0000-4000-8000-000000000000", imageUrl: "/images/x.svg" }),
    );
    expect(result).toMatchObject({ status: 404, toast: { description: "Failed to update product. Please try again." } });
  });

  it("deletes a product, and refuses unknown or malformed ids", async () => {
    const [doomed] = await insertProducts(database.db, [{ name: "Doomed UPS", type: "ups" }]);
    expect(await run(deleteProductAction, formOf({ productId: doomed!.id! }))).toMatchObject({
      status: 200,
      ok: true,
      toast: { title: "Product Deleted" },
    });
    expect(await run(deleteProductAction, formOf({ productId: doomed!.id! }))).toMatchObject({
      status: 404,
      toast: { description: "Failed to delete product." },
    });
    expect(await run(deleteProductAction, formOf({ productId: "x' or 1=1" }))).toMatchObject({ status: 400 });
  });
});
