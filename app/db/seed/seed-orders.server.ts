import { asc, count, like, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { order, orderItem, orderStatusEvent, product, user } from "~/db/schema";
import { orderIdSource, syntheticCustomers, syntheticOrders, type SeedProduct } from "./synthetic-orders";

/** Products the seeded orders buy: a few hundred, so lines repeat as real best-sellers do. */
const PRODUCTS_BOUGHT = 300;
/**
 * Orders per multi-row INSERT: their lines (under 3 per order, 8 parameters each) stay well
 * under PostgreSQL's 65,535 parameters per statement.
 */
const ORDER_BATCH = 1000;
const CUSTOMER_BATCH = 2000;

export type SeedOrdersOptions = { orders: number; customers: number; onProgress?: (done: number, total: number) => void; now?: number };

/**
 * Adds `customers` registered customers and `orders` orders with their lines and status
 * history, in batches of a thousand orders, each batch one transaction. Runs again add more:
 * customer numbers and order ids continue after the seeded ones already there.
 */
export async function seedOrders(db: Db, { orders, customers, onProgress, now = Date.now() }: SeedOrdersOptions): Promise<void> {
  const products: SeedProduct[] = (
    await db
      .select({ id: product.id, name: product.name, brand: product.brand, images: product.images, pricePaise: product.pricePaise })
      .from(product)
      .orderBy(asc(product.createdAt), asc(product.id))
      .limit(PRODUCTS_BOUGHT)
  ).map(({ images, ...row }) => ({ ...row, image: images[0] ?? null }));
  if (products.length === 0) throw new Error("seeding orders needs products in the catalogue");

  const [{ seeded } = { seeded: 0 }] = await db.select({ seeded: count() }).from(user).where(like(user.id, "seed-customer-%"));
  const totalCustomers = Math.max(seeded, customers);
  for (let done = seeded; done < totalCustomers; done += CUSTOMER_BATCH) {
    await db.insert(user).values(syntheticCustomers(done, Math.min(CUSTOMER_BATCH, totalCustomers - done), totalCustomers, now));
  }
  if (totalCustomers === 0) throw new Error("seeding orders needs customers (--customers)");

  const taken = new Set((await db.select({ orderId: order.orderId }).from(order)).map((row) => row.orderId));
  if (taken.size + orders > 500_000) throw new Error("order ids are HAL + a number below 1,000,000: keep seeded orders under 500,000");
  const nextOrderId = orderIdSource(taken, taken.size + 1);
  const offset = taken.size;
  for (let done = 0; done < orders; done += ORDER_BATCH) {
    const size = Math.min(ORDER_BATCH, orders - done);
    const batch = syntheticOrders({ start: offset + done, count: size, total: offset + orders, customers: totalCustomers, products, nextOrderId, now });
    await db.transaction(async (tx) => {
      await tx.insert(order).values(batch.orders);
      await tx.insert(orderItem).values(batch.items);
      // Eight times as many events as orders: sent as one JSON parameter, which costs far less
      // to build than a multi-row VALUES list of parameters.
      const events = batch.events.map(({ orderId, status, actorId, at }) => ({ order_id: orderId, status, actor_id: actorId ?? null, at }));
      await tx.execute(sql`insert into ${orderStatusEvent} (order_id, status, actor_id, at)
        select order_id, status, actor_id, at
        from json_to_recordset(${JSON.stringify(events)}::json) as e(order_id uuid, status order_status, actor_id text, at timestamptz)`);
    });
    onProgress?.(done + size, orders);
  }
}
