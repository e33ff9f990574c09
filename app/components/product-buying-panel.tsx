import { Headphones, RotateCcw, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { AddToCartButton } from "~/components/add-to-cart-button";
import { KeptBlock } from "~/components/kept-block";
import { QuantityPicker } from "~/components/quantity-picker";
import { StarRating } from "~/components/star-rating";
import { Badge } from "~/components/ui/badge";
import type { ProductOnPage } from "~/domain/catalog/packed-product-page";
import { percentOff } from "~/domain/catalog/percent-off";
import { PRODUCT_TYPE_LABELS } from "~/domain/catalog/product-type";
import { MAX_LINE_QUANTITY } from "~/domain/cart/cart";
import { formatRupees } from "~/domain/money/format-rupees";

type PanelProps = { product: ProductOnPage; signedIn: boolean };

/**
 * A product page's buying panel — badges, name, rating, price, stock, quantity, Add to Cart and
 * what every product promises — beside its gallery. The same for every shopper who is signed in
 * (or not) until the product changes, so the server keeps its markup keyed by the whole product
 * and that (KeptBlock, decision 058): React rendered its ~50 elements on every request. The
 * browser renders it like any other component, quantity and handlers included.
 */
export function ProductBuyingPanel({ product, signedIn }: PanelProps) {
  return (
    <KeptBlock as="div" className="space-y-4" markupKey={JSON.stringify(["product-buying-panel", signedIn, product])}>
      <BuyingPanelInside product={product} signedIn={signedIn} />
    </KeptBlock>
  );
}

/** Reads nothing but its props: the server renders it on its own. */
function BuyingPanelInside({ product, signedIn }: PanelProps) {
  const [quantity, setQuantity] = useState(1);
  const discount = percentOff(product.pricePaise, product.originalPricePaise);
  const maxQuantity = Math.max(1, Math.min(MAX_LINE_QUANTITY, product.stockQuantity ?? MAX_LINE_QUANTITY));
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Badge variant="outline">{product.brand}</Badge>
        <Badge variant="secondary">{PRODUCT_TYPE_LABELS[product.type]}</Badge>
        {product.featured ? <Badge>Featured</Badge> : null}
      </div>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{product.name}</h1>
      <p className="text-muted-foreground">{product.capacity}</p>
      {product.rating !== null ? (
        <StarRating
          rating={product.rating}
          reviewCount={product.reviewCount > 0 ? product.reviewCount : undefined}
          size="md"
        />
      ) : (
        <p className="text-sm text-muted-foreground">No ratings yet</p>
      )}
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-bold">{formatRupees(product.pricePaise)}</span>
        {discount && product.originalPricePaise ? (
          <>
            <s className="text-lg text-muted-foreground">
              <span className="sr-only">Original price </span>
              {formatRupees(product.originalPricePaise)}
            </s>
            <Badge variant="destructive">{discount}% OFF</Badge>
          </>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">Inclusive of all taxes</p>
      <div>
        {product.inStock ? (
          <Badge variant="success">In Stock</Badge>
        ) : (
          <Badge variant="outline" className="border-destructive text-destructive">
            Out of Stock
          </Badge>
        )}
      </div>
      <p>{product.shortDescription}</p>
      <div className="flex flex-wrap items-center gap-3 pt-2">
        <QuantityPicker value={quantity} onChange={setQuantity} max={maxQuantity} disabled={!product.inStock} />
        <AddToCartButton
          product={{
            id: product.id,
            name: product.name,
            brand: product.brand,
            pricePaise: product.pricePaise,
            image: product.images[0] ?? null,
          }}
          quantity={quantity}
          signedIn={signedIn}
          inStock={product.inStock}
          disabled={!signedIn}
          label={signedIn ? "Add to Cart" : "Sign in to Add to Cart"}
          size="lg"
          className="flex-1 sm:flex-none"
        />
      </div>
      <ul className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 text-sm sm:grid-cols-3">
        <ProductPromises warranty={product.warranty} />
      </ul>
    </>
  );
}

/** What every product promises, with its warranty. */
function ProductPromises({ warranty }: { warranty: string }) {
  return (
    <>
      <li className="flex items-start gap-2">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <span className="block font-medium">Warranty</span>
          {warranty}
        </span>
      </li>
      <li className="flex items-start gap-2">
        <Headphones className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <span className="block font-medium">Support</span>
          24/7 customer support
        </span>
      </li>
      <li className="flex items-start gap-2">
        <RotateCcw className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <span className="block font-medium">Easy Returns</span>7 Days
        </span>
      </li>
    </>
  );
}
