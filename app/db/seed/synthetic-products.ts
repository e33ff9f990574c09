import type { product } from "~/db/schema";
import { defaultProductTax } from "~/domain/gst/product-tax";
import { DEMO_PRODUCTS } from "./demo-catalogue";
import { mulberry32 } from "./random";

type NewProduct = typeof product.$inferInsert;

const SERIES = ["Pro", "Max", "Eco", "Plus", "Smart", "Prime", "Ultra", "Neo", "Core", "Volt"];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Synthetic products for scale work: variations of the demo catalogue (same images and
 * specification shapes) with their own names, prices and dates, spread over two years.
 */
export function syntheticProducts(start: number, count: number, now = Date.now()): NewProduct[] {
  const random = mulberry32(start + 1);
  const rows: NewProduct[] = [];
  for (let i = start; i < start + count; i++) {
    const base = DEMO_PRODUCTS[i % DEMO_PRODUCTS.length]!;
    const series = SERIES[Math.floor(random() * SERIES.length)]!;
    const factor = 0.7 + random() * 0.8;
    const pricePaise = Math.max(1_000_00, Math.round((base.pricePaise * factor) / 100_00) * 100_00 - 1_00);
    const discounted = random() < 0.3;
    const createdAt = new Date(now - Math.floor(random() * 730 * DAY_MS));
    const inStock = random() > 0.1;
    rows.push({
      name: `${base.brand} ${series} ${base.capacity} #${i + 1}`,
      brand: base.brand,
      type: base.type,
      capacity: base.capacity,
      shortDescription: base.shortDescription,
      description: base.description,
      pricePaise,
      originalPricePaise: discounted ? Math.round(pricePaise * (1.1 + random() * 0.25) / 100) * 100 : null,
      images: base.images,
      featured: random() < 0.02,
      inStock,
      stockQuantity: inStock ? Math.floor(random() * 80) + 1 : 0,
      warranty: base.warranty,
      specifications: base.specifications,
      ratingTenths: Math.floor(30 + random() * 20),
      ...defaultProductTax(base.type),
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}
