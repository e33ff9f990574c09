import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { checkProductForm, productFormInput, type ProductFormErrors } from "~/domain/admin/product-form-schema";
import type { ToastMessage } from "~/domain/toast";
import { getRequestInfo, getServices } from "~/services/app-context.server";
import { imageStoreFor } from "~/services/uploads/image-store-for-config.server";
import { storeUploadedImage } from "~/services/uploads/store-uploaded-image.server";
import { deleteProduct } from "./delete-product.server";
import { saveProduct } from "./save-product.server";

type Context = Readonly<RouterContextProvider>;

export type ProductActionResult = {
  ok: boolean;
  toast: ToastMessage;
  /** Messages per form field, when the form was refused. */
  errors?: ProductFormErrors;
  productId?: string;
};

const refused = (description: string, status: number, errors?: ProductFormErrors) =>
  data<ProductActionResult>({ ok: false, toast: { title: "Error", description, variant: "destructive" }, errors }, { status });

/**
 * Adds or updates a product from the admin form (multipart: it may carry an image). The form
 * is checked by the same schema the browser used; an upload is checked from its bytes and
 * stored before the database is written, so a refused image never leaves a product behind.
 */
export async function saveProductAction(context: Context, form: FormData) {
  const { db, config } = getServices(context);
  const { log } = getRequestInfo(context);
  const checked = checkProductForm(productFormInput(form));
  const editing = Boolean(form.get("productId"));
  const failed = editing ? "Failed to update product. Please try again." : "Failed to add product. Please try again.";
  if (!checked.ok) return refused(checked.firstProblem, 400, checked.errors);
  const { image, ...fields } = checked.product;

  try {
    let imageUrl: string;
    if ("upload" in image) {
      const stored = await storeUploadedImage(imageStoreFor(config), image.upload as Blob);
      if (!stored.ok) return refused(stored.message, stored.status, { imageFile: stored.message });
      imageUrl = stored.url;
    } else {
      imageUrl = image.url;
    }

    const saved = await saveProduct(db, { ...fields, imageUrl });
    if (!saved.ok) return refused(failed, saved.status);
    const { product, created } = saved;
    log.info({ productId: product.id, created }, created ? "product added" : "product updated");
    return data<ProductActionResult>({
      ok: true,
      productId: product.id,
      toast: created
        ? { title: "Product Added", description: "Product has been successfully added to the catalog." }
        : { title: "Product Updated", description: `${product.name} has been updated.` },
    });
  } catch (error) {
    log.error({ err: error, productId: fields.productId }, "saving a product failed");
    return refused(failed, 500);
  }
}

/** Deletes a product; orders keep their snapshots and reviews stay, unlinked. */
export async function deleteProductAction(context: Context, form: FormData) {
  const { db } = getServices(context);
  const { log } = getRequestInfo(context);
  const productId = z.uuid().safeParse(form.get("productId"));
  if (!productId.success) return refused("Failed to delete product.", 400);
  try {
    const deleted = await deleteProduct(db, productId.data);
    if (!deleted) return refused("Failed to delete product.", 404);
    log.info({ productId: deleted.id }, "product deleted");
    return data<ProductActionResult>({
      ok: true,
      toast: { title: "Product Deleted", description: `${deleted.name} has been removed from the catalog.` },
    });
  } catch (error) {
    log.error({ err: error, productId: productId.data }, "deleting a product failed");
    return refused("Failed to delete product.", 500);
  }
}
