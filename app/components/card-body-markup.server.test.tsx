import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { createCardBodyMarkup } from "~/components/card-body-markup.server";
import { ProductCard, ProductCardBody } from "~/components/product-card";
import { PrerenderedCardsProvider, type PrerenderCardBody } from "~/components/prerendered-cards";
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

/** A card as the server renders it with kept markup, or (no markup) by React alone, as the browser does. */
function card(item: ProductSummary, markup?: PrerenderCardBody, image: "first" | "lazy" = "lazy") {
  const element = <ProductCard product={item} image={image} />;
  return renderToString(markup ? <PrerenderedCardsProvider value={markup}>{element}</PrerenderedCardsProvider> : element);
}

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
    for (const item of [a, b, a, c, a, b]) markup(item!);
    // b was least recently used when c came, so b alone is rendered twice.
    expect(rendered).toEqual([a!.id, b!.id, c!.id, b!.id]);
  });

  test("the listing's first card is always rendered live, so React preloads its image", () => {
    const { rendered, render } = countingRenderer();
    const html = card(product, createCardBodyMarkup({ render }), "first");
    expect(rendered).toEqual([]);
    expect(html).toContain('fetchPriority="high"');
  });
});
