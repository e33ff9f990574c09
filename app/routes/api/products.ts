import type { Route } from "./+types/products";
import { parseListingQuery } from "~/domain/catalog/listing-query";
import { getServices } from "~/web/context.server";

/**
 * GET /api/products — the public, read-only listing for integrations. Same parameters as
 * the listing page (type, q, sort, page) plus limit (1–100).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog } = getServices(context);
  const query = parseListingQuery(new URL(request.url).searchParams, { allowLimit: true });
  const listing = await catalog.listProducts(query);
  return Response.json(
    {
      products: listing.products,
      page: listing.page,
      pageCount: listing.pageCount,
      limit: query.limit,
      matching: listing.matching,
      total: listing.total,
    },
    { headers: { "Cache-Control": "public, max-age=30", "Access-Control-Allow-Origin": "*" } },
  );
}
