import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { createCardMarkup, type CardMarkup } from "~/components/card-markup.server";
import { ProductCard, ProductCards } from "~/components/product-card";
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

/** A listing's cards as the server sends them with kept markup, or (no markup) as React alone renders them, as the browser does. */
function page(items: ProductSummary[], markup?: CardMarkup) {
  if (!markup) return renderToString(<ProductCards products={items} />);
  const cards = markup.forPage();
  const written = Buffer.from(renderToString(<PrerenderedCardsProvider value={cards.cards}><ProductCards products={items} /></PrerenderedCardsProvider>));
  return applyEdits(written, cards.edits(written)).toString("utf8");
}

const withId = (letter: string, fields: Partial<ProductSummary> = {}): ProductSummary => ({ ...product, id: product.id.replace(/^0/, letter), ...fields });
/** The listing's first card, rendered live: the card under test comes second, in the kept run. */
const lead = withId("f", { name: "Lead card", pricePaise: 100_000, originalPricePaise: null });
const second = (item: ProductSummary, markup?: CardMarkup) => page([lead, item], markup);

/** The real renderer, counting its calls. */
function countingRenderer() {
  const rendered: string[] = [];
  const render = (item: ProductSummary) => {
    rendered.push(item.id);
    return renderToString(<ProductCard product={item} image="lazy" />);
  };
  return { rendered, render };
}

describe("listing cards' kept markup", () => {
  test("is exactly the markup React renders for the cards, escaping included, with no placeholder left", () => {
    const html = second(product, createCardMarkup());
    expect(html).toBe(second(product));
    expect(html).toContain("Base Compact 650 &lt;VA&gt; &amp; more");
    expect(html).toContain("₹4,599");
    expect(html.match(/<article /g)).toHaveLength(2);
    expect(html).not.toContain("<template");
    expect(html).not.toContain("<!--cards-");
  });

  test("is rendered once while the product stays the same, and again when any field changes", () => {
    const { rendered, render } = countingRenderer();
    const markup = createCardMarkup({ render });
    const first = second(product, markup);
    expect(second({ ...product }, markup)).toBe(first);
    expect(rendered).toEqual([product.id]);

    const repriced = second({ ...product, pricePaise: 399_900 }, markup);
    expect(repriced).toContain("₹3,999");
    expect(repriced).not.toContain("₹4,599");
    expect(second({ ...product, pricePaise: 399_900, inStock: false }, markup)).toContain("Out of Stock");
    expect(rendered).toHaveLength(3);
  });

  test("keeps at most maxProducts, least recently used out first", () => {
    const { rendered, render } = countingRenderer();
    const markup = createCardMarkup({ maxProducts: 2, render });
    const [a, b, c] = ["a", "b", "c"].map((letter) => withId(letter));
    for (const item of [a, b, a, c, a, b]) second(item!, markup);
    // b was least recently used when c came, so b alone is rendered twice.
    expect(rendered).toEqual([a!.id, b!.id, c!.id, b!.id]);
  });

  test("a page of many cards gets each card's own markup in its order, the same as React renders them", () => {
    const items = ["a", "b", "c", "d"].map((letter, i) => withId(letter, { name: `Card ${i} ₹` }));
    const markup = createCardMarkup();
    const html = page(items, markup);
    expect(html).toBe(page(items));
    expect([...html.matchAll(/>Card (\d) ₹</g)].map((match) => match[1])).toEqual(["0", "1", "2", "3"]);
    const reordered = [items[3]!, items[0]!, items[2]!];
    expect(page(reordered, markup)).toBe(page(reordered));
  });

  test("a placeholder React wrote in an attempt it threw away gets no edit, and a page without cards none", () => {
    const cards = createCardMarkup().forPage();
    const thrownAway = cards.cards([product]);
    const kept = cards.cards([{ ...product, name: "Kept" }]);
    const written = Buffer.from(`<main><template>${kept}</template></main>`);
    expect(thrownAway).not.toBe(kept);
    const html = applyEdits(written, cards.edits(written)).toString();
    expect(html).toContain(">Kept</a>");
    expect(html).toMatch(/^<main><article [^]*<\/article><\/main>$/);
    expect(cards.edits(Buffer.from("<main>No products found matching your criteria.</main>"))).toEqual([]);
  });

  test("a marker outside its placeholder element is an error, not a page with a hole", () => {
    const cards = createCardMarkup().forPage();
    const written = Buffer.from(`<main><div>${cards.cards([product])}</div></main>`);
    expect(cards.edits(written)).toEqual([]);
    const unclosed = Buffer.from(`<main><template>${cards.cards([product])}</main>`);
    expect(() => cards.edits(unclosed)).toThrow("a run of listing cards's marker has no markup");
  });

  test("the listing's first card is always rendered live, so React preloads its image; one card needs no run", () => {
    const { rendered, render } = countingRenderer();
    const html = page([product], createCardMarkup({ render }));
    expect(rendered).toEqual([]);
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain("<template");
    expect(html).toBe(page([product]));
  });
});
