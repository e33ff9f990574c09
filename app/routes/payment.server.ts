import { redirect } from "react-router";
import type { Route } from "./+types/payment";
import { PlaceOrderSchema } from "~/domain/checkout/place-order-schema";
import { isOrderId } from "~/domain/orders/order-id";
import { orderPlaced, PLACE_ORDER_FAILED, PLACE_ORDER_SIGN_IN, placeOrderProblem } from "~/domain/orders/order-messages";
import { trackingPath } from "~/domain/orders/tracking-link";
import { orderMailSettings } from "~/services/mail/queue-order-mails.server";
import { listCustomerOrders } from "~/services/orders/list-customer-orders.server";
import { ensurePaymentQr } from "~/services/payments/ensure-payment-qr.server";
import { preparePaymentPanel } from "~/services/payments/prepare-payment-panel.server";
import { placeOrder } from "~/services/orders/place-order.server";
import { countOrderPlacement } from "~/services/rate-limit/count-attempts.server";
import { TOO_MANY_ORDERS } from "~/domain/payments/payment-messages";
import { trackingSignature } from "~/services/orders/tracking-signature.server";
import { refused } from "~/web/action-result.server";
import { getRequestInfo, getServices } from "~/web/context.server";
import { readJson } from "~/web/read-form.server";
import { getCurrentUser, requireUser } from "~/web/session.server";
import { redirectWithToast } from "~/web/toast.server";

/** The payment step, or (with `?order=`) the confirmation of the customer's own order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const services = getServices(context);
  const { config, db } = services;
  const upi = { vpa: config.UPI_VPA, payeeName: config.UPI_PAYEE_NAME };
  const orderId = new URL(request.url).searchParams.get("order");
  if (!orderId) return { upi, placed: null };
  const [placed] = isOrderId(orderId) ? await listCustomerOrders(db, user.id, { orderId }) : [];
  if (!placed) throw redirect("/orders");
  const payment = await preparePaymentPanel({ ...services, log: getRequestInfo(context).log }, placed);
  return {
    upi,
    placed: {
      orderId: placed.orderId,
      totalPaise: placed.totalPaise,
      status: placed.status,
      paymentReference: placed.paymentReference,
      trackingPath: trackingPath(placed.orderId, trackingSignature(config.AUTH_SECRET, placed.orderId)),
      payment,
    },
  };
}

/**
 * Places the order. Only product ids, quantities, the address and the checkout key are
 * read from the request; prices and totals come from the catalogue (services/orders).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = getCurrentUser(context);
  if (!user) return refused(PLACE_ORDER_SIGN_IN, { status: 401 });
  const parsed = PlaceOrderSchema.safeParse(await readJson(request));
  if (!parsed.success) return refused({ ...PLACE_ORDER_FAILED, description: placeOrderProblem(parsed.error.issues[0]) });
  const { db, config, jobs, rateLimits, razorpay } = getServices(context);
  const { log } = getRequestInfo(context);
  const verdict = await countOrderPlacement({ rateLimits, log }, user.id);
  if (!verdict.allowed) {
    return refused(
      { ...PLACE_ORDER_FAILED, description: TOO_MANY_ORDERS },
      { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  }
  try {
    const rules = { windowMinutes: config.PAYMENT_WINDOW_MINUTES, maxUnpaidOrders: config.MAX_UNPAID_ORDERS };
    const result = await placeOrder(db, user.id, parsed.data, { rules, mail: orderMailSettings(config) });
    if (!result.ok) return refused({ ...PLACE_ORDER_FAILED, description: result.message }, { status: result.status });
    const { orderId } = result.order;
    jobs.nudge();
    // Razorpay mode: the order's own QR, made now; if the gateway fails, the next view tries again.
    if (razorpay && result.created) await ensurePaymentQr({ db, razorpay, log }, { ...result.order, razorpayQrImageUrl: null }, new Date());
    return redirectWithToast(context, `/payment?order=${orderId}&key=${encodeURIComponent(parsed.data.checkoutKey)}`, orderPlaced(orderId));
  } catch (error) {
    log.error({ err: error }, "placing an order failed");
    return refused(PLACE_ORDER_FAILED, { status: 500 });
  }
}
