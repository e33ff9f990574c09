import { z } from "zod";
import { PRODUCT_ADD_FAILED, PRODUCT_ADDED, PRODUCT_DELETE_FAILED, PRODUCT_UPDATE_FAILED, productDeleted, productUpdated } from "~/domain/admin/admin-messages";
import { ProductFormSchema, productFormInput } from "~/domain/admin/product-form-schema";
import { checkForm } from "~/domain/forms/form-problems";
import { deleteProduct } from "~/services/admin/products/delete-product.server";
import { saveProduct } from "~/services/admin/products/save-product.server";
import { storeUploadedImage } from "~/services/uploads/store-uploaded-image.server";
import { refused, refusedForm, succeeded } from "~/web/action-result.server";
import { getRequestInfo, getServices, type Context } from "~/web/context.server";

/**
 * Adds or updates a product from the admin form (multipart: it may carry an image). The form
 * is checked by the same schema the browser used; an upload is checked from its bytes and
 * stored before the database is written, so a refused image never leaves a product behind.
 */
export async function saveProductAction(context: Context, form: FormData) {
  const { db, imageStore } = getServices(context);
  const { log } = getRequestInfo(context);
  const failed = form.get("productId") ? PRODUCT_UPDATE_FAILED : PRODUCT_ADD_FAILED;
  const checked = checkForm(ProductFormSchema, productFormInput(form));
  if (!checked.ok) return refusedForm(checked);
  const { image, ...fields } = checked.data;

  try {
    let imageUrl: string;
    if ("upload" in image) {
      const stored = await storeUploadedImage(imageStore, image.upload as Blob);
      if (!stored.ok) return refused({ title: "Error", description: stored.message }, { status: stored.status, fieldErrors: { imageFile: stored.message } });
      imageUrl = stored.url;
    } else {
      imageUrl = image.url;
    }
    const saved = await saveProduct(db, { ...fields, imageUrl });
    if (!saved.ok) return refused({ title: "Error", description: failed }, { status: saved.status });
    const { product, created } = saved;
    log.info({ productId: product.id, created }, created ? "product added" : "product updated");
    return succeeded(created ? PRODUCT_ADDED : productUpdated(product.name), { productId: product.id });
  } catch (error) {
    log.error({ err: error, productId: fields.productId }, "saving a product failed");
    return refused({ title: "Error", description: failed }, { status: 500 });
  }
}

/** Deletes a product; orders keep their snapshots and reviews stay, unlinked. */
export async function deleteProductAction(context: Context, form: FormData) {
  const { log } = getRequestInfo(context);
  const productId = z.uuid().safeParse(form.get("productId"));
  if (!productId.success) return refused({ title: "Error", description: PRODUCT_DELETE_FAILED });
  try {
    const deleted = await deleteProduct(getServices(context).db, productId.data);
    if (!deleted) return refused({ title: "Error", description: PRODUCT_DELETE_FAILED }, { status: 404 });
    log.info({ productId: deleted.id }, "product deleted");
    return succeeded(productDeleted(deleted.name));
  } catch (error) {
    log.error({ err: error, productId: productId.data }, "deleting a product failed");
    return refused({ title: "Error", description: PRODUCT_DELETE_FAILED }, { status: 500 });
  }
}
