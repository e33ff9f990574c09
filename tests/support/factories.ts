import { randomUUID } from "node:crypto";
import type { Db } from "~/db/client.server";
import { product } from "~/db/schema";
import type { ProductType } from "~/domain/catalog/product-type";

export type NewProduct = typeof product.$inferInsert;

let sequence = 0;

/** A valid product row; override what the test cares about. */
export function productRow(overrides: Partial<NewProduct> = {}): NewProduct {
  sequence += 1;
  const type: ProductType = overrides.type ?? "inverter";
  return {
    id: randomUUID(),
    name: `Test ${type} ${sequence}`,
    brand: "Testbrand",
    type,
    capacity: "1000VA",
    shortDescription: "A product for tests.",
    description: "A product made up for a test.",
    pricePaise: 10_000_00,
    originalPricePaise: null,
    images: [`/images/test-${sequence}.svg`],
    featured: false,
    inStock: true,
    stockQuantity: null,
    warranty: "1 year",
    specifications: [{ label: "Capacity", value: "1000VA" }],
    ...overrides,
  };
}

export async function insertProducts(db: Db, rows: Partial<NewProduct>[]) {
  const values = rows.map((row) => productRow(row));
  await db.insert(product).values(values);
  return values;
}
