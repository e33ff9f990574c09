import { useEffect } from "react";
import { data, Link, useRevalidator } from "react-router";
import type { Route } from "./+types/product-detail";
import { ErrorScreen } from "~/components/error-screen";
import { ProductAbout } from "~/components/product-about";
import { ProductBuyingPanel } from "~/components/product-buying-panel";
import { ProductGallery } from "~/components/product-gallery";
import { ReviewList } from "~/components/review-list";
import { unpackProductPage } from "~/domain/catalog/packed-product-page";
import { productJsonLd } from "~/domain/catalog/product-json-ld";
import { paiseToDecimalString } from "~/domain/money/format-rupees";
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
        <ProductBuyingPanel product={product} signedIn={signedIn} />
      </div>
      <ProductAbout description={product.description} specifications={product.specifications} />

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

