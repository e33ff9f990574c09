import { Headphones, RotateCcw, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Link, useRevalidator } from "react-router";
import type { Route } from "./+types/product-detail";
import { AddToCartButton } from "~/components/add-to-cart-button";
import { ErrorScreen } from "~/components/error-screen";
import { KeptBlock } from "~/components/kept-block";
import { ProductGallery } from "~/components/product-gallery";
import { QuantityPicker } from "~/components/quantity-picker";
import { ReviewList } from "~/components/review-list";
import { StarRating } from "~/components/star-rating";
import { Badge } from "~/components/ui/badge";
import { unpackProductPage } from "~/domain/catalog/packed-product-page";
import { percentOff } from "~/domain/catalog/percent-off";
import { productJsonLd } from "~/domain/catalog/product-json-ld";
import { PRODUCT_TYPE_LABELS } from "~/domain/catalog/product-type";
import { MAX_LINE_QUANTITY } from "~/domain/cart/cart";
import { formatRupees, paiseToDecimalString } from "~/domain/money/format-rupees";
import { onReviewUpdated } from "~/lib/review-updated-event";
import { absoluteUrl, seoMeta } from "~/lib/seo";
import { getServices } from "~/web/context.server";
import { useCurrentUser } from "~/hooks/use-current-user";

/** The spec's page for an unknown product (and its title). */
const PRODUCT_NOT_FOUND = "Product Not Found";

/** The product and its reviews travel as one JSON text (decision 050). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { catalog, config } = getServices(context);
  const { product, packedPage } = await catalog.getProductWithReviews(params.id);
  const loaded = { page: packedPage, baseUrl: config.BASE_URL, shopName: config.SHOP_NAME };
  return product ? loaded : data(loaded, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const product = loaderData ? unpackProductPage(loaderData.page).product : null;
  if (!loaderData || !product) return [{ title: PRODUCT_NOT_FOUND }, { name: "robots", content: "noindex" }];
  const { baseUrl, shopName } = loaderData;
  const pageUrl = absoluteUrl(baseUrl, `/products/${product.id}`);
  const imageUrls = product.images.map((image) => absoluteUrl(baseUrl, image));
  return [
    ...seoMeta({
      title: `${product.name} (${product.capacity}) by ${product.brand} | ${shopName}`,
      description: product.shortDescription,
      canonical: pageUrl,
      image: imageUrls[0],
      type: "product",
      siteName: shopName,
    }),
    { property: "product:price:amount", content: paiseToDecimalString(product.pricePaise) },
    { property: "product:price:currency", content: "INR" },
    { "script:ld+json": productJsonLd(product, pageUrl, imageUrls) },
  ];
}

export default function ProductDetailPage({ loaderData }: Route.ComponentProps) {
  const { product, reviews } = unpackProductPage(loaderData.page);
  const revalidator = useRevalidator();
  const signedIn = Boolean(useCurrentUser());
  const [quantity, setQuantity] = useState(1);

  // Saving a review elsewhere (My Orders) announces it; show it here without a reload.
  useEffect(() => {
    if (!product) return;
    return onReviewUpdated(({ productId }) => {
      if (productId === product.id) void revalidator.revalidate();
    });
  }, [product, revalidator]);

  if (!product) {
    return <ErrorScreen title={PRODUCT_NOT_FOUND} linkTo="/products" linkLabel="Back to Products" />;
  }

  const discount = percentOff(product.pricePaise, product.originalPricePaise);
  const maxQuantity = Math.max(1, Math.min(MAX_LINE_QUANTITY, product.stockQuantity ?? MAX_LINE_QUANTITY));
  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-6 sm:py-8">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
        <Link to="/products" className="hover:text-foreground hover:underline">
          Products
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{product.name}</span>
      </nav>
      <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
        <ProductGallery images={product.images} name={product.name} />
        <div className="space-y-4">
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
            <QuantityPicker
              value={quantity}
              onChange={setQuantity}
              max={maxQuantity}
              disabled={!product.inStock}
            />
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
          <KeptBlock
            as="ul"
            className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 text-sm sm:grid-cols-3"
            markupKey={JSON.stringify(["product-promises", product.warranty])}
          >
            <ProductPromises warranty={product.warranty} />
          </KeptBlock>
        </div>
      </div>

      <div className="mt-10 grid grid-cols-1 gap-8 lg:grid-cols-2">
        <section aria-labelledby="description-heading">
          <h2 id="description-heading" className="text-xl font-semibold">
            Description
          </h2>
          <p className="mt-3 whitespace-pre-line leading-relaxed">{product.description}</p>
        </section>
        <section aria-labelledby="specifications-heading">
          <h2 id="specifications-heading" className="text-xl font-semibold">
            Specifications
          </h2>
          {product.specifications.length ? (
            <dl className="mt-3 divide-y rounded-xl border bg-card">
              {product.specifications.map((spec) => (
                <div key={spec.label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 px-4 py-2.5 text-sm">
                  <dt className="font-medium text-muted-foreground">{spec.label}</dt>
                  <dd>{spec.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-3 text-muted-foreground">No specifications listed.</p>
          )}
        </section>
      </div>

      <div className="mt-10">
        <ReviewList
          reviews={reviews}
          onRefresh={() => void revalidator.revalidate()}
          refreshing={revalidator.state === "loading"}
        />
      </div>
    </div>
  );
}

/**
 * What every product promises, with its warranty: the same on most product pages, so the server
 * keeps its markup per warranty (KeptBlock, decision 047). It reads nothing but its props.
 */
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
