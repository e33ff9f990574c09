/**
 * The soak's mixed traffic, sent with fetch by a few concurrent "users" for a fixed time:
 * anonymous browsing, a signed-in shopper's pages, sign-ins, orders and admin product edits.
 * Every answer outside 2xx/3xx is an error, except the expected refusal (409: out of stock).
 */
import { randomInt, randomUUID } from "node:crypto";
import { orderLines, shippingFor } from "./orders-setup";
import { PATH, PLACED, type Customer, type Stock } from "./orders-model";

const CUSTOMER_PASSWORD = "bench-customer-password";
export const ADMIN = { email: "soak-admin@example.com", password: "Soak#Admin12345" };

/** Share of each kind of request (they add up to 100). */
const MIX = [
  { kind: "browse", weight: 55 },
  { kind: "signed-in page", weight: 10 },
  { kind: "order", weight: 22 },
  { kind: "sign-in", weight: 6 },
  { kind: "admin edit", weight: 7 },
] as const;
export type Kind = (typeof MIX)[number]["kind"];
export const KINDS: Kind[] = MIX.map((entry) => entry.kind);

/** Sign-ins at most this often, well under the shop's 600 per minute per address. */
const SIGN_IN_EVERY_MS = 250;
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * The shop lets one account place 10 orders in 10 minutes (rate-limits.server.ts): each customer
 * places at most 9 in any 10 min 10 s here, so a 429 is a real error. When every customer has
 * used their share, the request becomes a browse.
 */
const ORDERS_PER_WINDOW = 9;
const ORDER_WINDOW_MS = 610_000;

type Tally = { requests: number; errors: number; expected409: number; latencyMsTotal: number };
export type TrafficResult = { byKind: Record<Kind, Tally>; errorSamples: string[] };

export type Traffic = {
  baseUrl: string;
  customers: Customer[];
  stock: Stock;
  /** Products the administrator edits (none of them sold in orders). */
  editable: string[];
  /** Products to browse. */
  browsable: string[];
  users: number;
  durationMs: number;
};

export async function signInAdmin(baseUrl: string): Promise<string> {
  const response = await post(baseUrl, "/admin-login", new URLSearchParams(ADMIN));
  const cookie = sessionCookie(response);
  if (response.status !== 302 || !cookie) throw new Error(`the administrator's sign-in answered ${response.status}`);
  return cookie;
}

export async function runTraffic(traffic: Traffic, adminCookie: string): Promise<TrafficResult> {
  const byKind = Object.fromEntries(KINDS.map((kind) => [kind, { requests: 0, errors: 0, expected409: 0, latencyMsTotal: 0 }])) as Record<Kind, Tally>;
  const errorSamples: string[] = [];
  const deadline = Date.now() + traffic.durationMs;
  let nextSignIn = 0;
  const total = MIX.reduce((sum, entry) => sum + entry.weight, 0);
  const pick = (): Kind => {
    let roll = randomInt(total);
    for (const entry of MIX) if ((roll -= entry.weight) < 0) return entry.kind;
    return "browse";
  };
  const placed: number[][] = traffic.customers.map(() => []);
  let nextBuyer = 0;
  // Orders spread over the whole soak: the customers' shares, one at a time.
  const orderEveryMs = ORDER_WINDOW_MS / (traffic.customers.length * ORDERS_PER_WINDOW);
  let nextOrder = 0;
  /** A customer who may order now (under the shop's limit), or -1. */
  const buyer = (): number => {
    for (let tries = 0; tries < placed.length; tries++) {
      const candidate = nextBuyer++ % placed.length;
      const times = placed[candidate]!;
      while (times.length && times[0]! < Date.now() - ORDER_WINDOW_MS) times.shift();
      if (times.length < ORDERS_PER_WINDOW) {
        times.push(Date.now());
        return candidate;
      }
    }
    return -1;
  };
  const user = async (index: number) => {
    while (Date.now() < deadline) {
      let kind = pick();
      let customer = randomInt(traffic.customers.length);
      if (kind === "sign-in") {
        if (Date.now() < nextSignIn) kind = "browse";
        else nextSignIn = Date.now() + SIGN_IN_EVERY_MS;
      }
      if (kind === "order") {
        customer = Date.now() < nextOrder ? -1 : buyer();
        if (customer >= 0) nextOrder = Date.now() + orderEveryMs;
        if (customer < 0) {
          kind = "browse";
          customer = 0;
        }
      }
      const tally = byKind[kind];
      const started = performance.now();
      tally.requests++;
      try {
        const outcome = await send(kind, traffic, adminCookie, index, customer);
        if (outcome === "refused") tally.expected409++;
        else if (outcome !== "ok") throw new Error(outcome);
      } catch (error) {
        tally.errors++;
        const message = `${kind}: ${error instanceof Error ? error.message : String(error)}`;
        if (errorSamples.length < 10) errorSamples.push(message.slice(0, 300));
      } finally {
        tally.latencyMsTotal += performance.now() - started;
      }
    }
  };
  await Promise.all(Array.from({ length: traffic.users }, (_, index) => user(index)));
  return { byKind, errorSamples };
}

