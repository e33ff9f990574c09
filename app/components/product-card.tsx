import { Link } from "react-router";
import { AddToCartButton } from "~/components/add-to-cart-button";
import { StarRating } from "~/components/star-rating";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { percentOff } from "~/domain/catalog/percent-off";
import { PRODUCT_TYPE_LABELS } from "~/domain/catalog/product-type";
import { formatRupees } from "~/domain/money/format-rupees";
import type { ProductSummary } from "~/services/catalog/product-summary";

export function ProductCard({
  product,
  signedIn,
  eagerImage = false,
}: {
  product: ProductSummary;
  signedIn: boolean;
  eagerImage?: boolean;
}) {
  const discount = percentOff(product.pricePaise, product.originalPricePaise);
  const href = `/products/${product.id}`;
  return (
    <article
      aria-labelledby={`product-${product.id}-name`}
      className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-[4/3] bg-muted sm:aspect-square">
        {product.image ? (
          <img
            src={product.image}
            alt={product.name}
            width={400}
            height={400}
            loading={eagerImage ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {discount ? <Badge variant="destructive">{discount}% OFF</Badge> : null}
          {product.featured ? <Badge>Featured</Badge> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <Badge variant="secondary">{PRODUCT_TYPE_LABELS[product.type]}</Badge>
          <span className="truncate text-sm text-muted-foreground">{product.brand}</span>
        </div>
        <h2 id={`product-${product.id}-name`} className="text-base font-semibold leading-snug">
          <Link to={href} className="hover:underline">
            {product.name}
          </Link>
        </h2>
        <p className="line-clamp-2 text-sm text-muted-foreground">{product.shortDescription}</p>
        {product.rating !== null ? (
          <StarRating
            rating={product.rating}
            reviewCount={product.reviewCount > 0 ? product.reviewCount : undefined}
          />
        ) : null}
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          <span className="text-xl font-bold">{formatRupees(product.pricePaise)}</span>
          {product.originalPricePaise && product.originalPricePaise > product.pricePaise ? (
            <s className="text-sm text-muted-foreground">
              <span className="sr-only">Original price </span>
              {formatRupees(product.originalPricePaise)}
            </s>
          ) : null}
        </div>
        <div>
          {product.inStock ? (
            <Badge variant="success">In Stock</Badge>
          ) : (
            <Badge variant="outline" className="border-destructive text-destructive">
              Out of Stock
            </Badge>
          )}
        </div>
        <div className="grid grid-cols-2 gap-2 pt-2">
          <Button asChild variant="outline">
            <Link to={href} aria-label={`View Details: ${product.name}`}>
              View Details
            </Link>
          </Button>
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
          />
        </div>
      </div>
    </article>
  );
}
