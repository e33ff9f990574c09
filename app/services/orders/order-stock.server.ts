import { and, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { product } from "~/db/schema";

/** A line of an order as far as stock is concerned. */
export type StockLine = { productId: string; quantity: number; name: string };

/**
 * Takes each line's units from its product's counted stock, marking a product that reaches
 * 0 out of stock. Products without a count (stock not tracked) are left alone. Returns the
 * first line there is not enough of (nothing is taken for it), or null. Run it inside the
 * transaction that writes the order, so a refusal takes nothing back out.
 */
export async function takeStock(tx: DbOrTx, lines: StockLine[]): Promise<StockLine | null> {
  for (const line of lines) {
    const taken = await tx
      .update(product)
      .set({
        stockQuantity: sql`${product.stockQuantity} - ${line.quantity}`,
        inStock: sql`${product.stockQuantity} - ${line.quantity} > 0`,
      })
      .where(and(eq(product.id, line.productId), gte(product.stockQuantity, line.quantity)))
      .returning({ id: product.id });
    if (taken.length > 0) continue;
    const [untracked] = await tx
      .select({ id: product.id })
      .from(product)
      .where(and(eq(product.id, line.productId), isNull(product.stockQuantity)));
    if (!untracked) return line;
  }
  return null;
}

/** Gives each line's units back to its product's counted stock (a cancelled or returned order). */
export async function returnStock(tx: DbOrTx, lines: StockLine[]): Promise<void> {
  for (const line of lines) {
    await tx
      .update(product)
      .set({ stockQuantity: sql`${product.stockQuantity} + ${line.quantity}`, inStock: true })
      .where(and(eq(product.id, line.productId), isNotNull(product.stockQuantity)));
  }
}
