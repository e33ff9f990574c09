import type { Route } from "./+types/product";
import { getServices } from "~/web/context.server";

/** GET /api/products/:id — one product, or 404 with a JSON error. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await getServices(context).catalog.getProduct(params.id);
  const headers = { "Cache-Control": "public, max-age=30", "Access-Control-Allow-Origin": "*" };
  if (!product) return Response.json({ error: "Product not found" }, { status: 404, headers });
  return Response.json({ product }, { headers });
}
