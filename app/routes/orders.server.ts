import type { Route } from "./+types/orders";
import { checkForm, formTexts } from "~/domain/forms/form-problems";
import { PAYMENT_REFERENCE_SAVED, PaymentReferenceFormSchema } from "~/domain/payments/payment-reference";
import {
  REVIEW_ADDED,
  REVIEW_SAVE_FAILED,
  REVIEW_UPDATED,
  reviewerName,
  ReviewFormSchema,
  SIGN_IN_TO_REVIEW,
} from "~/domain/reviews/review-schema";
import { trackingPath } from "~/domain/orders/tracking-link";
import { orderMailSettings } from "~/services/mail/queue-order-mails.server";
import { listCustomerOrders } from "~/services/orders/list-customer-orders.server";
import { preparePaymentPanel } from "~/services/payments/prepare-payment-panel.server";
import { trackingSignature } from "~/services/orders/tracking-signature.server";
import { recordPaymentReference } from "~/services/orders/record-payment-reference.server";
import { listCustomerReviews } from "~/services/reviews/list-customer-reviews.server";
import { saveReview } from "~/services/reviews/save-review.server";
import { refused, refusedForm, succeeded } from "~/web/action-result.server";
import { getRequestInfo, getServices, type Context } from "~/web/context.server";
import { readForm } from "~/web/read-form.server";
import { getCurrentUser } from "~/web/session.server";
import type { ShopUser } from "~/domain/auth/shop-user";

export async function loader({ context }: Route.LoaderArgs) {
  const user = getCurrentUser(context);
  if (!user) return { signedIn: false as const, orders: [], upi: null, reviews: {} };
  const services = getServices(context);
  const { db, config } = services;
  const [orders, reviews] = await Promise.all([listCustomerOrders(db, user.id), listCustomerReviews(db, user.id)]);
  const upi = { vpa: config.UPI_VPA, payeeName: config.UPI_PAYEE_NAME };
  const log = getRequestInfo(context).log;
  return {
    signedIn: true as const,
    upi,
    reviews: Object.fromEntries(reviews.map((r) => [r.productId, { rating: r.rating, comment: r.comment }])),
    orders: await Promise.all(
      orders.map(async (order) => ({
        ...order,
        trackingPath: trackingPath(order.orderId, trackingSignature(config.AUTH_SECRET, order.orderId)),
        // Only unpaid orders (the QR may be made now) and just-paid ones need a panel.
        payment: await preparePaymentPanel({ ...services, log }, order),
      })),
    ),
  };
}

/** My Orders' two forms: a review of a delivered product (`intent=review`), and the UPI reference of an unpaid order. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = getCurrentUser(context);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (!user) {
    return intent === "review"
      ? refused(SIGN_IN_TO_REVIEW, { status: 401 })
      : refused({ title: "Error", description: "Please sign in." }, { status: 401 });
  }
  if (intent === "review") return saveReviewAction(context, user, form);
  if (intent === "payment-reference") return savePaymentReference(context, user, form);
  return refused({ title: "Error", description: "Unknown action." });
}

async function saveReviewAction(context: Context, user: ShopUser, form: FormData) {
  const review = checkForm(ReviewFormSchema, formTexts(form, ["productId", "rating", "comment"]));
  if (!review.ok) return refusedForm(review);
  try {
    const result = await saveReview(getServices(context).db, {
      userId: user.id,
      userName: reviewerName({ username: null, name: user.displayName }),
      input: review.data,
    });
    if (!result.ok) return refused({ ...REVIEW_SAVE_FAILED, description: result.message }, { status: result.status });
    return succeeded(result.created ? REVIEW_ADDED : REVIEW_UPDATED);
  } catch (error) {
    getRequestInfo(context).log.error({ err: error }, "saving a review failed");
    return refused(REVIEW_SAVE_FAILED, { status: 500 });
  }
}

async function savePaymentReference(context: Context, user: ShopUser, form: FormData) {
  const reference = checkForm(PaymentReferenceFormSchema, formTexts(form, ["orderId", "reference"]));
  if (!reference.ok) return refusedForm(reference, reference.fieldErrors.orderId ? 404 : 400);
  const { db, config } = getServices(context);
  const saved = await recordPaymentReference(db, { userId: user.id, ...reference.data }, orderMailSettings(config));
  if (!saved.ok) {
    const fieldErrors = saved.status === 409 ? { reference: saved.message } : {};
    return refused({ title: "Error", description: saved.message }, { status: saved.status, fieldErrors });
  }
  return succeeded(PAYMENT_REFERENCE_SAVED);
}
