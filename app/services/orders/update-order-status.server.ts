import { eq, isNotNull, sql, and, gte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { order, orderItem, orderStatusEvent, product } from "~/db/schema";
import { releasesStock, type OrderStatus } from "~/domain/orders/order-status";
import { OrderRefused } from "./place-order.server";

export type StatusChange =
  | { ok: true; orderId: string; status: OrderStatus; changed: boolean }
  | { ok: false; status: 404 | 409; message: string };

/**
 * Sets an order's status (any status to any other, as the spec allows) and records who did
 * it and when. Moving to Cancelled or Returned gives tracked stock back — once: the order
 * remembers that it did. Moving such an order back into the flow takes the stock again,
 * or is refused when there is no longer enough.
 */
export async function updateOrderStatus(
  db: Db,
  { orderRecordId, status, actorId }: { orderRecordId: string; status: OrderStatus; actorId: string | null },
): Promise<StatusChange> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(order).where(eq(order.id, orderRecordId)).for("update");
      if (!current) return { ok: false as const, status: 404 as const, message: "Order not found." };
      if (current.status === status) return { ok: true as const, orderId: current.orderId, status, changed: false };

      const items = await tx
        .select({ productId: orderItem.productId, quantity: orderItem.quantity, name: orderItem.name })
        .from(orderItem)
        .where(and(eq(orderItem.orderId, current.id), isNotNull(orderItem.productId)));
      const released = current.stockReleasedAt !== null;
      let stockReleasedAt = current.stockReleasedAt;

      if (releasesStock(status) && !released) {
        for (const item of items) {
          await tx
            .update(product)
            .set({ stockQuantity: sql`${product.stockQuantity} + ${item.quantity}`, inStock: true })
            .where(and(eq(product.id, item.productId!), isNotNull(product.stockQuantity)));
        }
        stockReleasedAt = new Date();
      } else if (!releasesStock(status) && released) {
        for (const item of items) {
          const taken = await tx
            .update(product)
            .set({
              stockQuantity: sql`${product.stockQuantity} - ${item.quantity}`,
              inStock: sql`${product.stockQuantity} - ${item.quantity} > 0`,
            })
            .where(and(eq(product.id, item.productId!), gte(product.stockQuantity, item.quantity)))
            .returning({ id: product.id });
          if (taken.length === 0) {
            const [untracked] = await tx
              .select({ id: product.id })
              .from(product)
              .where(and(eq(product.id, item.productId!), sql`${product.stockQuantity} is null`));
            if (!untracked) throw new OrderRefused(`Not enough stock of ${item.name} to reopen this order.`);
          }
        }
        stockReleasedAt = null;
      }

      await tx.update(order).set({ status, stockReleasedAt, updatedAt: new Date() }).where(eq(order.id, current.id));
      await tx.insert(orderStatusEvent).values({ orderId: current.id, status, actorId });
      return { ok: true as const, orderId: current.orderId, status, changed: true };
    });
  } catch (error) {
    if (error instanceof OrderRefused) return { ok: false, status: 409, message: error.message };
    throw error;
  }
}
