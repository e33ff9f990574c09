import { data } from "react-router";
import type { Route } from "./+types/track-order";
import { normalizeOrderIdInput } from "~/domain/orders/order-id";
import { ENTER_ORDER_ID, ORDER_NOT_FOUND, tooManyLookups, TRACKING_FAILED } from "~/domain/orders/tracking-messages";
import { findOrderForTracking } from "~/services/orders/find-order-for-tracking.server";
import { trackingPath } from "~/domain/orders/tracking-link";
import { isTrackingSignature, trackingSignature } from "~/services/orders/tracking-signature.server";
import { countTrackingLookup } from "~/services/rate-limit/count-attempts.server";
import { getRequestInfo, getServices } from "~/web/context.server";
import { getCurrentUser } from "~/web/session.server";

/**
 * `?orderId=` looks the order up at once (the spec's automatic search). Its items show only
 * to the order's signed-in customer or with the link's signature (`&sig=`); the QR code
 * carries the signature only for those who already have it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config, rateLimits } = getServices(context);
  const { clientIp, log } = getRequestInfo(context);
  const params = new URL(request.url).searchParams;
  const raw = params.get("orderId");
  const base = { query: raw ?? "", qrUrl: null as string | null };
  if (raw === null) return { ...base, order: null, error: null };
  const orderId = normalizeOrderIdInput(raw);
  if (!orderId) return data({ ...base, order: null, error: ENTER_ORDER_ID }, { status: 400 });

  const verdict = await countTrackingLookup({ rateLimits, log }, clientIp);
  if (!verdict.allowed) {
    const headers = { "Retry-After": String(verdict.retryAfterSeconds) };
    return data({ ...base, order: null, error: tooManyLookups(verdict.retryAfterSeconds) }, { status: 429, headers });
  }
  try {
    const signed = isTrackingSignature(config.AUTH_SECRET, orderId, params.get("sig"));
    const user = getCurrentUser(context);
    const order = await findOrderForTracking(db, orderId, (ownerId) => signed || ownerId === user?.id);
    if (!order) return data({ ...base, order: null, error: ORDER_NOT_FOUND }, { status: 404 });
    const signature = order.items ? trackingSignature(config.AUTH_SECRET, order.orderId) : null;
    return { ...base, qrUrl: `${config.BASE_URL}${trackingPath(order.orderId, signature)}`, order, error: null };
  } catch (error) {
    log.error({ err: error }, "order lookup failed");
    return data({ ...base, order: null, error: TRACKING_FAILED }, { status: 503 });
  }
}
