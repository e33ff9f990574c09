import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { isOrderStatus } from "~/domain/orders/order-status";
import type { ToastMessage } from "~/domain/toast";
import { getRequestInfo, getServices } from "~/services/app-context.server";
import type { ShopUser } from "~/domain/auth/shop-user";
import { updateOrderStatus } from "~/services/orders/update-order-status.server";
import { deleteCustomer } from "./delete-customer.server";
import { deleteOrder } from "./delete-order.server";
import { deleteReview } from "./list-reviews.server";
import { deleteProductAction, saveProductAction } from "./products/product-actions.server";

type Context = Readonly<RouterContextProvider>;
export type AdminActionResult = { ok: boolean; toast: ToastMessage };

const id = z.string().min(1).max(64).regex(/^[\w-]+$/);
const failure = (description: string, status = 400) =>
  data<AdminActionResult>({ ok: false, toast: { title: "Error", description, variant: "destructive" } }, { status });
const success = (title: string, description?: string) => data<AdminActionResult>({ ok: true, toast: { title, description } });

/** Every admin write, by the form's `intent`. The caller has already checked the admin role. */
export const ADMIN_INTENTS = ["update-status", "delete-order", "delete-user", "delete-review", "save-product", "delete-product"] as const;

export async function runAdminAction(context: Context, admin: ShopUser, form: FormData) {
  const { db } = getServices(context);
  const { log } = getRequestInfo(context);
  const intent = String(form.get("intent") ?? "");
  try {
    switch (intent) {
      case "update-status": {
        const orderRecordId = id.safeParse(form.get("orderRecordId"));
        const status = form.get("status");
        if (!orderRecordId.success || !isOrderStatus(status)) return failure("Failed to update order status.");
        const result = await updateOrderStatus(db, { orderRecordId: orderRecordId.data, status, actorId: admin.id });
        if (!result.ok) return failure(result.message, result.status);
        return success("Status Updated", `Order status updated to ${status}.`);
      }
      case "delete-order": {
        const orderRecordId = id.safeParse(form.get("orderRecordId"));
        if (!orderRecordId.success || !(await deleteOrder(db, orderRecordId.data))) return failure("Failed to delete order.", 404);
        return success("Order Deleted");
      }
      case "delete-user": {
        const userId = id.safeParse(form.get("userId"));
        if (!userId.success) return failure("Failed to delete user.");
        const result = await deleteCustomer(db, userId.data);
        if (!result.ok) return failure(result.status === 404 ? "Failed to delete user." : result.message, result.status);
        return success("User Deleted");
      }
      case "delete-review": {
        const reviewId = z.uuid().safeParse(form.get("reviewId"));
        if (!reviewId.success || !(await deleteReview(db, reviewId.data))) return failure("Failed to delete review.", 404);
        return success("Review Deleted");
      }
      case "save-product":
        return saveProductAction(context, form);
      case "delete-product":
        return deleteProductAction(context, form);
      default:
        return failure("Unknown action.");
    }
  } catch (error) {
    log.error({ err: error, intent }, "admin action failed");
    const message: Record<string, string> = {
      "update-status": "Failed to update order status.",
      "delete-order": "Failed to delete order.",
      "delete-user": "Failed to delete user.",
      "delete-review": "Failed to delete review.",
    };
    return failure(message[intent] ?? "Something went wrong. Please try again.", 500);
  }
}