/** One request of a kind: "ok", "refused" (an expected 409), or what went wrong. */
async function send(kind: Kind, traffic: Traffic, adminCookie: string, index: number, customerIndex: number): Promise<string> {
  const { baseUrl, customers, stock } = traffic;
  const customer = customers[customerIndex]!;
  switch (kind) {
    case "browse": {
      const paths = [
        `/products?page=${1 + randomInt(5)}`,
        `/products/${pickOne(traffic.browsable)}`,
        `/api/products?limit=24&page=${1 + randomInt(20)}`,
        "/",
      ];
      return expectOk(await get(baseUrl, paths[randomInt(paths.length)]!));
    }
    case "signed-in page": {
      const path = randomInt(2) === 0 ? "/products" : `/products/${pickOne(traffic.browsable)}`;
      return expectOk(await get(baseUrl, path, customer.cookie));
    }
    case "sign-in": {
      const response = await post(baseUrl, "/sign-in", new URLSearchParams({ email: customer.email, password: CUSTOMER_PASSWORD }));
      await response.arrayBuffer();
      if (response.status !== 302 || !sessionCookie(response)) return `POST /sign-in answered ${response.status}`;
      return "ok";
    }
    case "order": {
      const checkoutKey = randomUUID();
      const body = JSON.stringify({ checkoutKey, items: orderLines(stock), shipping: shippingFor(customerIndex, customer) });
      const response = await post(baseUrl, PATH, body, customer.cookie, "application/json");
      const text = await response.text();
      if (response.status === 409) return "refused";
      if (response.status < 200 || response.status >= 300 || !PLACED.test(text)) return `POST ${PATH} answered ${response.status}: ${text.slice(0, 200)}`;
      return "ok";
    }
    case "admin edit": {
      const form = new FormData();
      const price = 10_000 + randomInt(5_000);
      const fields = {
        intent: "save-product",
        productId: traffic.editable[index % traffic.editable.length]!,
        name: `Soak Inverter ${index} rev ${randomInt(1_000_000)}`,
        brand: "Voltwise",
        type: "inverter",
        capacity: "2000VA",
        price: String(price),
        originalPrice: String(price + 2_000),
        shortDescription: "Edited again and again by the soak benchmark.",
        description: "A 2000VA pure sine wave inverter whose details the soak benchmark keeps changing.",
        warranty: "3 years",
        stockStatus: "In Stock",
        stockQuantity: String(1 + randomInt(50)),
        featured: "false",
        imageSource: "url",
        imageUrl: "/images/placeholder.svg",
      };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const response = await post(baseUrl, "/admin.data", form, adminCookie);
      const text = await response.text();
      if (response.status !== 200 || !text.includes("has been updated")) return `admin edit answered ${response.status}: ${text.slice(0, 200)}`;
      return "ok";
    }
  }
}

function pickOne<T>(items: T[]): T {
  return items[randomInt(items.length)]!;
}

async function expectOk(response: Response): Promise<string> {
  await response.arrayBuffer();
  return response.status < 400 ? "ok" : `GET ${new URL(response.url).pathname} answered ${response.status}`;
}

function get(baseUrl: string, path: string, cookie?: string): Promise<Response> {
  return fetch(baseUrl + path, {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

function post(baseUrl: string, path: string, body: BodyInit, cookie?: string, contentType?: string): Promise<Response> {
  const headers: Record<string, string> = { origin: baseUrl, "sec-fetch-site": "same-origin" };
  if (cookie) headers.cookie = cookie;
  if (contentType) headers["content-type"] = contentType;
  return fetch(baseUrl + path, { method: "POST", body, headers, redirect: "manual", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
}

function sessionCookie(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.startsWith("shop.session_token="));
}
