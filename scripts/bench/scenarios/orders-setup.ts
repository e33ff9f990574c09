/** Before the load: stock to sell, signed-in customers, a probe order, and each request's lines. */
import { randomInt } from "node:crypto";
import { loadConfig } from "~/config.server";
import { openDatabase } from "~/db/client.server";
import { HOME_STATE } from "~/domain/checkout/delivery-charge";
import { INDIAN_STATES } from "~/domain/checkout/indian-states";
import { createAuth } from "~/services/auth/auth.server";
import { datasetEnv, type Dataset } from "../datasets";
import type { Probe } from "../load";
import { withClient } from "./orders-database";
import { PATH, PLACED, PLENTY, SCARCE_SHARE, SCARCE_STOCK, STOCKED_PRODUCTS, type Answer, type Customer, type Line, type Stock } from "./orders-model";

const PASSWORD = "bench-customer-password";

/** Picks 21 products: 20 get plenty of stock, one gets a little. */
export async function stockProducts(dataset: Dataset): Promise<Stock> {
  return withClient(dataset, async (client) => {
    const { rows: existing } = await client.query<{ count: number }>(`select count(*)::int as count from "order"`);
    if (existing[0]!.count !== 0) throw new Error("the orders dataset should start without orders");
    const { rows } = await client.query<{ id: string; price_paise: string }>(
      "select id, price_paise from product order by id limit $1",
      [STOCKED_PRODUCTS + 1],
    );
    if (rows.length < STOCKED_PRODUCTS + 1) throw new Error(`the catalogue has fewer than ${STOCKED_PRODUCTS + 1} products`);
    const stocked = rows.slice(0, STOCKED_PRODUCTS).map((row) => row.id);
    const scarce = rows[STOCKED_PRODUCTS]!.id;
    await client.query("update product set stock_quantity = $2, in_stock = true where id = any($1)", [stocked, PLENTY]);
    await client.query("update product set stock_quantity = $2, in_stock = true where id = $1", [scarce, SCARCE_STOCK]);
    return {
      stocked,
      scarce,
      initial: new Map([...stocked.map((id) => [id, PLENTY] as const), [scarce, SCARCE_STOCK]]),
      prices: new Map(rows.map((row) => [row.id, Number(row.price_paise)])),
    };
  });
}

/**
 * Customers with sessions, made in this process with the shop's own Better Auth setup on the
 * benchmark database (registration over HTTP is rate-limited). The same secret and base URL
 * as the server, so it accepts their session cookies.
 */
export async function createCustomers(dataset: Dataset, baseUrl: string, secret: string, count: number): Promise<Customer[]> {
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "warn", ...datasetEnv(dataset), BASE_URL: baseUrl, AUTH_SECRET: secret });
  const database = await openDatabase({ engine: "postgres", url: dataset.databaseUrl!, poolSize: 4 });
  try {
    const auth = createAuth(config, database.db);
    const customers: Customer[] = new Array(count);
    let next = 0;
    // Password hashing is slow on purpose: a few at a time.
    const worker = async () => {
      for (let i = next++; i < count; i = next++) {
        const number = String(i + 1).padStart(3, "0");
        const email = `bench-customer-${number}@example.com`;
        const { headers, response } = await auth.api.signUpEmail({
          body: { name: `Bench Customer ${number}`, email, password: PASSWORD, username: `bench${number}`, phone: mobileFor(i) },
          returnHeaders: true,
        });
        const cookie = headers
          .getSetCookie()
          .map((line) => line.split(";")[0]!)
          .find((pair) => pair.startsWith("shop.session_token="));
        if (!cookie) throw new Error(`signing up ${email} gave no shop.session_token cookie`);
        customers[i] = { userId: response.user.id, email, cookie };
      }
    };
    await Promise.all(Array.from({ length: Math.min(4, count) }, worker));
    return customers;
  } finally {
    await database.close();
  }
}

/** The shop must see a customer as signed in: their profile page shows their e-mail. */
export async function confirmSignedIn(baseUrl: string, customer: Customer): Promise<void> {
  const response = await fetch(`${baseUrl}/profile`, { headers: { cookie: customer.cookie }, redirect: "manual" });
  const html = await response.text();
  if (response.status !== 200 || !html.includes(customer.email)) {
    throw new Error(
      `GET /profile with ${customer.email}'s session cookie answered ${response.status}` +
        `${response.status === 200 ? " without the e-mail" : ` (${response.headers.get("location") ?? "no redirect"})`}: the shop does not accept the session`,
    );
  }
}

/** One order placed as the browser would, before the load: it must come back as a redirect to its payment page. */
export async function placeProbeOrder(
  baseUrl: string,
  customers: Customer[],
  newOrder: (customer: number) => { checkoutKey: string; body: string },
  answers: Map<string, Answer>,
): Promise<Probe> {
  const { checkoutKey, body } = newOrder(0);
  const response = await fetch(baseUrl + PATH, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, cookie: customers[0]!.cookie },
    body,
    redirect: "manual",
  });
  const text = await response.text();
  const orderId = PLACED.exec(text)?.[1] ?? null;
  answers.set(checkoutKey, { status: response.status, orderId });
  if (response.status < 200 || response.status >= 300 || !orderId) {
    throw new Error(`a probe order (POST ${PATH}) answered ${response.status} without an order redirect: ${text.slice(0, 300)}`);
  }
  return { status: response.status, bodyBytes: Buffer.byteLength(text), contentType: response.headers.get("content-type") ?? "" };
}

/** 1–3 distinct well-stocked products, 1–3 units each; in some orders one of them is the scarce product. */
export function orderLines(stock: Stock): Line[] {
  const count = 1 + randomInt(3);
  const ids = new Set<string>();
  while (ids.size < count) ids.add(stock.stocked[randomInt(stock.stocked.length)]!);
  const lines = [...ids].map((productId) => ({ productId, quantity: 1 + randomInt(3) }));
  if (Math.random() < SCARCE_SHARE) lines[randomInt(lines.length)] = { productId: stock.scarce, quantity: 1 + randomInt(3) };
  return lines;
}

function mobileFor(customer: number): string {
  return `98765${String(customer).padStart(5, "0")}`;
}

/** Half the customers live in the shop's home state (lower delivery charge). */
export function shippingFor(index: number, customer: Customer) {
  const state = index % 2 === 0 ? HOME_STATE : INDIAN_STATES[index % INDIAN_STATES.length]!;
  return {
    fullName: `Bench Customer ${index + 1}`,
    mobile: mobileFor(index),
    email: customer.email,
    address: `${index + 1} Anna Salai`,
    city: "Chennai",
    pincode: "600002",
    state,
    landmark: index % 3 === 0 ? "Near the bus stand" : undefined,
  };
}
