import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { queryRows } from "~/db/client.server";
import type { ShippingDetails } from "~/domain/checkout/shipping-schema";
import type { CustomerRow } from "~/domain/admin/views";

/**
 * Customers as the spec derives them from orders (name, city and state from the latest
 * order's address), plus registered accounts that have not ordered yet. Newest activity first.
 */
export async function listCustomers(
  db: DbOrTx,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ customers: CustomerRow[]; totalUsers: number }> {
  const [rows, [count]] = await Promise.all([
    queryRows<{
      id: string;
      username: string | null;
      name: string;
      email: string;
      phone: string | null;
      created_at: Date | string;
      orders: number | null;
      spent: string | number | null;
      last_order: Date | string | null;
      shipping: ShippingDetails | null;
    }>(
      db,
      // The page from user_activity_idx (activity_at is the later of the last order and
      // registration, kept by triggers: decision 021), then each of its 25 customers' figures
      // from their own orders.
      sql`select u.id, u.username, u.name, u.email, u.phone, u.created_at,
                 s.orders, s.spent, s.last_order, s.shipping
          from (select id from "user" where role <> 'admin'
                order by activity_at desc, id
                limit ${pageSize} offset ${(page - 1) * pageSize}) p
          join "user" u on u.id = p.id
          left join lateral (
            select count(*)::int as orders,
                   sum(o.total_paise)::bigint as spent,
                   max(o.created_at) as last_order,
                   (array_agg(o.shipping order by o.created_at desc))[1] as shipping
            from "order" o where o.user_id = u.id
          ) s on true
          order by u.activity_at desc, u.id`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from "user" where role <> 'admin'`),
  ]);
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    totalUsers: count?.n ?? 0,
    customers: rows.map((row) => ({
      userId: row.id,
      name: row.shipping?.fullName ?? row.username ?? row.name,
      email: row.shipping?.email ?? row.email,
      mobile: row.shipping?.mobile ?? row.phone,
      city: row.shipping?.city ?? null,
      state: row.shipping?.state ?? null,
      totalOrders: row.orders ?? 0,
      totalSpentPaise: Number(row.spent ?? 0),
      lastOrderAt: iso(row.last_order),
      registeredAt: iso(row.created_at)!,
    })),
  };
}
