/**
 * A customer with an order, for the back-office journeys: registered in a browser of their
 * own, with an order placed over HTTP (one POST, as the payment page sends it). Used through
 * the `customerWithOrder` fixture (fixtures.ts).
 */
import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import type { Account } from "./accounts";
import { placeOrderOverHttp } from "./admin-panel";
import { productIdByName, type DemoProduct } from "./catalogue";
import { DELIVERY_ELSEWHERE, DELIVERY_TAMIL_NADU, ORDERABLE, shippingDetails, type ShippingDetails } from "./checkout";

type OrderLine = { product: DemoProduct; quantity: number };

export type CustomerOrderOptions = {
  /** What they order (default: one UPS). */
  lines?: OrderLine[];
  /** Changes to the shipping address (the full name is unique per call unless given). */
  shipping?: Partial<ShippingDetails>;
};

export type CustomerWithOrder = {
  context: BrowserContext;
  /** A page in the customer's browser (nothing opened yet). */
  page: Page;
  account: Account;
  shipping: ShippingDetails;
  orderId: string;
  subtotalPaise: number;
  deliveryPaise: number;
  totalPaise: number;
  /** Places the same order again; returns its id. */
  placeAnother: () => Promise<string>;
};

export async function registerCustomerWithOrder(
  register: (options: { context: BrowserContext }) => Promise<Account>,
  newContext: () => Promise<BrowserContext>,
  { lines = [{ product: ORDERABLE.ups, quantity: 1 }], shipping: overrides = {} }: CustomerOrderOptions = {},
): Promise<CustomerWithOrder> {
  const context = await newContext();
  const account = await register({ context });
  const page = await context.newPage();
  const tag = randomUUID().slice(0, 6);
  const shipping = shippingDetails({ fullName: `Kavya Iyer ${tag}`, email: account.email, ...overrides });
  const items = await Promise.all(lines.map(async ({ product, quantity }) => ({ productId: await productIdByName(page, product.name), quantity })));
  const subtotalPaise = lines.reduce((sum, { product, quantity }) => sum + product.pricePaise * quantity, 0);
  const deliveryPaise = shipping.state === "Tamil Nadu" ? DELIVERY_TAMIL_NADU : DELIVERY_ELSEWHERE;
  const orderId = await placeOrderOverHttp(context, items, shipping);
  return {
    context,
    page,
    account,
    shipping,
    orderId,
    subtotalPaise,
    deliveryPaise,
    totalPaise: subtotalPaise + deliveryPaise,
    placeAnother: () => placeOrderOverHttp(context, items, shipping),
  };
}
