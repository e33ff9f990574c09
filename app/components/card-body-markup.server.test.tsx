import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { createCardBodyMarkup, type CardBodyMarkup } from "~/components/card-body-markup.server";
import { ProductCard, ProductCardBody } from "~/components/product-card";
import { PrerenderedCardsProvider } from "~/components/prerendered-cards";
import { applyEdits } from "~/lib/page-edits.server";
import type { ProductSummary } from "~/domain/catalog/views";

const product: ProductSummary = {
  id: "0f8b6a52-3c1e-4d2a-9f5b-7a1c2e3d4f50",
  name: "Base Compact 650 <VA> & more",
  brand: "Luminous",
  type: "inverter",
  capacity: "650 VA",
  shortDescription: "A small inverter for a fan and two lights.",
  pricePaise: 459_900,
  originalPricePaise: 529_900,
  featured: true,
  inStock: true,
  rating: 4.3,
  reviewCount: 12,
  image: "/images/products/base-compact-650-1.svg",
};

/** Cards as the server sends them with kept markup, or (no markup) as React alone renders them, as the browser does. */
function page(items: ProductSummary[], markup?: CardBodyMarkup, image: "first" | "lazy" = "lazy") {
  const elements = items.map((item) => <ProductCard key={item.id} product={item} image={image} />);
  if (!markup) return renderToString(<>{elements}</>);
  const cards = markup.forPage();
  const written = Buffer.from(renderToString(<PrerenderedCardsProvider value={cards.body}>{elements}</PrerenderedCardsProvider>));
  return applyEdits(written, cards.edits(written)).toString("utf8");
}
const card = (item: ProductSummary, markup?: CardBodyMarkup, image: "first" | "lazy" = "lazy") => page([item], markup, image);

/** The real renderer, counting its calls. */
function countingRenderer() {
  const rendered: string[] = [];
  const render = (item: ProductSummary) => {
    rendered.push(item.id);
    return renderToString(<ProductCardBody product={item} image="lazy" />);
  };
  return { rendered, render };
}

describe("listing cards' kept markup", () => {
  test("is exactly the markup React renders for the card, escaping included", () => {
    const html = card(product, createCardBodyMarkup());
    expect(html).toBe(card(product));
    expect(html).toContain("Base Compact 650 &lt;VA&gt; &amp; more");
    expect(html).toContain("₹4,599");
  });

  test("is rendered once while the product stays the same, and again when any field changes", () => {
    const { rendered, render } = countingRenderer();
    const markup = createCardBodyMarkup({ render });
    const first = card(product, markup);
    expect(card({ ...product }, markup)).toBe(first);
    expect(rendered).toHaveLength(1);

    const repriced = card({ ...product, pricePaise: 399_900 }, markup);
    expect(repriced).toContain("₹3,999");
    expect(repriced).not.toContain("₹4,599");
    expect(card({ ...product, pricePaise: 399_900, inStock: false }, markup)).toContain("Out of Stock");
    expect(rendered).toHaveLength(3);
  });

  test("keeps at most maxProducts, least recently used out first", () => {
    const { rendered, render } = countingRenderer();
    const markup = createCardBodyMarkup({ maxProducts: 2, render });
    const [a, b, c] = ["a", "b", "c"].map((letter) => ({ ...product, id: product.id.replace(/^0/, letter) }));
    for (const item of [a, b, a, c, a, b]) card(item!, markup);
    // b was least recently used when c came, so b alone is rendered twice.
    expect(rendered).toEqual([a!.id, b!.id, c!.id, b!.id]);
  });

  test("a page of many cards gets each card's own markup, the same as React renders them", () => {
    const items = ["a", "b", "c"].map((letter, i) => ({ ...product, id: product.id.replace(/^0/, letter), name: `Card ${i} ₹` }));
    const markup = createCardBodyMarkup();
    expect(page(items, markup)).toBe(page(items));
    expect(page([items[2]!, items[0]!], markup)).toBe(page([items[2]!, items[0]!]));
  });

  test("a marker React wrote in an attempt it threw away gets no edit, and a page without cards none", () => {
    const cards = createCardBodyMarkup().forPage();
    const thrownAway = cards.body(product);
    const kept = cards.body({ ...product, name: "Kept" });
    const written = Buffer.from(`<main><article>${kept}</article></main>`);
    expect(thrownAway).not.toBe(kept);
    expect(applyEdits(written, cards.edits(written)).toString()).toContain(">Kept</a>");
    expect(cards.edits(Buffer.from("<main>No products found matching your criteria.</main>"))).toEqual([]);
  });

  test("the listing's first card is always rendered live, so React preloads its image", () => {
    const { rendered, render } = countingRenderer();
    const html = card(product, createCardBodyMarkup({ render }), "first");
    expect(rendered).toEqual([]);
    expect(html).toContain('fetchPriority="high"');
  });
});
