import { useEffect, useEffectEvent, useRef, useState } from "react";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogFooter } from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { NativeSelect } from "~/components/ui/native-select";
import { ProductFormSchema, productFormInput, STOCK_STATUSES } from "~/domain/admin/product-form-schema";
import { checkForm, type FieldErrors } from "~/domain/forms/form-problems";
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from "~/domain/catalog/product-type";
import { paiseToDecimalString } from "~/domain/money/format-rupees";
import { formatHsn } from "~/domain/gst/product-tax";
import { formatRate } from "~/domain/gst/tax-split";
import { useAdminAction } from "~/hooks/use-admin-action";
import { toast } from "~/hooks/use-toast";
import type { ProductForEdit } from "~/domain/admin/views";
import { ProductImageField } from "./product-image-field";
import { ProductSpecRows } from "./product-spec-rows";

/** "8499.00" → "8499", "99.50" stays: how an admin would type it. */
const rupees = (paise: number | null) => (paise === null ? "" : paiseToDecimalString(paise).replace(/\.00$/, ""));

/**
 * The add/edit product form. Checked on submit by the same schema the action uses; the
 * server's messages (an image refused from its bytes, say) land on the same fields.
 */
export function ProductForm({ product, onSaved }: { product: ProductForEdit | null; onSaved: () => void }) {
  const action = useAdminAction();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusError, setFocusError] = useState(0);
  const [stockQuantity, setStockQuantity] = useState(product?.stockQuantity?.toString() ?? "");
  const [stockStatus, setStockStatus] = useState<string>(product && !product.inStock ? "Out of Stock" : "In Stock");

  // The server's answer replaces the form's own messages (adjusting state while rendering).
  const result = action.result;
  const [handled, setHandled] = useState(result);
  if (result !== handled) {
    setHandled(result);
    if (result && !result.ok && Object.keys(result.fieldErrors).length > 0) {
      setErrors(result.fieldErrors);
      setFocusError((n) => n + 1);
    }
  }
  const saved = useEffectEvent(onSaved);
  useEffect(() => {
    if (result?.ok) saved();
  }, [result]);

  useEffect(() => {
    if (focusError) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [focusError]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = checkForm(ProductFormSchema, productFormInput(form));
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      setFocusError((n) => n + 1);
      toast({ title: checked.title, description: checked.description, variant: "destructive" });
      return;
    }
    // Only send the file when it is the chosen image.
    if (form.get("imageSource") !== "upload") form.delete("imageFile");
    setErrors({});
    action.submitForm(form);
  };

  // A corrected field loses its message as soon as it changes.
  const clearError = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    const key = target.dataset.errorKey ?? target.getAttribute("name");
    if (key && errors[key]) setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const field = (name: keyof ProductForEdit & string, label: string) => ({
    name,
    label,
    id: `product-${name}`,
    error: errors[name],
  });

  return (
    <form ref={formRef} onSubmit={submit} onChange={clearError} noValidate className="space-y-5" encType="multipart/form-data">
      <input type="hidden" name="intent" value="save-product" />
      {product ? <input type="hidden" name="productId" value={product.id} /> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField {...field("name", "Name")} defaultValue={product?.name} maxLength={200} autoComplete="off" />
        </div>
        <FormField {...field("brand", "Brand")} defaultValue={product?.brand} maxLength={100} autoComplete="off" />
        <div className="space-y-1.5">
          <Label htmlFor="product-type">Type</Label>
          <NativeSelect
            id="product-type"
            name="type"
            defaultValue={product?.type ?? "inverter"}
            aria-invalid={errors.type ? true : undefined}
          >
            {PRODUCT_TYPES.map((type) => (
              <option key={type} value={type}>
                {PRODUCT_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
          {errors.type ? <p className="text-sm font-medium text-destructive">{errors.type}</p> : null}
        </div>
        <FormField {...field("capacity", "Capacity")} defaultValue={product?.capacity} placeholder="e.g. 1500VA or 12V 150Ah" maxLength={100} />
        <FormField {...field("warranty", "Warranty")} defaultValue={product?.warranty} placeholder="e.g. 2 years" maxLength={100} />
        <FormField
          name="price"
          id="product-price"
          label="Price (₹)"
          error={errors.price}
          defaultValue={rupees(product?.pricePaise ?? null)}
          inputMode="decimal"
          placeholder="e.g. 8,499"
          autoComplete="off"
        />
        <FormField
          name="hsnCode"
          id="product-hsnCode"
          label="HSN code"
          error={errors.hsnCode}
          defaultValue={product ? formatHsn(product.hsnCode) : ""}
          inputMode="numeric"
          placeholder="Blank: 8504 40 (inverter, UPS), 8507 (battery)"
          autoComplete="off"
        />
        <FormField
          name="gstRate"
          id="product-gstRate"
          label="GST rate (%)"
          error={errors.gstRate}
          defaultValue={product ? formatRate(product.gstRateBp) : "18"}
          inputMode="decimal"
          autoComplete="off"
        />
        <FormField
          name="originalPrice"
          id="product-originalPrice"
          label="Original price (₹, optional)"
          error={errors.originalPrice}
          defaultValue={rupees(product?.originalPricePaise ?? null)}
          inputMode="decimal"
          placeholder="Shown struck through"
          autoComplete="off"
        />
        <div className="sm:col-span-2">
          <FormField {...field("shortDescription", "Short description")} defaultValue={product?.shortDescription} maxLength={300} />
        </div>
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor="product-description">Description</Label>
          <Textarea
            id="product-description"
            name="description"
            rows={4}
            maxLength={5000}
            defaultValue={product?.description}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? "product-description-error" : undefined}
            className="max-h-60"
          />
          {errors.description ? (
            <p id="product-description-error" className="text-sm font-medium text-destructive">
              {errors.description}
            </p>
          ) : null}
        </div>
        <div className="sm:col-span-2">
          <ProductImageField initialUrl={product?.images[0] ?? ""} otherImages={Math.max(0, (product?.images.length ?? 0) - 1)} errors={errors} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="product-stockStatus">Stock status</Label>
          <NativeSelect
            id="product-stockStatus"
            name="stockStatus"
            value={stockStatus}
            onChange={(event) => setStockStatus(event.target.value)}
            aria-invalid={errors.stockStatus ? true : undefined}
            aria-describedby="product-stockStatus-hint"
          >
            {STOCK_STATUSES.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </NativeSelect>
          <p id="product-stockStatus-hint" className="text-xs text-muted-foreground">
            {stockQuantity.trim() ? "Follows the stock quantity." : "Set by hand while stock is not counted."}
          </p>
          {errors.stockStatus ? <p className="text-sm font-medium text-destructive">{errors.stockStatus}</p> : null}
        </div>
        <FormField
          name="stockQuantity"
          id="product-stockQuantity"
          label="Stock quantity (optional)"
          error={errors.stockQuantity}
          hint="Leave empty to not track stock."
          value={stockQuantity}
          onChange={(event) => {
            const value = event.target.value;
            setStockQuantity(value);
            if (/^\s*\d+\s*$/.test(value)) setStockStatus(Number(value) > 0 ? "In Stock" : "Out of Stock");
          }}
          inputMode="numeric"
          autoComplete="off"
        />
        <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
          <input type="checkbox" name="featured" value="true" defaultChecked={product?.featured ?? false} className="size-4 accent-primary" />
          Featured product
        </label>
        <div className="sm:col-span-2">
          <ProductSpecRows initial={product?.specifications ?? []} errors={errors} />
        </div>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={action.busy}>
          {action.busy ? "Saving..." : product ? "Update Product" : "Add Product"}
        </Button>
      </DialogFooter>
    </form>
  );
}
