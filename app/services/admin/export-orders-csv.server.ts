import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { order } from "~/db/schema";
import { csvRow } from "~/domain/admin/csv";
import { paiseToDecimalString } from "~/domain/money/format-rupees";
import { adminOrderWhere, type AdminOrderFilter } from "./list-orders.server";

const BATCH = 1000;
const CSV_HEADER = [
  "Order ID",
  "Record ID",
  "Date",
  "Status",
  "Customer",
  "Mobile",
  "Email",
  "Address",
  "City",
  "State",
  "Pincode",
  "Items",
  "Subtotal (INR)",
  "Delivery (INR)",
  "Total (INR)",
  "Payment Method",
  "UPI Reference",
];

/**
 * The filtered order list as CSV, streamed a thousand rows at a time (keyset paging, so a
 * 100,000-order export neither loads everything into memory nor slows down with depth).
 */
export function exportOrdersCsv(db: DbOrTx, filter: AdminOrderFilter, { batchSize = BATCH } = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: { createdAt: Date; id: string } | null = null;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        // A byte-order mark so spreadsheet programs read ₹ and Indian names as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(CSV_HEADER)}`));
        return;
      }
      const after = cursor
        ? or(lt(order.createdAt, cursor.createdAt), and(eq(order.createdAt, cursor.createdAt), lt(order.id, cursor.id)))
        : undefined;
      const rows = await db
        .select({
          id: order.id,
          orderId: order.orderId,
          createdAt: order.createdAt,
          status: order.status,
          shipping: order.shipping,
          items: sql<number>`(select coalesce(sum(quantity), 0)::int from order_item where order_item.order_id = ${order.id})`,
          subtotalPaise: order.subtotalPaise,
          deliveryChargePaise: order.deliveryChargePaise,
          totalPaise: order.totalPaise,
          paymentMethod: order.paymentMethod,
          paymentReference: order.paymentReference,
        })
        .from(order)
        .where(and(adminOrderWhere(filter), after))
        .orderBy(desc(order.createdAt), desc(order.id))
        .limit(batchSize);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      const last = rows[rows.length - 1]!;
      cursor = { createdAt: last.createdAt, id: last.id };
      controller.enqueue(
        encoder.encode(
          rows
            .map((row) =>
              csvRow([
                row.orderId,
                row.id,
                row.createdAt.toISOString(),
                row.status,
                row.shipping.fullName,
                row.shipping.mobile,
                row.shipping.email,
                [row.shipping.address, row.shipping.landmark].filter(Boolean).join(", "),
                row.shipping.city,
                row.shipping.state,
                row.shipping.pincode,
                row.items,
                paiseToDecimalString(row.subtotalPaise),
                paiseToDecimalString(row.deliveryChargePaise),
                paiseToDecimalString(row.totalPaise),
                row.paymentMethod,
                row.paymentReference,
              ]),
            )
            .join(""),
        ),
      );
    },
  });
}
