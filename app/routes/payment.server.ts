import { redirect } from "react-router";
import type { Route } from "./+types/payment";
import { PlaceOrderSchema } from "~/domain/checkout/place-order-schema";
import { isOrderId } from "~/domain/orders/order-id";
import { orderPlaced, PLACE_ORDER_FAILED, PLACE_ORDER_SIGN_IN, placeOrderProblem } from "~/domain/orders/order-messages";
import { trackingPath } from "~/domain/orders/tracking-link";
import { paymentNote, upiLink } from "~/domain/payments/upi-link";
import { orderMailSettings } from "~/services/mail/queue-order-mails.server";
import { listCustomerOrders } from "~/services/orders/list-customer-orders.server";
import { placeOrder } from "~/services/orders/place-order.server";
import { trackingSignature } from "~/services/orders/tracking-signature.server";
import { refused } from "~/web/action-result.server";
import { getRequestInfo, getServices } from "~/web/context.server";
import { readJson } from "~/web/read-form.server";
import { getCurrentUser, requireUser } from "~/web/session.server";
import { redirectWithToast } from "~/web/toast.server";

/** The payment step, or (with `?order=`) the confirmation of the customer's own order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { config, db } = getServices(context);
  const upi = { vpa: config.UPI_VPA, payeeName: config.UPI_PAYEE_NAME };
  const orderId = new URL(request.url).searchParams.get("order");
  if (!orderId) return { upi, placed: null };
  const [placed] = isOrderId(orderId) ? await listCustomerOrders(db, user.id, { orderId }) : [];
  if (!placed) throw redirect("/orders");
  return {
    upi,
    placed: {
      orderId: placed.orderId,
      totalPaise: placed.totalPaise,
      status: placed.status,
      paymentReference: placed.paymentReference,
      trackingPath: trackingPath(placed.orderId, trackingSignature(config.AUTH_SECRET, placed.orderId)),
      upiLink: upiLink({ ...upi, amountPaise: placed.totalPaise, note: paymentNote(placed.orderId), transactionRef: placed.orderId }),
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
  const { db, config, jobs } = getServices(context);
  try {
    const result = await placeOrder(db, user.id, parsed.data, { mail: orderMailSettings(config) });
    if (!result.ok) return refused({ ...PLACE_ORDER_FAILED, description: result.message }, { status: result.status });
    const { orderId } = result.order;
    jobs.nudge();
    return redirectWithToast(context, `/payment?order=${orderId}&key=${encodeURIComponent(parsed.data.checkoutKey)}`, orderPlaced(orderId));
  } catch (error) {
    getRequestInfo(context).log.error({ err: error }, "placing an order failed");
    return refused(PLACE_ORDER_FAILED, { status: 500 });
  }
}
