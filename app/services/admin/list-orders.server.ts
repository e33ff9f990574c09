import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { order, orderDayTotal, orderItem, user } from "~/db/schema";
import type { OrderStatus } from "~/domain/orders/order-status";
import { paymentState, type PaymentFilter } from "~/domain/payments/payment-state";
import { isUuid } from "~/lib/uuid";
import type { AdminOrderRow } from "~/domain/admin/views";
import { containsPattern } from "~/db/escape-like";
import { listOrderDocuments } from "~/services/invoices/list-order-documents.server";

export type AdminOrderFilter = { q: string; status: OrderStatus | "all"; userId: string | null; payment?: PaymentFilter | "all" };

/** The Payment filter in SQL, the same order of precedence as `paymentState`: refund, flag, gateway, status. */
function paymentWhere(payment: PaymentFilter): SQL {
  const notRefunded = isNull(order.refundId);
  const notFlagged = and(notRefunded, isNull(order.paymentFlag))!;
  const noGateway = and(notFlagged, isNull(order.razorpayPaymentId))!;
  switch (payment) {
    case "refunded":
      return isNotNull(order.refundId);
    case "flagged":
      return and(notRefunded, isNotNull(order.paymentFlag))!;
    case "paid-razorpay":
      return and(notFlagged, isNotNull(order.razorpayPaymentId))!;
    case "utr-submitted":
      return and(noGateway, eq(order.status, "Order Placed"), isNotNull(order.paymentReference))!;
    case "awaiting":
      return and(noGateway, eq(order.status, "Order Placed"), isNull(order.paymentReference))!;
  }
}

/** The WHERE clause for the admin's order filters (search, status, one customer). */
export function adminOrderWhere({ q, status, userId, payment = "all" }: AdminOrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (payment !== "all") conditions.push(paymentWhere(payment));
  if (status !== "all") conditions.push(eq(order.status, status));
  if (userId) conditions.push(eq(order.userId, userId));
  if (q) {
    const pattern = containsPattern(q);
    const matches: SQL[] = [ilike(order.orderId, pattern), sql`${order.shipping}->>'fullName' ilike ${pattern}`];
    if (isUuid(q)) matches.push(eq(order.id, q));
    conditions.push(or(...matches)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of orders for the back office, newest first, with their lines. */
export async function listAdminOrders(
  db: DbOrTx,
  filter: AdminOrderFilter,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ orders: AdminOrderRow[]; matching: number; filterUserName: string | null }> {
  const where = adminOrderWhere(filter);
  const pageIds = pageIdsQuery(db, filter, where, (page - 1) * pageSize, pageSize);
  const [rows, matching, filterUser] = await Promise.all([
    db
      .select({
        id: order.id,
        orderId: order.orderId,
        userId: order.userId,
        accountEmail: user.email,
        shipping: order.shipping,
        status: order.status,
        subtotalPaise: order.subtotalPaise,
        deliveryChargePaise: order.deliveryChargePaise,
        totalPaise: order.totalPaise,
        paymentMethod: order.paymentMethod,
        paymentReference: order.paymentReference,
        razorpayPaymentId: order.razorpayPaymentId,
        paidPaise: order.paidPaise,
        paymentFlag: order.paymentFlag,
        refundId: order.refundId,
        refundStatus: order.refundStatus,
        refundPaise: order.refundPaise,
        createdAt: order.createdAt,
      })
      .from(order)
      .leftJoin(user, eq(user.id, order.userId))
      .where(sql`${order.id} in (${pageIds})`)
      .orderBy(desc(order.createdAt), desc(order.id)),
    countOrders(db, filter, where),
    filter.userId ? customerName(db, filter.userId) : Promise.resolve(null),
  ]);
  const lines = rows.length
    ? await db.select().from(orderItem).where(inArray(orderItem.orderId, rows.map((r) => r.id))).orderBy(asc(orderItem.position))
    : [];
  const documents = await listOrderDocuments(db, rows.map((r) => r.id));
  return {
    matching,
    filterUserName: filterUser,
    orders: rows.map((row) => {
      const items = lines
        .filter((line) => line.orderId === row.id)
        .map(({ productId, name, brand, image, unitPricePaise, quantity }) => ({ productId, name, brand, image, unitPricePaise, quantity }));
      return {
        ...row,
        paymentState: paymentState(row),
        customerName: row.shipping?.fullName ?? null,
        itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
        items,
        createdAt: row.createdAt.toISOString(),
        documents: documents.get(row.id) ?? [],
      };
    }),
  };
}

/** All orders, or those of one status: order_day_total counts them exactly (decision 021). */
const summarised = ({ q, userId, payment = "all" }: AdminOrderFilter) => !q && !userId && payment === "all";

/**
 * The ids of one page, read before the rows so that skipped orders cost index entries, not
 * rows. For all orders or one status, order_day_total tells on which day (India time) the page
 * starts, so only that day's orders are skipped however deep the page — one statement, one
 * snapshot, so the count and the orders agree. Other filters are narrow: an OFFSET over their
 * matches is cheap.
 */
function pageIdsQuery(db: DbOrTx, filter: AdminOrderFilter, where: SQL | undefined, offset: number, limit: number): SQL {
  if (!summarised(filter)) {
    return sql`${db.select({ id: order.id }).from(order).where(where).orderBy(desc(order.createdAt), desc(order.id)).limit(limit).offset(offset)}`;
  }
  const status = filter.status === "all" ? null : filter.status;
  return sql`with days as (
      select day, sum(orders) as n from order_day_total ${status ? sql`where status = ${status}` : sql``} group by day
    ), placed as (
      select day, coalesce(sum(n) over (order by day desc rows between unbounded preceding and 1 preceding), 0) as newer from days
    ), start as (
      select day, newer from placed where newer <= ${offset} order by day limit 1
    )
    select o.id from "order" o
    -- Scalar sub-selects, so the planner uses them as the index scan's bound.
    where ${status ? sql`o.status = ${status} and` : sql``} o.created_at < (select (day + 1)::timestamp at time zone 'Asia/Kolkata' from start)
    order by o.created_at desc, o.id desc
    limit ${limit} offset (select (${offset} - newer)::bigint from start)`;
}

/**
 * How many orders match. All orders, or those of one status, are summed from order_day_total
 * (a few hundred rows, exact: decision 021); other filters are narrow and counted by index.
 */
async function countOrders(db: DbOrTx, { q, userId, payment = "all", status }: AdminOrderFilter, where: SQL | undefined): Promise<number> {
  if (!summarised({ q, userId, payment, status })) return db.$count(order, where);
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderDayTotal.orders}), 0)::int` })
    .from(orderDayTotal)
    .where(status === "all" ? undefined : eq(orderDayTotal.status, status));
  return row?.n ?? 0;
}

/** How the Orders banner names a customer: their latest order's full name, else the account name. */
async function customerName(db: DbOrTx, userId: string): Promise<string | null> {
  const [latest] = await db
    .select({ name: sql<string | null>`${order.shipping}->>'fullName'` })
    .from(order)
    .where(eq(order.userId, userId))
    .orderBy(desc(order.createdAt))
    .limit(1);
  if (latest?.name) return latest.name;
  const [account] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  return account?.name ?? null;
}
