import type { Route } from "./+types/cart-products";
import { getServices } from "~/web/context.server";
import { getCartProducts } from "~/services/catalog/get-cart-products.server";

/** GET /api/cart-products?ids=a,b — today's price and stock for the lines of a cart. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = (new URL(request.url).searchParams.get("ids") ?? "").split(",").filter(Boolean);
  const products = await getCartProducts(getServices(context).db, ids);
  return Response.json({ products }, { headers: { "Cache-Control": "no-store" } });
}
