import type { Route } from "./+types/product";
import { getServices } from "~/web/context.server";
import { getProductForEdit } from "~/services/admin/products/get-product-for-edit.server";
import { requireAdmin } from "~/web/session.server";

/** GET /admin/products/:id — one product's full data for the edit dialog (admins only). */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const product = await getProductForEdit(getServices(context).db, params.id);
  const headers = { "Cache-Control": "private, no-store" };
  if (!product) return Response.json({ error: "Product not found" }, { status: 404, headers });
  return Response.json({ product }, { headers });
}
