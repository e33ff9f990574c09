import { randomInt } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { order, orderItem, orderStatusEvent, product, user } from "~/db/schema";
import { orderTotals } from "~/domain/checkout/order-totals";
import { MAX_LINE_QUANTITY, TOO_MANY_OF_ONE } from "~/domain/cart/cart";
import { mergeLines, type PlaceOrderInput } from "~/domain/checkout/place-order-schema";
import { makeOrderId } from "~/domain/orders/order-id";
import { queueOrderPlacedMails, type OrderMailSettings } from "~/services/mail/queue-order-mails.server";
import { paymentDueAt } from "~/domain/payments/payment-window";
import { tooManyUnpaidOrders } from "~/domain/payments/payment-messages";
import { enqueueJob } from "~/services/jobs/enqueue-job.server";
import { EXPIRE_UNPAID_ORDER } from "./order-jobs";
import { takeStock } from "./order-stock.server";

type PlacedOrder = {
  id: string;
  orderId: string;
  totalPaise: number;
  subtotalPaise: number;
  deliveryChargePaise: number;
  createdAt: Date;
  paymentDueAt: Date | null;
};

/** How long an order may stay unpaid, and how many unpaid orders one customer may hold. */
export type PaymentRules = { windowMinutes: number; maxUnpaidOrders: number };

const DEFAULT_RULES: PaymentRules = { windowMinutes: 1440, maxUnpaidOrders: 3 };

export type PlaceOrderResult =
  | { ok: true; order: PlacedOrder; created: boolean }
  | { ok: false; status: 400 | 409; message: string };

class OrderRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 409 = 409,
  ) {
    super(message);
  }
}

const MAX_ORDER_ID_ATTEMPTS = 20;

/**
 * Places an order from product ids, quantities and a shipping address. Everything else is
 * read from the catalogue now: prices, names, stock. In one transaction it locks the
 * products, refuses unknown or unavailable ones, takes tracked stock, and writes the order,
 * its item snapshots and its first status event — or nothing at all.
 *
 * The same `checkoutKey` from the same customer returns the first order instead of making
 * a second (double clicks, refreshes, retries). With `mail`, the confirmation and the owner's
 * notice are queued in the same transaction (services/mail).
 */
