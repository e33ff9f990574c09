import type { ProductType } from "~/domain/catalog/product-type";

/** What a listing card and the JSON listing show of a product. */
export type ProductSummary = {
  id: string;
  name: string;
  brand: string;
  type: ProductType;
  capacity: string;
  shortDescription: string;
  pricePaise: number;
  originalPricePaise: number | null;
  image: string | null;
  featured: boolean;
  inStock: boolean;
  /** Average of the reviews, else the product's fallback rating; null when neither exists. */
  rating: number | null;
  reviewCount: number;
};

/** Average from reviews when there are any; else the product's own fallback number. */
export function displayRating(row: {
  reviewCount: number;
  ratingTotal: number;
  ratingTenths: number;
}): number | null {
  if (row.reviewCount > 0) return Math.round((row.ratingTotal / row.reviewCount) * 10) / 10;
  return row.ratingTenths > 0 ? row.ratingTenths / 10 : null;
}
