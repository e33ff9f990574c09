import { data } from "react-router";
import type { Route } from "./+types/track-order";
import { normalizeOrderIdInput } from "~/domain/orders/order-id";
import { ENTER_ORDER_ID, ORDER_NOT_FOUND, tooManyLookups, TRACKING_FAILED } from "~/domain/orders/tracking-messages";
import { findOrderForTracking } from "~/services/orders/find-order-for-tracking.server";
import { countTrackingLookup } from "~/services/rate-limit/count-attempts.server";
import { getRequestInfo, getServices } from "~/web/context.server";

/** `?orderId=` looks the order up at once (the spec's automatic search). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config, rateLimiter } = getServices(context);
  const { clientIp, log } = getRequestInfo(context);
  const raw = new URL(request.url).searchParams.get("orderId");
  const base = { query: raw ?? "", baseUrl: config.BASE_URL };
  if (raw === null) return { ...base, order: null, error: null };
  const orderId = normalizeOrderIdInput(raw);
  if (!orderId) return data({ ...base, order: null, error: ENTER_ORDER_ID }, { status: 400 });

  const verdict = await countTrackingLookup({ rateLimiter, log }, clientIp);
  if (!verdict.allowed) {
    const headers = { "Retry-After": String(verdict.retryAfterSeconds) };
    return data({ ...base, order: null, error: tooManyLookups(verdict.retryAfterSeconds) }, { status: 429, headers });
  }
  try {
    const order = await findOrderForTracking(db, orderId);
    if (!order) return data({ ...base, order: null, error: ORDER_NOT_FOUND }, { status: 404 });
    return { ...base, order, error: null };
  } catch (error) {
    log.error({ err: error }, "order lookup failed");
    return data({ ...base, order: null, error: TRACKING_FAILED }, { status: 503 });
  }
}
