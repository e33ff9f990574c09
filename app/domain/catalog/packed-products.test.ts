import { describe, expect, it } from "vitest";
import { inPageText, packProducts, productsInPage, unpackProducts, type PackedProducts } from "./packed-products";
import type { ProductSummary } from "./views";

const products: ProductSummary[] = [
  {
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
    rating: null,
    reviewCount: 0,
    image: null,
  },
  {
    id: "9a1f0c52-1b7e-4d0e-8f4a-2f6c1d3e5b70",
    name: "Luminous Zelio 1100",
    brand: "Luminous",
    type: "inverter",
    capacity: "900VA",
    shortDescription: "Pure sine wave home inverter.",
    pricePaise: 849_900,
    originalPricePaise: 1_099_900,
    featured: true,
    inStock: false,
    rating: 4.5,
    reviewCount: 12,
    image: "/images/products/zelio-1.svg",
  },
];

/** What the browser gets: the same text in an object of its own (turbo-stream makes a new one). */
const asReceived = (packed: PackedProducts): PackedProducts => JSON.parse(JSON.stringify(packed)) as PackedProducts;

describe("packed products", () => {
  it("reads back, in the browser, as the products that were packed: every field, nulls and text as they were", () => {
    const received = unpackProducts(asReceived(packProducts(products)));
    expect(received).toEqual(products);
    expect(received.map((product) => Object.keys(product).sort())).toEqual(products.map((product) => Object.keys(product).sort()));
  });

  it("gives the server the very array it packed, without reading the text", () => {
    const packed = packProducts(products);
    expect(unpackProducts(packed)).toBe(products);
  });

  it("reads a received packing once, so re-renders share one array", () => {
    const received = asReceived(packProducts(products));
    expect(unpackProducts(received)).toBe(unpackProducts(received));
  });

  it("is one string without the field names, shorter than the products' own JSON", () => {
    const { json } = packProducts(products);
    expect(json).not.toContain('"shortDescription"');
    expect(json.length).toBeLessThan(JSON.stringify(products).length * 0.8);
  });

  it("packs an empty listing", () => {
    expect(unpackProducts(asReceived(packProducts([])))).toEqual([]);
  });

  describe("in the page's own data block (decision 043)", () => {
    it("stands in for the packing on the server: the same products, the text kept for the block, one stand-in per packing", () => {
      const packed = packProducts(products);
      const standIn = productsInPage(packed);
      expect(standIn).toEqual({ inPage: true });
      expect(unpackProducts(standIn)).toBe(products);
      expect(inPageText(standIn)).toBe(packed.json);
      expect(productsInPage(packed)).toBe(standIn);
      expect(inPageText(packed)).toBeUndefined();
    });

    it("reads the products back, in the browser, from the page's text, once per stand-in", () => {
      const text = inPageText(productsInPage(packProducts(products)))!;
      const received = asReceived(productsInPage(packProducts(products)));
      let reads = 0;
      const pageText = () => (reads++, text);
      expect(unpackProducts(received, pageText)).toEqual(products);
      expect(unpackProducts(received, pageText)).toBe(unpackProducts(received, pageText));
      expect(reads).toBe(1);
    });

    it("says so when the page has no block", () => {
      expect(() => unpackProducts({ inPage: true }, () => undefined)).toThrow("The listing's products are missing from the page.");
      expect(() => unpackProducts({ inPage: true })).toThrow("The listing's products are missing from the page.");
    });
  });
});
