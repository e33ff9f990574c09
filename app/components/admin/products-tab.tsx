import type { AdminQuery } from "~/domain/admin/admin-tabs";
import type { AdminProductRow } from "~/services/admin/products/products-tab.server";

/** Placeholder until the product editor lands. */
export function ProductsTab({ data }: { data: { products: AdminProductRow[]; matching: number }; query: AdminQuery }) {
  return <p className="text-muted-foreground">{data.matching} products.</p>;
}
