import type { Db } from "../client.server";
import { product } from "../schema";
import { defaultProductTax } from "~/domain/gst/product-tax";
import { DEMO_PRODUCTS } from "./demo-catalogue";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fills an empty catalogue with the demo products. Returns how many it added: 0 when the
 * shop already has products (the owner's catalogue is never touched).
 */
export async function seedDemoCatalogue(db: Db, now = new Date()): Promise<number> {
  const existing = await db.$count(product);
  if (existing > 0) return 0;
  const rows = DEMO_PRODUCTS.map(({ slug: _slug, ageDays, ...demo }) => {
    const createdAt = new Date(now.getTime() - ageDays * DAY_MS);
    return { ...demo, ...defaultProductTax(demo.type), createdAt, updatedAt: createdAt };
  });
  await db.insert(product).values(rows);
  return rows.length;
}
