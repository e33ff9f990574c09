import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { order, orderItem } from "~/db/schema";
import type { CustomerOrderView, OrderLineView } from "~/domain/orders/views";
import { listOrderDocuments } from "~/services/invoices/list-order-documents.server";

/** The customer's own orders, newest first, with their lines. Filtered by user on the server. */
export async function listCustomerOrders(
  db: DbOrTx,
  userId: string,
  { orderId, limit = 100 }: { orderId?: string; limit?: number } = {},
): Promise<CustomerOrderView[]> {
  const orders = await db
    .select()
    .from(order)
    .where(orderId ? and(eq(order.userId, userId), eq(order.orderId, orderId)) : eq(order.userId, userId))
    .orderBy(desc(order.createdAt))
    .limit(limit);
  if (orders.length === 0) return [];
  const lines = await db
    .select()
    .from(orderItem)
    .where(inArray(orderItem.orderId, orders.map((o) => o.id)))
    .orderBy(asc(orderItem.position));
  const byOrder = new Map<string, OrderLineView[]>();
  for (const line of lines) {
    const list = byOrder.get(line.orderId) ?? [];
    list.push({
      productId: line.productId,
      name: line.name,
      brand: line.brand,
      image: line.image,
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
    });
    byOrder.set(line.orderId, list);
  }
  const documents = await listOrderDocuments(db, orders.map((o) => o.id));
  return orders.map((o) => ({
    id: o.id,
    orderId: o.orderId,
    status: o.status,
    subtotalPaise: o.subtotalPaise,
    deliveryChargePaise: o.deliveryChargePaise,
    totalPaise: o.totalPaise,
    paymentMethod: o.paymentMethod,
    paymentReference: o.paymentReference,
    paymentDueAt: o.paymentDueAt?.toISOString() ?? null,
    razorpayQrImageUrl: o.razorpayQrImageUrl,
    shipping: o.shipping,
    items: byOrder.get(o.id) ?? [],
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    documents: documents.get(o.id) ?? [],
  }));
}
