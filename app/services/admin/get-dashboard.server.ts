import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { queryRows } from "~/db/client.server";
import { catalogCount, order, orderDayTotal } from "~/db/schema";
import type { Dashboard } from "~/domain/admin/views";

const CHART_DAYS = 30;
const RECENT_ORDERS = 5;

/**
 * The dashboard's figures: sums over all orders, the five newest, and sales per day. The sums
 * and the chart read order_day_total (kept exact by triggers, decision 021), never every order.
 */
export async function getDashboard(db: DbOrTx, now = new Date()): Promise<Dashboard> {
  const [[totals], [flagged], [products], recent, daily] = await Promise.all([
    db
      .select({
        sales: sql<number>`coalesce(sum(${orderDayTotal.salesPaise}), 0)::bigint`.mapWith(Number),
        orders: sql<number>`coalesce(sum(${orderDayTotal.orders}), 0)::int`,
        delivered: sql<number>`coalesce(sum(${orderDayTotal.orders}) filter (where ${orderDayTotal.status} = 'Delivered'), 0)::int`,
      })
      .from(orderDayTotal),
    // A partial index holds just these orders.
    db.select({ count: sql<number>`count(*)::int` }).from(order).where(sql`${order.paymentFlag} is not null and ${order.refundId} is null`),
    db.select({ count: catalogCount.count }).from(catalogCount).where(eq(catalogCount.scope, "all")),
    db
      .select({
        id: order.id,
        orderId: order.orderId,
        customer: sql<string | null>`${order.shipping}->>'fullName'`,
        totalPaise: order.totalPaise,
        status: order.status,
        createdAt: order.createdAt,
      })
      .from(order)
      .orderBy(desc(order.createdAt), desc(order.id))
      .limit(RECENT_ORDERS),
    queryRows<{ day: string; sales: string | number; orders: number }>(
      db,
      sql`select to_char(d.day, 'YYYY-MM-DD') as day,
                 coalesce(sum(t.sales_paise), 0)::bigint as sales,
                 coalesce(sum(t.orders), 0)::int as orders
          from generate_series(
                 (${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date - ${CHART_DAYS - 1}::int,
                 (${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date,
                 interval '1 day') as d(day)
          left join order_day_total t on t.day = d.day::date
          group by d.day
          order by d.day`,
    ),
  ]);
  return {
    totalSalesPaise: totals?.sales ?? 0,
    totalOrders: totals?.orders ?? 0,
    deliveredOrders: totals?.delivered ?? 0,
    flaggedOrders: flagged?.count ?? 0,
    products: products?.count ?? 0,
    recent: recent.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    daily: daily.map((row) => ({ date: row.day, salesPaise: Number(row.sales), orders: row.orders })),
  };
}
