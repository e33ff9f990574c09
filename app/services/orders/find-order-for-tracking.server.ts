import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { order, orderItem, orderStatusEvent } from "~/db/schema";
import { isOrderId } from "~/domain/orders/order-id";
import { releasesStock } from "~/domain/orders/order-status";
import type { TrackingView } from "~/domain/orders/views";

/**
 * The tracking view of an order: status, dates and history always; its items only when
 * `showItems(ownerId)` says the asker may see them. Never the customer's name, address,
 * phone or e-mail — order ids are guessable.
 */
export async function findOrderForTracking(
  db: DbOrTx,
  orderId: string,
  showItems: (ownerId: string) => boolean,
): Promise<TrackingView | null> {
  if (!isOrderId(orderId)) return null;
  const [found] = await db
    .select({
      id: order.id,
      orderId: order.orderId,
      userId: order.userId,
      status: order.status,
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
    })
    .from(order)
    .where(eq(order.orderId, orderId));
  if (!found) return null;
  const [items, events] = await Promise.all([
    showItems(found.userId)
      ? db
          .select({
            name: orderItem.name,
            brand: orderItem.brand,
            image: orderItem.image,
            unitPricePaise: orderItem.unitPricePaise,
            quantity: orderItem.quantity,
          })
          .from(orderItem)
          .where(eq(orderItem.orderId, found.id))
          .orderBy(asc(orderItem.position))
      : null,
    db
      .select({ status: orderStatusEvent.status, at: orderStatusEvent.at, note: orderStatusEvent.note })
      .from(orderStatusEvent)
      .where(eq(orderStatusEvent.orderId, found.id))
      .orderBy(asc(orderStatusEvent.at)),
  ]);
  return {
    orderId: found.orderId,
    status: found.status,
    items,
    createdAt: found.createdAt.toISOString(),
    updatedAt: found.updatedAt.toISOString(),
    // Only why an order stopped is public; payment notes (payment id, UTR) stay with the shop.
    events: events.map((e) => ({ status: e.status, at: e.at.toISOString(), ...(releasesStock(e.status) && e.note ? { note: e.note } : {}) })),
  };
}
