import { asc, count, like } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { order, orderItem, orderStatusEvent, product, user } from "~/db/schema";
import { orderIdSource, syntheticCustomers, syntheticOrders, type SeedProduct } from "./synthetic-orders";

/** Products the seeded orders buy: a few hundred, so lines repeat as real best-sellers do. */
const PRODUCTS_BOUGHT = 300;
/**
 * Rows per multi-row INSERT: the events of a batch (about 8 per order, 4 parameters each)
 * stay well under PostgreSQL's 65,535 parameters per statement.
 */
const ORDER_BATCH = 1000;
const CUSTOMER_BATCH = 2000;
const EVENT_CHUNK = 10_000;

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
      for (let k = 0; k < batch.events.length; k += EVENT_CHUNK) {
        await tx.insert(orderStatusEvent).values(batch.events.slice(k, k + EVENT_CHUNK));
      }
    });
    onProgress?.(done + size, orders);
  }
}
