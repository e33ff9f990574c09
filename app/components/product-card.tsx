import { useState, type MouseEvent } from "react";
import { addToCart } from "~/components/add-to-cart-button";
import { CARDS_PLACEHOLDER, documentCardBody, usePrerenderedCards } from "~/components/prerendered-cards";
import { StarRating } from "~/components/star-rating";
import { buttonVariants } from "~/components/ui/button";
import { percentOff } from "~/domain/catalog/percent-off";
import { PRODUCT_TYPE_LABELS } from "~/domain/catalog/product-type";
import { formatRupees } from "~/domain/money/format-rupees";
import type { ProductSummary } from "~/domain/catalog/views";

/**
 * A listing's cards. On the server the cards after the first come as one run of kept markup
 * (prerendered-cards.tsx, card-markup.server.tsx): React writes a placeholder for them, which
 * the run replaces once the page is written, so the page holds 48 cards as if React had
 * rendered each. The first card is rendered here, so React turns its eager image into a
 * preload in the head. The browser renders every card, taking those of the page it was sent
 * as they are.
 */
export function ProductCards({ products }: { products: readonly ProductSummary[] }) {
  const prerender = usePrerenderedCards();
  const [first, ...rest] = products;
  if (prerender && first) {
    return (
      <>
        <ProductCard product={first} image="first" />
        {rest.length > 0 ? <CARDS_PLACEHOLDER dangerouslySetInnerHTML={{ __html: prerender(rest) }} /> : null}
      </>
    );
  }
  return products.map((product, index) => (
    <ProductCard key={product.id} product={product} image={index === 0 ? "first" : "lazy"} />
  ));
}

/**
 * One listing card. A listing renders 48 of these, so the markup is plain elements with the
 * short component classes from app.css rather than primitives, and it has no event handler of
 * its own: its links are plain anchors and its "Add to Cart" a plain button, which the
 * listing's `cardActions` handles (with a `LinkBoundary` for the links). Nothing in it needs
 * hydrating, so the browser takes a card of the page it was sent as it is.
 */
export function ProductCard({
  product,
  image = "lazy",
}: {
  product: ProductSummary;
  /**
   * "first": the listing's first card, whose image is a phone's largest paint, so it is
   * fetched at once and ahead of the scripts. Every other image loads once near the viewport:
   * eager ones would be preloaded too and take the slow network from the first.
   */
  image?: "first" | "lazy";
}) {
  // Taken from the server's page while it is hydrated, and kept while the card shows its image the same way.
  const [taken] = useState(() => ({ markup: documentCardBody(product), image }));
  const markup = taken.image === image ? taken.markup : null;
  const nameId = cardNameId(product);
  return markup === null ? (
    <article aria-labelledby={nameId} className="product-card">
      <ProductCardBody product={product} image={image} />
    </article>
  ) : (
    <article aria-labelledby={nameId} className="product-card" dangerouslySetInnerHTML={{ __html: markup }} />
  );
}

function cardNameId(product: ProductSummary): string {
  return `p-${product.id}`;
}

/**
 * The click handler for the cards' "Add to Cart" buttons, for the element around the
 * listing's cards: a card has no handler of its own, so cards taken from the server's page
 * need no hydrating.
 */
export function cardActions(products: readonly ProductSummary[], signedIn: boolean) {
  return (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("button[data-add-to-cart]");
    const product = button && !button.disabled ? products.find((candidate) => candidate.id === button.dataset.addToCart) : undefined;
    if (!product) return;
    addToCart({ id: product.id, name: product.name, brand: product.brand, pricePaise: product.pricePaise, image: product.image }, 1, signedIn);
  };
}

/** Everything inside a card's `<article>`; its markup must not depend on who is signed in (kept once for all). */
function ProductCardBody({ product, image }: { product: ProductSummary; image: "first" | "lazy" }) {
  const discount = percentOff(product.pricePaise, product.originalPricePaise);
  const href = `/products/${product.id}`;
  const nameId = cardNameId(product);
  return (
    <>
      <div className="product-card-media">
        {product.image ? (
          <img
            src={product.image}
            alt={product.name}
            width={400}
            height={400}
            loading={image === "first" ? "eager" : "lazy"}
            fetchPriority={image === "first" ? "high" : "auto"}
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {discount ? <span className="badge badge-destructive">{discount}% OFF</span> : null}
          {product.featured ? <span className="badge badge-default">Featured</span> : null}
        </div>
      </div>
      <div className="product-card-body">
        <div className="flex items-center justify-between gap-2">
          <span className="badge badge-secondary">{PRODUCT_TYPE_LABELS[product.type]}</span>
          <span className="muted truncate">{product.brand}</span>
        </div>
        <h2 id={nameId} className="font-semibold leading-snug">
          <a href={href} className="hover:underline">
            {product.name}
          </a>
        </h2>
        <p className="muted line-clamp-2">{product.shortDescription}</p>
        {product.rating !== null ? (
          <StarRating rating={product.rating} reviewCount={product.reviewCount > 0 ? product.reviewCount : undefined} />
        ) : null}
        <p className="mt-auto pt-1">
          <span className="text-xl font-bold">{formatRupees(product.pricePaise)}</span>
          {discount && product.originalPricePaise ? (
            <s className="muted ml-2">
              <span className="sr-only">Original price </span>
              {formatRupees(product.originalPricePaise)}
            </s>
          ) : null}
        </p>
        <p>
          {product.inStock ? (
            <span className="badge badge-success">In Stock</span>
          ) : (
            <span className="badge badge-out">Out of Stock</span>
          )}
        </p>
        <div className="grid grid-cols-2 gap-2 pt-2">
          <a href={href} className="btn btn-outline btn-md">
            View Details
          </a>
          {/* Handled by the listing (cardActions); no icon: 48 inline SVGs are a lot of bytes for a phone. */}
          <button type="button" className={buttonVariants()} disabled={!product.inStock} data-add-to-cart={product.id}>
            Add to Cart
          </button>
        </div>
      </div>
    </>
  );
}
