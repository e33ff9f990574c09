import { data } from "react-router";
import type { Route } from "./+types/products";
import { LinkBoundary } from "~/components/link-boundary";
import { ListingControls } from "~/components/listing-controls";
import { Pagination } from "~/components/pagination";
import { listingProductsInDocument, useListingProductsInPage } from "~/components/listing-products-in-page";
import { useDocumentCardsTaken } from "~/components/prerendered-cards";
import { ProductCards, cardActions } from "~/components/product-card";
import { listingSearch, parseListingQuery } from "~/domain/catalog/listing-query";
import { productsInPage, unpackProducts } from "~/domain/catalog/packed-products";
import { PRODUCT_TYPE_LABELS } from "~/domain/catalog/product-type";
import { absoluteUrl, seoMeta } from "~/lib/seo";
import { getRequestInfo, getServices } from "~/web/context.server";
import { useCurrentUser } from "~/hooks/use-current-user";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog, config } = getServices(context);
  const url = new URL(request.url);
  const query = parseListingQuery(url.searchParams);
  const { packedProducts, products: _products, ...listing } = await catalog.listProducts(query);
  return data(
    {
      query: { ...query, page: listing.page },
      // The products as one JSON text (decision 041): turbo-stream would walk each of their
      // values. A page rendered whole carries the text in a data block of its own (decision 043).
      listing: { ...listing, products: getRequestInfo(context).documentRequest ? productsInPage(packedProducts) : packedProducts },
      basePath: url.pathname === "/" ? "/" : "/products",
      shopName: config.SHOP_NAME,
      baseUrl: config.BASE_URL,
    },
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { query, listing, shopName, baseUrl, basePath } = loaderData;
  const what = query.type === "all" ? "Inverters, UPS & Batteries" : PRODUCT_TYPE_LABELS[query.type];
  const title = query.q
    ? `Search results for “${query.q}” | ${shopName}`
    : `${what}${query.page > 1 ? ` (page ${query.page})` : ""} | ${shopName}`;
  return seoMeta({
    title,
    description: `Shop ${listing.total} home inverters, UPS units and batteries with warranty, UPI payment and delivery across India.`,
    canonical: absoluteUrl(baseUrl, `${basePath}${listingSearch({ type: query.type, page: query.page })}`),
    siteName: shopName,
    noIndex: Boolean(query.q),
  });
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { query, listing, basePath } = loaderData;
  useListingProductsInPage(listing.products);
  const products = unpackProducts(listing.products, listingProductsInDocument);
  const signedIn = Boolean(useCurrentUser());
  const onCardClick = cardActions(products, signedIn);
  useDocumentCardsTaken();
  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-6 sm:py-8">
      <div className="mb-5">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Power Solutions</h1>
        <p className="mt-1 text-muted-foreground">
          Inverters, UPS systems and batteries for homes and businesses.
        </p>
      </div>
      <ListingControls query={query} basePath={basePath} />
      <p className="mt-5 text-sm text-muted-foreground" aria-live="polite">
        Showing {listing.matching} of {listing.total} products
      </p>
      {products.length === 0 ? (
        <p className="py-16 text-center text-lg text-muted-foreground">
          No products found matching your criteria.
        </p>
      ) : (
        <LinkBoundary className="mt-4 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" onClick={onCardClick}>
          <ProductCards products={products} />
        </LinkBoundary>
      )}
      <div className="mt-8">
        <Pagination
          page={listing.page}
          pageCount={listing.pageCount}
          hrefFor={(page) => `${basePath}${listingSearch({ ...query, page })}`}
        />
      </div>
    </div>
  );
}
