import { describe, expect, test } from "vitest";
import { createKeptBlockMarkup, type KeptBlockMarkup } from "~/components/kept-block-markup.server";
import { ProductAbout } from "~/components/product-about";
import { ProductBuyingPanel } from "~/components/product-buying-panel";
import type { ProductOnPage } from "~/domain/catalog/packed-product-page";
import { countingKeptBlockMarkup, renderWithKeptBlocks } from "../../tests/support/kept-blocks";

const product: ProductOnPage = {
  id: "4c878dd2-edb0-4c35-a369-8a3cd6bbf345",
  name: "Base Core 650VA “Home” <UPS> & more",
  brand: "Base",
  type: "ups",
  capacity: "650VA",
  shortDescription: "Budget offline UPS for a home PC, with cold start — ₹ saved.",
  pricePaise: 199_900,
  originalPricePaise: 249_900,
  featured: true,
  inStock: true,
  rating: 4.2,
  reviewCount: 3,
  description: "An affordable offline UPS.\nIt keeps a PC running <safely>.",
  images: ["/images/products/base-compact-650-1.svg", "/images/products/base-compact-650-2.svg"],
  stockQuantity: 4,
  warranty: "2 years",
  specifications: [
    { label: "Capacity", value: "650VA / 360W" },
    { label: "Transfer time", value: "< 10 ms" },
  ],
};

/** The blocks as the server sends them with kept markup, or (no markup) as React alone renders them, as the browser does. */
function blocks(shown: ProductOnPage, signedIn: boolean, markup?: KeptBlockMarkup) {
  const element = (
    <>
      <ProductBuyingPanel product={shown} signedIn={signedIn} />
      <ProductAbout description={shown.description} specifications={shown.specifications} />
    </>
  );
  return renderWithKeptBlocks(element, { markup });
}

describe("a product page's buying panel and description, kept (decision 058)", () => {
  test("are exactly the markup React renders for them, signed in or not, in stock or not, with or without a discount", () => {
    const markup = createKeptBlockMarkup();
    const variants: ProductOnPage[] = [
      product,
      { ...product, inStock: false, stockQuantity: 0, featured: false },
      { ...product, originalPricePaise: null, rating: null, reviewCount: 0, specifications: [] },
    ];
    for (const shown of variants) {
      for (const signedIn of [true, false]) {
        const html = blocks(shown, signedIn, markup);
        expect(html).toBe(blocks(shown, signedIn));
        expect(html).not.toContain("<!--kept-");
      }
    }
    const signedIn = blocks(product, true, markup);
    expect(signedIn).toContain(">Add to Cart</button>");
    expect(signedIn).toContain("Base Core 650VA “Home” &lt;UPS&gt; &amp; more");
    expect(signedIn).toContain("₹2,499");
    expect(signedIn).toContain("20<!-- -->% OFF");
    expect(signedIn).toContain("It keeps a PC running &lt;safely&gt;.");
    expect(signedIn).toContain("<dd>&lt; 10 ms</dd>");
    expect(blocks(product, false, markup)).toContain(">Sign in to Add to Cart</button>");
    expect(blocks(variants[1]!, true, markup)).toContain("Out of Stock");
    expect(blocks(variants[2]!, true, markup)).toContain("No specifications listed.");
  });

  test("are rendered once per product and sign-in, and again when anything shown changes", () => {
    const { markup, renders } = countingKeptBlockMarkup();
    const first = blocks(product, true, markup);
    expect(blocks({ ...product }, true, markup)).toBe(first); // the same fields in another object
    expect(renders()).toBe(2); // the panel and the description

    blocks(product, false, markup); // the panel again, for a shopper not signed in
    expect(renders()).toBe(3);

    const cheaper = blocks({ ...product, pricePaise: 189_900 }, true, markup);
    expect(renders()).toBe(4); // the panel; the description is the same
    expect(cheaper).toContain("₹1,899");
    expect(cheaper).not.toContain("₹1,999");

    const soldOut = blocks({ ...product, inStock: false, stockQuantity: 0 }, true, markup);
    expect(soldOut).toContain("Out of Stock");
    expect(soldOut).not.toContain("In Stock");

    const specified = blocks({ ...product, specifications: [{ label: "Battery", value: "7Ah" }] }, true, markup);
    expect(specified).toContain("<dd>7Ah</dd>");
    expect(specified).not.toContain("Transfer time");
    expect(renders()).toBe(7); // the sold-out panel; then both, the panel being keyed by the whole product
  });
});
