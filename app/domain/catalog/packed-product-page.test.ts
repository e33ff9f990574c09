import { describe, expect, it } from "vitest";
import type { PublicReview } from "~/domain/reviews/views";
import { packProductPage, unpackProductPage, type PackedProductPage } from "./packed-product-page";
import type { ProductDetail } from "./views";

const product: ProductDetail = {
  id: "4c878dd2-edb0-4c35-a369-8a3cd6bbf345",
  name: "Base Core 650VA “Home” <UPS> & more",
  brand: "Base",
  type: "ups",
  capacity: "650VA",
  shortDescription: "Budget offline UPS for a home PC, with cold start — ₹ saved.",
  pricePaise: 199_900,
  originalPricePaise: null,
  featured: false,
  inStock: true,
  rating: 3.2,
  reviewCount: 1,
  description: "An affordable offline UPS.\nIt keeps a PC running.",
  images: ["/images/products/base-compact-650-1.svg", "/images/products/base-compact-650-2.svg"],
  stockQuantity: null,
  warranty: "1 year",
  specifications: [
    { label: "Capacity", value: "650VA / 360W" },
    { label: "Transfer time", value: "< 10 ms" },
  ],
  updatedAt: new Date("2026-11-20T10:00:00Z"),
};
const reviews: PublicReview[] = [
  { id: "r-1", userName: "Asha K.", rating: 5, comment: "Runs my fan all night. </script>", createdAt: "2026-11-21T08:00:00.000Z", updatedAt: null },
];

/** The packing as the browser gets it: only its text, through React Router's loader data. */
const inTheBrowser = (packed: PackedProductPage): PackedProductPage => ({ json: packed.json });

describe("a product page's data as one JSON text (decision 050)", () => {
  it("unpacks on the server to the very objects packed, without parsing", () => {
    const packed = packProductPage({ product, reviews });
    const data = unpackProductPage(packed);
    expect(data.reviews).toBe(reviews);
    expect(data.product).toStrictEqual((({ updatedAt: _, ...rest }) => rest)(product));
  });

  it("reads back in the browser to the same data, every field but when it last changed", () => {
    const packed = inTheBrowser(packProductPage({ product, reviews }));
    const data = unpackProductPage(packed);
    const { updatedAt: _updatedAt, ...shown } = product;
    expect(data).toStrictEqual({ product: shown, reviews });
    expect(data.product).not.toHaveProperty("updatedAt");
    // Read once per packing: re-renders share it.
    expect(unpackProductPage(packed)).toBe(data);
  });

  it("carries a missing product as null, with no reviews", () => {
    expect(unpackProductPage(inTheBrowser(packProductPage({ product: null, reviews: [] })))).toStrictEqual({ product: null, reviews: [] });
  });
});
