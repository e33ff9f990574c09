import type { Route } from "./+types/admin";
import { AdminActionSchema, type AdminAction } from "~/domain/admin/admin-actions";
import {
  ADMIN_LOAD_FAILED,
  MAIL_SETTING_FAILED,
  mailKindSet,
  ORDER_DELETE_FAILED,
  ORDER_DELETED,
  PAYMENT_CONFIRM_FAILED,
  PAYMENT_CONFIRMED,
  REFUND_FAILED,
  REFUND_NEEDS_RAZORPAY,
  refundStarted,
  REVIEW_DELETE_FAILED,
  REVIEW_DELETED,
  STATUS_UPDATE_FAILED,
  statusUpdated,
  USER_DELETE_FAILED,
  USER_DELETED,
} from "~/domain/admin/admin-messages";
import { parseAdminQuery } from "~/domain/admin/admin-tabs";
import { IMAGE_TOO_LARGE, MAX_PRODUCT_FORM_BYTES } from "~/domain/admin/product-form-schema";
import type { ShopUser } from "~/domain/auth/shop-user";
import { checkForm, formTexts } from "~/domain/forms/form-problems";
import { MAIL_KIND_LABELS } from "~/domain/mail/mail-kinds";
import { deleteCustomer } from "~/services/admin/delete-customer.server";
import { deleteOrder } from "~/services/admin/delete-order.server";
import { deleteReview } from "~/services/admin/delete-review.server";
import { loadAdminTab } from "~/services/admin/load-admin-tab.server";
import { setMailKindEnabled } from "~/services/mail/mail-settings.server";
import { orderMailSettings } from "~/services/mail/queue-order-mails.server";
import { invoiceSettings } from "~/services/invoices/invoice-settings.server";
import { updateOrderStatus } from "~/services/orders/update-order-status.server";
import { refundOrderPayment } from "~/services/payments/refund-order-payment.server";
import { formatRupees } from "~/domain/money/format-rupees";
import { refused, succeeded } from "~/web/action-result.server";
import { getRequestInfo, getServices, type Context } from "~/web/context.server";
import { isOversizedBody, readForm } from "~/web/read-form.server";
import { requireAdmin, requireAdminPage } from "~/web/session.server";
import { deleteProductAction, saveProductAction } from "./admin/product-actions.server";

/** The back office. The admin role is checked on the server before anything is read. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdminPage(context);
  const query = parseAdminQuery(new URL(request.url).searchParams);
  try {
    const tab = await loadAdminTab(getServices(context).db, query);
    return { admin: { email: admin.email }, query, tab, loadError: null };
  } catch (error) {
    getRequestInfo(context).log.error({ err: error, tab: query.tab }, "admin data failed to load");
    return { admin: { email: admin.email }, query, tab: null, loadError: { ...ADMIN_LOAD_FAILED, variant: "destructive" as const } };
  }
}

/** Every admin write, by the form's `intent`. Anyone but an admin gets a 403 before the form is read. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  // Refuse an oversized upload before reading it into memory.
  if (isOversizedBody(request, MAX_PRODUCT_FORM_BYTES)) return refused({ title: "Error", description: IMAGE_TOO_LARGE }, { status: 413 });
  const form = await readForm(request);
  if (form.get("intent") === "save-product") return saveProductAction(context, form);
  const checked = checkForm(AdminActionSchema, formTexts(form, ["intent", "orderRecordId", "status", "userId", "reviewId", "productId", "kind", "enabled"]));
  if (!checked.ok) return refused({ title: "Error", description: checked.description });
  if (checked.data.intent === "delete-product") return deleteProductAction(context, form);
  try {
    return await runOrderOrAccountAction(context, admin, checked.data);
  } catch (error) {
    getRequestInfo(context).log.error({ err: error, intent: checked.data.intent }, "admin action failed");
    return refused({ title: "Error", description: FAILURES[checked.data.intent] }, { status: 500 });
  }
}

const FAILURES: Record<Exclude<AdminAction["intent"], "delete-product">, string> = {
  "update-status": STATUS_UPDATE_FAILED,
  "delete-order": ORDER_DELETE_FAILED,
  "delete-user": USER_DELETE_FAILED,
  "delete-review": REVIEW_DELETE_FAILED,
  "set-mail-kind": MAIL_SETTING_FAILED,
  "confirm-payment": PAYMENT_CONFIRM_FAILED,
  "refund-payment": REFUND_FAILED,
};

async function runOrderOrAccountAction(context: Context, admin: ShopUser, action: Exclude<AdminAction, { intent: "delete-product" }>) {
  const { db, config, razorpay } = getServices(context);
  const failure = (status: number, description = FAILURES[action.intent]) => refused({ title: "Error", description }, { status });
  switch (action.intent) {
    case "update-status": {
      const result = await updateOrderStatus(db, {
        orderRecordId: action.orderRecordId,
        status: action.status,
        actorId: admin.id,
        invoicing: invoiceSettings(config),
        mail: orderMailSettings(config),
      });
      if (!result.ok) return failure(result.status, result.message);
      return succeeded(statusUpdated(action.status));
    }
    case "delete-order":
      return (await deleteOrder(db, action.orderRecordId)) ? succeeded(ORDER_DELETED) : failure(404);
    case "delete-user": {
      const result = await deleteCustomer(db, action.userId);
      if (!result.ok) return failure(result.status, result.status === 404 ? undefined : result.message);
      return succeeded(USER_DELETED);
    }
    case "delete-review":
      return (await deleteReview(db, action.reviewId)) ? succeeded(REVIEW_DELETED) : failure(404);
    case "set-mail-kind":
      await setMailKindEnabled(db, action.kind, action.enabled);
      return succeeded(mailKindSet(MAIL_KIND_LABELS[action.kind], action.enabled));
    case "confirm-payment": {
      const result = await updateOrderStatus(db, {
        orderRecordId: action.orderRecordId,
        status: "Payment Confirmed",
        actorId: admin.id,
        invoicing: invoiceSettings(config),
        mail: orderMailSettings(config),
      });
      if (!result.ok) return failure(result.status, result.message);
      return succeeded(PAYMENT_CONFIRMED);
    }
    case "refund-payment": {
      if (!razorpay) return failure(409, REFUND_NEEDS_RAZORPAY);
      const result = await refundOrderPayment(db, razorpay, { orderRecordId: action.orderRecordId });
      if (!result.ok) return failure(result.status, result.message);
      return succeeded(refundStarted(formatRupees(result.amountPaise), result.refundId));
    }
  }
}