export async function placeOrder(
  db: Db,
  userId: string,
  input: PlaceOrderInput,
  {
    newOrderId = () => makeOrderId(randomInt),
    rules = DEFAULT_RULES,
    now = () => new Date(),
    mail,
  }: { newOrderId?: () => string; rules?: PaymentRules; now?: () => Date; mail?: OrderMailSettings } = {},
): Promise<PlaceOrderResult> {
  const lines = mergeLines(input.items);
  if (lines.some((line) => line.quantity > MAX_LINE_QUANTITY)) {
    return { ok: false, status: 400, message: TOO_MANY_OF_ONE };
  }
  try {
    return await db.transaction(async (tx) => {
      // Locks in id order, so two orders for the same products queue instead of deadlocking.
      const ids = lines.map((line) => line.productId).sort();
      const rows = await tx
        .select()
        .from(product)
        .where(inArray(product.id, ids))
        .orderBy(product.id)
        .for("update");

      // Checked after the locks: a twin submission waits above, then finds this order.
      const existing = await findByCheckoutKey(tx, userId, input.checkoutKey);
      if (existing) return { ok: true as const, order: existing, created: false };

      // The customer's row is the lock that makes the count below hold for concurrent orders.
      await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
      const unpaid = await tx.$count(order, and(eq(order.userId, userId), eq(order.status, "Order Placed")));
      if (unpaid >= rules.maxUnpaidOrders) throw new OrderRefused(tooManyUnpaidOrders(rules.maxUnpaidOrders));

      const byId = new Map(rows.map((row) => [row.id, row]));
      const priced = lines.map((line) => {
        const row = byId.get(line.productId);
        if (!row) throw new OrderRefused("A product in your cart is no longer available. Please review your cart.");
        if (!row.inStock || (row.stockQuantity !== null && row.stockQuantity <= 0)) {
          throw new OrderRefused(`${row.name} is out of stock.`);
        }
        if (row.stockQuantity !== null && row.stockQuantity < line.quantity) {
          throw new OrderRefused(`Only ${row.stockQuantity} of ${row.name} left in stock.`);
        }
        return { row, quantity: line.quantity };
      });

      // The rows are locked and checked above, so every tracked line can be taken.
      const tracked = priced.filter(({ row }) => row.stockQuantity !== null);
      const short = await takeStock(tx, tracked.map(({ row, quantity }) => ({ productId: row.id, quantity, name: row.name })));
      if (short) throw new OrderRefused(`${short.name} is out of stock.`);

      const totals = orderTotals(
        priced.map(({ row, quantity }) => ({ unitPricePaise: row.pricePaise, quantity })),
        input.shipping.state,
      );
      const placedAt = now();
      const dueAt = paymentDueAt(placedAt, rules.windowMinutes);
      const created = await insertOrderRow(tx, newOrderId, {
        createdAt: placedAt,
        updatedAt: placedAt,
        paymentDueAt: dueAt,
        userId,
        shipping: input.shipping,
        checkoutKey: input.checkoutKey,
        ...totals,
      });
      await tx.insert(orderItem).values(
        priced.map(({ row, quantity }, position) => ({
          orderId: created.id,
          position,
          productId: row.id,
          name: row.name,
          brand: row.brand,
          image: row.images[0] ?? null,
          unitPricePaise: row.pricePaise,
          quantity,
        })),
      );
      await tx.insert(orderStatusEvent).values({ orderId: created.id, status: "Order Placed", actorId: userId, at: created.createdAt });
      if (mail) await queueOrderPlacedMails(tx, mail, created.id);
      // The expiry is committed with the order, so no unpaid order can hold its stock forever.
      await enqueueJob(tx, EXPIRE_UNPAID_ORDER, { orderRecordId: created.id }, { runAt: dueAt, dedupeKey: `expire-order:${created.id}` });
      return { ok: true as const, order: created, created: true };
    });
  } catch (error) {
    if (error instanceof OrderRefused) return { ok: false, status: error.status, message: error.message };
    // A twin submission that got past every lock still meets the unique index: answer with its order.
    if (isUniqueViolation(error, "order_user_checkout_key_idx")) {
      const existing = await findByCheckoutKey(db, userId, input.checkoutKey);
      if (existing) return { ok: true, order: existing, created: false };
    }
    throw error;
  }
}

async function findByCheckoutKey(db: DbOrTx, userId: string, checkoutKey: string): Promise<PlacedOrder | null> {
  const [row] = await db
    .select(placedOrderColumns)
    .from(order)
    .where(and(eq(order.userId, userId), eq(order.checkoutKey, checkoutKey)));
  return row ?? null;
}

const placedOrderColumns = {
  id: order.id,
  orderId: order.orderId,
  totalPaise: order.totalPaise,
  subtotalPaise: order.subtotalPaise,
  deliveryChargePaise: order.deliveryChargePaise,
  createdAt: order.createdAt,
  paymentDueAt: order.paymentDueAt,
};

/**
 * Inserts the order under a fresh display id. A million ids collide now and then: the
 * conflicting insert does nothing (the transaction stays usable) and a new id is tried.
 */
async function insertOrderRow(
  tx: DbOrTx,
  newOrderId: () => string,
  values: Omit<typeof order.$inferInsert, "orderId">,
): Promise<PlacedOrder> {
  for (let attempt = 0; attempt < MAX_ORDER_ID_ATTEMPTS; attempt++) {
    const [row] = await tx
      .insert(order)
      .values({ ...values, orderId: newOrderId() })
      .onConflictDoNothing({ target: order.orderId })
      .returning(placedOrderColumns);
    if (row) return row;
  }
  throw new Error("Could not find a free order id");
}
