import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { product, user } from "~/db/schema";
import type { ProductType } from "~/domain/catalog/product-type";
import type { PlaceOrderInput } from "~/domain/checkout/place-order-schema";
import { placeOrder } from "~/services/orders/place-order.server";
import type { InvoiceSettings } from "~/services/invoices/invoice-settings.server";
import { updateOrderStatus } from "~/services/orders/update-order-status.server";

/** A GST-registered seller in Tamil Nadu, for tests that change an order's status. */
export const TEST_INVOICING: InvoiceSettings = {
  seller: { legalName: "HAL Power Solutions Pvt Ltd", address: "12 Mount Road, Chennai 600002", state: "Tamil Nadu", gstin: "33AAACH7409R1Z8" },
  series: "INV",
};

export type NewProduct = typeof product.$inferInsert;

let sequence = 0;

/** A valid product row; override what the test cares about. */
function productRow(overrides: Partial<NewProduct> = {}): NewProduct {
  sequence += 1;
  const type: ProductType = overrides.type ?? "inverter";
  return {
    id: randomUUID(),
    name: `Test ${type} ${sequence}`,
    brand: "Testbrand",
    type,
    capacity: "1000VA",
    shortDescription: "A product for tests.",
    description: "A product made up for a test.",
    pricePaise: 10_000_00,
    originalPricePaise: null,
    images: [`/images/test-${sequence}.svg`],
    featured: false,
    inStock: true,
    stockQuantity: null,
    warranty: "1 year",
    specifications: [{ label: "Capacity", value: "1000VA" }],
    ...overrides,
  };
}

export async function insertProducts(db: Db, rows: Partial<NewProduct>[]) {
  const values = rows.map((row) => productRow(row));
  await db.insert(product).values(values);
  return values;
}

let userSequence = 0;

/** A customer account row (no password: tests that need to sign in go through HTTP). */
export async function insertUser(db: Db, overrides: Partial<typeof user.$inferInsert> = {}) {
  userSequence += 1;
  const row = {
    id: randomUUID(),
    name: `customer${userSequence}`,
    email: `customer${userSequence}-${randomUUID().slice(0, 8)}@example.in`,
    username: `customer${userSequence}`,
    phone: "9876543210",
    role: "user",
    ...overrides,
  };
  await db.insert(user).values(row);
  return row;
}

export const SHIPPING = {
  fullName: "Priya Sharma",
  mobile: "9876543210",
  email: "priya@example.in",
  address: "12 Anna Salai",
  city: "Chennai",
  pincode: "600002",
  state: "Tamil Nadu" as const,
};

/** The id of the account with this e-mail (one registered over HTTP, say). */
export async function userIdByEmail(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`No account with the e-mail ${email}`);
  return row.id;
}

/** One unit of a product ordered and marked Delivered: its buyer may now review it. */
export async function placeDeliveredOrder(
  db: Db,
  userId: string,
  { productId, shipping = SHIPPING }: { productId: string; shipping?: PlaceOrderInput["shipping"] },
) {
  const placed = await placeOrder(db, userId, { checkoutKey: randomUUID(), items: [{ productId, quantity: 1 }], shipping });
  if (!placed.ok) throw new Error(placed.message);
  await updateOrderStatus(db, { orderRecordId: placed.order.id, status: "Delivered", actorId: null, invoicing: TEST_INVOICING });
  return placed.order;
}
