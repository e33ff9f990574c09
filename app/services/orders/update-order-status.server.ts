import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { order, orderItem, orderStatusEvent } from "~/db/schema";
import { ORDER_NOT_FOUND } from "~/domain/orders/order-messages";
import { isPaidStatus, releasesStock, type OrderStatus } from "~/domain/orders/order-status";
import type { InvoiceSettings } from "~/services/invoices/invoice-settings.server";
import { issueCreditNote } from "~/services/invoices/issue-credit-note.server";
import { issueInvoice } from "~/services/invoices/issue-invoice.server";
import { queueStatusMail, type OrderMailSettings } from "~/services/mail/queue-order-mails.server";
import { returnStock, takeStock, type StockLine } from "./order-stock.server";

export type StatusChange =
  | { ok: true; orderId: string; status: OrderStatus; changed: boolean }
  | { ok: false; status: 404 | 409; message: string };

/**
 * Sets an order's status (any status to any other, as the spec allows) and records who did
 * it and when. Moving to Cancelled or Returned gives tracked stock back — once: the order
 * remembers that it did. Moving such an order back into the flow takes the stock again,
 * or is refused when there is no longer enough.
 *
 * In the same transaction, an order reaching Payment Confirmed (or any later step) gets its
 * invoice, once; an invoiced order that is Cancelled or Returned gets a credit note, once;
 * and with `mail`, the customer's message about the change (Shipped, Delivered…) is queued.
 */
export async function updateOrderStatus(
  db: Db,
  {
    orderRecordId,
    status,
    actorId,
    invoicing,
    mail,
    now = new Date(),
  }: { orderRecordId: string; status: OrderStatus; actorId: string | null; invoicing: InvoiceSettings; mail?: OrderMailSettings; now?: Date },
): Promise<StatusChange> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(order).where(eq(order.id, orderRecordId)).for("update");
      if (!current) return { ok: false as const, status: 404 as const, message: ORDER_NOT_FOUND };
      if (current.status === status) return { ok: true as const, orderId: current.orderId, status, changed: false };

      const items = (await tx
        .select({ productId: orderItem.productId, quantity: orderItem.quantity, name: orderItem.name })
        .from(orderItem)
        .where(and(eq(orderItem.orderId, current.id), isNotNull(orderItem.productId)))) as StockLine[];
      const released = current.stockReleasedAt !== null;
      let stockReleasedAt = current.stockReleasedAt;

      if (releasesStock(status) && !released) {
        await returnStock(tx, items);
        stockReleasedAt = new Date();
      } else if (!releasesStock(status) && released) {
        const short = await takeStock(tx, items);
        if (short) throw new StockShort(`Not enough stock of ${short.name} to reopen this order.`);
        stockReleasedAt = null;
      }

      await tx.update(order).set({ status, stockReleasedAt, updatedAt: new Date() }).where(eq(order.id, current.id));
      const [event] = await tx.insert(orderStatusEvent).values({ orderId: current.id, status, actorId }).returning({ id: orderStatusEvent.id });
      if (isPaidStatus(status)) await issueInvoice(tx, current, invoicing, now);
      else if (releasesStock(status)) await issueCreditNote(tx, current.id, `Order ${status.toLowerCase()}`, now);
      if (mail && event) await queueStatusMail(tx, mail, current.id, status, event.id);
      return { ok: true as const, orderId: current.orderId, status, changed: true };
    });
  } catch (error) {
    if (error instanceof StockShort) return { ok: false, status: 409, message: error.message };
    throw error;
  }
}

/** Thrown inside the transaction so that nothing of a refused change is written. */
class StockShort extends Error {}
