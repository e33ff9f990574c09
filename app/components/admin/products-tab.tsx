import { Package, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ProductSearchField } from "~/components/product-search-field";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { AdminQuery } from "~/domain/admin/admin-tabs";
import { PRODUCT_TYPE_LABELS } from "~/domain/catalog/product-type";
import { formatRupees } from "~/domain/money/format-rupees";
import { useAdminAction } from "~/hooks/use-admin-action";
import type { AdminProductRow } from "~/domain/admin/views";
import { ProductFormDialog, type ProductDialogTarget } from "./product-form-dialog";

/** Admin → Products: search, the table with edit and delete, and the Add Product dialog. */
export function ProductsTab({ data, query }: { data: { products: AdminProductRow[]; matching: number }; query: AdminQuery }) {
  const [target, setTarget] = useState<ProductDialogTarget | null>(null);
  const remover = useAdminAction();

  return (
    <section aria-labelledby="products-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="products-heading" className="text-xl font-semibold">
            Products
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {query.q
              ? `${data.matching.toLocaleString("en-IN")} ${data.matching === 1 ? "product matches" : "products match"} “${query.q}”`
              : `Total Products: ${data.matching.toLocaleString("en-IN")}`}
          </p>
        </div>
        <Button type="button" onClick={() => setTarget({ mode: "add" })}>
          <Plus aria-hidden="true" />
          Add Product
        </Button>
      </div>

      <Form method="get" action="/admin" role="search" className="flex gap-2">
        <input type="hidden" name="tab" value="products" />
        <ProductSearchField id="admin-product-search" defaultValue={query.q} className="flex-1 sm:max-w-md" />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>

      {data.products.length === 0 ? (
        <div className="rounded-lg border border-dashed border-border py-12 text-center text-muted-foreground">
          <Package className="mx-auto mb-2 size-8" aria-hidden="true" />
          {query.q ? "No products match your search." : "No products yet. Add the first one."}
        </div>
      ) : (
        <Table containerLabel="Product list" containerClassName="rounded-lg border border-border bg-card">
          <TableHeader>
            <TableRow>
              <TableHead className="pl-3">Product</TableHead>
              <TableHead>Type</TableHead>
              <TableHead className="text-right">Price</TableHead>
              <TableHead>Stock</TableHead>
              <TableHead className="text-right">Quantity</TableHead>
              <TableHead className="pr-3 text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.products.map((row) => (
              <TableRow key={row.id}>
                <TableCell className="pl-3">
                  <div className="flex items-center gap-3">
                    <div className="hidden size-10 shrink-0 overflow-hidden rounded-md border border-border bg-muted sm:block">
                      {row.image ? <img src={row.image} alt="" loading="lazy" className="size-full object-contain" /> : null}
                    </div>
                    <div className="min-w-0">
                      {/* Wraps on phones so price and stock stay in view; one line on wider screens. */}
                      <p className="w-36 font-medium whitespace-normal sm:w-auto sm:max-w-64 sm:truncate sm:whitespace-nowrap" title={row.name}>
                        {row.name}
                      </p>
                      <p className="text-xs text-muted-foreground">{row.brand}</p>
                    </div>
                  </div>
                </TableCell>
                <TableCell>{PRODUCT_TYPE_LABELS[row.type]}</TableCell>
                <TableCell className="text-right tabular-nums">{formatRupees(row.pricePaise)}</TableCell>
                <TableCell>
                  <Badge variant={row.inStock ? "green" : "red"}>{row.inStock ? "In Stock" : "Out of Stock"}</Badge>
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {row.stockQuantity === null ? <span className="text-muted-foreground">Not tracked</span> : row.stockQuantity.toLocaleString("en-IN")}
                </TableCell>
                <TableCell className="pr-3">
                  <div className="flex justify-end gap-1">
                    <Button type="button" variant="outline" size="sm" onClick={() => setTarget({ mode: "edit", productId: row.id, name: row.name })}>
                      <Pencil aria-hidden="true" />
                      Edit<span className="sr-only"> {row.name}</span>
                    </Button>
                    <ConfirmDialog
                      message={`Are you sure you want to delete "${row.name}"? This action cannot be undone.`}
                      onConfirm={() => remover.run({ intent: "delete-product", productId: row.id })}
                      trigger={
                        <Button type="button" variant="ghost" size="sm" className="text-destructive hover:text-destructive" disabled={remover.busy}>
                          <Trash2 aria-hidden="true" />
                          Delete<span className="sr-only"> {row.name}</span>
                        </Button>
                      }
                    />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      <AdminPagination query={query} matching={data.matching} />
      <ProductFormDialog target={target} onClose={() => setTarget(null)} />
    </section>
  );
}
