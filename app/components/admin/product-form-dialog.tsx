import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import type { ProductForEdit } from "~/domain/admin/views";
import { ProductForm } from "./product-form";

/** What the dialog is for: a new product, or editing the one with this id. */
export type ProductDialogTarget = { mode: "add" } | { mode: "edit"; productId: string; name: string };

type Loaded = { state: "loading" } | { state: "ready"; product: ProductForEdit } | { state: "failed"; productId: string };

/**
 * Add Product / Edit Product. For an edit, the product's full data comes from
 * GET /admin/products/:id each time the dialog opens, so the form starts from what is saved.
 */
export function ProductFormDialog({ target, onClose }: { target: ProductDialogTarget | null; onClose: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const productId = target?.mode === "edit" ? target.productId : null;

  useEffect(() => {
    if (!productId) return;
    const controller = new AbortController();
    fetch(`/admin/products/${encodeURIComponent(productId)}`, { headers: { Accept: "application/json" }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { product: ProductForEdit };
        setLoaded({ state: "ready", product: body.product });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error("Failed to load the product", error);
          setLoaded({ state: "failed", productId });
        }
      });
    return () => controller.abort();
  }, [productId, attempt]);

  const editing = target?.mode === "edit";
  // Until this product's data arrives, an earlier product's answer must not show.
  const view: Loaded | { state: "ready"; product: null } = !productId
    ? { state: "ready", product: null }
    : (loaded.state === "ready" && loaded.product.id === productId) || (loaded.state === "failed" && loaded.productId === productId)
      ? loaded
      : { state: "loading" };
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-2xl" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Product" : "Add Product"}</DialogTitle>
          <DialogDescription>
            {editing ? `Change the details of ${target.name}.` : "Add a product to the catalog."} Every field is required unless marked
            optional.
          </DialogDescription>
        </DialogHeader>
        {view.state === "loading" ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading product" iconClassName="size-6" />
          </div>
        ) : view.state === "failed" ? (
          <div className="space-y-3 py-8 text-center" role="alert">
            <p>Failed to load this product. Please try again.</p>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setLoaded({ state: "loading" });
                setAttempt((n) => n + 1);
              }}
            >
              Try Again
            </Button>
          </div>
        ) : (
          <ProductForm key={view.product?.id ?? "new"} product={view.product} onSaved={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
