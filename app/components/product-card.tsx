import { AddToCartButton } from "~/components/add-to-cart-button";
import { usePrerenderedCardBody } from "~/components/prerendered-cards";
import { StarRating } from "~/components/star-rating";
import { percentOff } from "~/domain/catalog/percent-off";
import { PRODUCT_TYPE_LABELS } from "~/domain/catalog/product-type";
import { formatRupees } from "~/domain/money/format-rupees";
import type { ProductSummary } from "~/domain/catalog/views";

/**
 * One listing card. A listing renders 48 of these per request, so the markup is plain
 * elements with the short component classes from app.css rather than primitives, and its
 * links are plain anchors: the listing wraps the cards in a `LinkBoundary`, which gives
 * them client-side navigation.
 *
 * On the server a lazy card's inside comes ready-made (prerendered-cards.tsx): the same
 * markup, rendered once per product rather than once per request. The browser renders the
 * body itself and hydrates it against that markup.
 */
export function ProductCard({
  product,
  signedIn,
  image = "lazy",
}: {
  product: ProductSummary;
  signedIn: boolean;
  /**
   * "first": the listing's first card, whose image is a phone's largest paint, so it is
   * fetched at once and ahead of the scripts. Every other image loads once near the viewport:
   * eager ones would be preloaded too and take the slow network from the first.
   */
  image?: "first" | "lazy";
}) {
  // The first card is always rendered here: React turns its eager image into a preload in the head.
  const prerendered = usePrerenderedCardBody(image === "lazy" ? product : null);
  const nameId = cardNameId(product);
  return prerendered === null ? (
    <article aria-labelledby={nameId} className="product-card">
      <ProductCardBody product={product} signedIn={signedIn} image={image} />
    </article>
  ) : (
    <article aria-labelledby={nameId} className="product-card" dangerouslySetInnerHTML={{ __html: prerendered }} />
  );
}

function cardNameId(product: ProductSummary): string {
  return `p-${product.id}`;
}

/** Everything inside a card's `<article>`; its markup must not depend on who is signed in (prerendered once for all). */
export function ProductCardBody({
  product,
  signedIn,
  image,
}: {
  product: ProductSummary;
  signedIn: boolean;
  image: "first" | "lazy";
}) {
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
          <AddToCartButton
            product={{
              id: product.id,
              name: product.name,
              brand: product.brand,
              pricePaise: product.pricePaise,
              image: product.image,
            }}
            signedIn={signedIn}
            inStock={product.inStock}
            icon={false}
          />
        </div>
      </div>
    </>
  );
}
