import type { ProductType } from "./product-type";

/** A product's specification row, in the order the shop lists them. */
export type Specification = { label: string; value: string };

/** What every view of a product shows. */
type ProductBasics = {
  id: string;
  name: string;
  brand: string;
  type: ProductType;
  capacity: string;
  shortDescription: string;
  pricePaise: number;
  originalPricePaise: number | null;
  featured: boolean;
  inStock: boolean;
  /** Average of the reviews, else the product's fallback rating; null when neither exists. */
  rating: number | null;
  reviewCount: number;
};

/** What a listing card and the JSON listing show of a product. */
export type ProductSummary = ProductBasics & { image: string | null };

/** Everything the product page shows of one product. */
export type ProductDetail = ProductBasics & {
  description: string;
  images: string[];
  stockQuantity: number | null;
  warranty: string;
  specifications: Specification[];
  updatedAt: Date;
};

/** Today's price and stock of a product in a cart (GET /api/cart-products). */
export type CartProductState = {
  id: string;
  name: string;
  pricePaise: number;
  inStock: boolean;
  stockQuantity: number | null;
};
