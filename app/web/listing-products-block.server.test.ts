import { describe, expect, it } from "vitest";
import { packProducts, productsInPage } from "~/domain/catalog/packed-products";
import type { ProductSummary } from "~/domain/catalog/views";
import { applyEdits } from "~/lib/page-edits.server";
import { listingProductsBlock } from "./listing-products-block.server";

const hostile: ProductSummary = {
  id: "4c878dd2-edb0-4c35-a369-8a3cd6bbf345",
  name: "</script><script>alert(1)</script> & <!-- more",
  brand: "Base",
  type: "ups",
  capacity: "650VA",
  shortDescription: "Line\u2028separator — ₹ saved.",
  pricePaise: 199_900,
  originalPricePaise: null,
  featured: false,
  inStock: true,
  rating: null,
  reviewCount: 0,
  image: null,
};
const page = Buffer.from("<!DOCTYPE html><html><head></head><body><p>₹1,999</p><script>x()</script></body></html>");
const blockIn = (html: string) => /<script type="application\/json" id="listing-products">(.*?)<\/script><\/body><\/html>$/s.exec(html)?.[1];

describe("the listing's products as a data block of the page (decision 043)", () => {
  it("goes just after the site's footer, before the page's scripts, so that it is part of the body every viewer gets alike (decision 055)", () => {
    const withFooter = Buffer.from('<!DOCTYPE html><html><head></head><body><main><p>₹1,999</p></main><footer><p>© 2026</p></footer><div role="region"></div><script nonce="n">x()</script></body></html>');
    const block = listingProductsBlock();
    block.put(productsInPage(packProducts([hostile])));
    const html = applyEdits(withFooter, block.edits(withFooter)).toString("utf8");
    expect(html).toMatch(/<\/footer><script type="application\/json" id="listing-products">[^<]*<\/script><div role="region"><\/div><script nonce="n">x\(\)<\/script><\/body><\/html>$/);
  });

  it("goes just before the last </body> of a page without a footer, and reads back as the products however they are named", () => {
    const block = listingProductsBlock();
    block.put(productsInPage(packProducts([hostile])));
    const html = applyEdits(page, block.edits(page)).toString("utf8");
    expect(html.startsWith("<!DOCTYPE html><html><head></head><body><p>₹1,999</p><script>x()</script><script")).toBe(true);
    const text = blockIn(html);
    expect(text).toBeDefined();
    // Nothing in it can end the element or open another: the HTML parser sees one script.
    expect(text).not.toMatch(/[<>&\u2028]/);
    const [row] = JSON.parse(text!) as unknown[][];
    expect(row).toContain(hostile.name);
    expect(row).toContain(hostile.shortDescription);
  });

  it("adds nothing to a page without listing products, or whose products travel in its loader data", () => {
    const none = listingProductsBlock();
    expect(none.edits(page)).toEqual([]);
    const inData = listingProductsBlock();
    inData.put(packProducts([hostile]));
    expect(inData.edits(page)).toEqual([]);
  });

  it("adds nothing to an answer that is not a whole page", () => {
    const block = listingProductsBlock();
    block.put(productsInPage(packProducts([hostile])));
    expect(block.edits(Buffer.from("<p>fragment</p>"))).toEqual([]);
  });
});
