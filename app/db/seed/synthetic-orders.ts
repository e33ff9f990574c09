import { randomUUID } from "node:crypto";
import type { order, orderItem, orderStatusEvent, user } from "~/db/schema";
import { HOME_STATE } from "~/domain/checkout/delivery-charge";
import type { IndianState } from "~/domain/checkout/indian-states";
import { orderTotals } from "~/domain/checkout/order-totals";
import { TIMELINE_STATUSES, type OrderStatus } from "~/domain/orders/order-status";
import { mulberry32 } from "./random";

type NewUser = typeof user.$inferInsert;
type NewOrder = typeof order.$inferInsert;
type NewItem = typeof orderItem.$inferInsert;
type NewEvent = typeof orderStatusEvent.$inferInsert;

/** What an order line snapshots from the catalogue. */
export type SeedProduct = { id: string; name: string; brand: string; image: string | null; pricePaise: number };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders fall over the last year; accounts open over the 13 months before now. */
const ORDER_SPAN_DAYS = 365;
const SIGNUP_SPAN_DAYS = 395;

const FIRST = ["Aarav", "Priya", "Vihaan", "Ananya", "Arjun", "Diya", "Karthik", "Lakshmi", "Rohan", "Meera", "Siddharth", "Kavya", "Rahul", "Sneha", "Vikram", "Pooja", "Aditya", "Nandini", "Suresh", "Divya", "Manoj", "Revathi", "Imran", "Fatima", "Joseph", "Mary", "Harpreet", "Gurpreet", "Anil", "Deepa"];
const LAST = ["Sharma", "Iyer", "Reddy", "Nair", "Patel", "Khan", "Singh", "Gupta", "Menon", "Pillai", "Rao", "Das", "Mukherjee", "Joshi", "Kulkarni", "Chatterjee", "Subramanian", "Fernandes", "Verma", "Naidu"];
const CITIES: [string, IndianState, string][] = [
  ["Chennai", HOME_STATE, "600002"],
  ["Coimbatore", HOME_STATE, "641001"],
  ["Madurai", HOME_STATE, "625001"],
  ["Bengaluru", "Karnataka", "560001"],
  ["Mumbai", "Maharashtra", "400001"],
  ["Pune", "Maharashtra", "411001"],
  ["Hyderabad", "Telangana", "500001"],
  ["Kochi", "Kerala", "682001"],
  ["New Delhi", "Delhi", "110001"],
  ["Kolkata", "West Bengal", "700001"],
  ["Ahmedabad", "Gujarat", "380001"],
  ["Jaipur", "Rajasthan", "302001"],
];

/** The seeded customer `index`: the same person every run (name, e-mail, address). */
function person(index: number) {
  const first = FIRST[index % FIRST.length]!;
  const last = LAST[Math.floor(index / FIRST.length) % LAST.length]!;
  const [city, state, pincode] = CITIES[(index * 7) % CITIES.length]!;
  return {
    id: `seed-customer-${index + 1}`,
    fullName: `${first} ${last}`,
    email: `${first}.${last}.${index + 1}@example.com`.toLowerCase(),
    mobile: `9${String(100_000_000 + index * 37).padStart(9, "0")}`,
    address: `${(index % 200) + 1}, ${["Gandhi Road", "MG Road", "Anna Salai", "Station Road", "Temple Street"][index % 5]}`,
    city,
    state: state as IndianState,
    pincode,
  };
}

/** When customer `index` of `total` registered: sign-ups spread evenly over the 13 months. */
function registeredAt(index: number, total: number, now: number): number {
  return now - SIGNUP_SPAN_DAYS * DAY_MS + Math.floor((index / total) * (SIGNUP_SPAN_DAYS - 5) * DAY_MS);
}

/** Customers as registration stores them (role "user", unverified e-mail); they have no password. */
export function syntheticCustomers(start: number, count: number, total: number, now = Date.now()): NewUser[] {
  return Array.from({ length: count }, (_, k) => {
    const index = start + k;
    const p = person(index);
    const at = new Date(registeredAt(index, total, now));
    return { id: p.id, name: p.fullName, email: p.email, username: p.fullName.split(" ")[0]!.toLowerCase() + (index + 1), phone: p.mobile, role: "user", createdAt: at, updatedAt: at, activityAt: at };
  });
}

/**
 * Where an order of this age stands: older orders are mostly delivered (some cancelled or
 * returned); the last days hold the unpaid, paid and shipped ones still moving.
 */
function statusFor(ageDays: number, roll: number): OrderStatus {
  if (ageDays > 14) return roll < 0.06 ? "Cancelled" : roll < 0.09 ? "Returned" : "Delivered";
  if (ageDays < 1) return roll < 0.5 ? "Order Placed" : roll < 0.85 ? "Payment Confirmed" : "Cancelled";
  if (ageDays < 4) return TIMELINE_STATUSES[1 + Math.floor(roll * 5)]!;
  return roll < 0.05 ? "Cancelled" : TIMELINE_STATUSES[4 + Math.floor(roll * 5)]!;
}

export type SyntheticOrders = { orders: NewOrder[]; items: NewItem[]; events: NewEvent[] };

/**
 * `count` orders from order number `start` (of `total`), over the last year with more recent
 * months busier, from customers registered by then. Totals come from the checkout's own
 * `orderTotals`; the display ids come from `nextOrderId` (unused `HAL…` numbers).
 */
export function syntheticOrders(
  { start, count, total, customers, products, nextOrderId, now = Date.now() }:
  { start: number; count: number; total: number; customers: number; products: SeedProduct[]; nextOrderId: () => string; now?: number },
): SyntheticOrders {
  const random = mulberry32(start + 7919);
  const result: SyntheticOrders = { orders: [], items: [], events: [] };
  for (let n = start; n < start + count; n++) {
    // Order n of total is placed at a point that grows with sqrt: later months see more orders.
    const ageDays = ORDER_SPAN_DAYS * (1 - Math.sqrt((n + random()) / total));
    const placedAt = now - Math.floor(ageDays * DAY_MS);
    const signedUp = Math.max(1, Math.min(customers, Math.floor(((placedAt - registeredAt(0, customers, now)) / ((SIGNUP_SPAN_DAYS - 5) * DAY_MS)) * customers)));
    const customer = person(Math.floor(random() * signedUp));
    const lineCount = 1 + Math.floor(random() * random() * 3);
    const chosen = new Set<SeedProduct>();
    while (chosen.size < Math.min(lineCount, products.length)) chosen.add(products[Math.floor(random() * products.length)]!);
    const lines = [...chosen].map((product) => ({ product, quantity: 1 + Math.floor(random() * random() * 3) }));
    const totals = orderTotals(lines.map(({ product, quantity }) => ({ unitPricePaise: product.pricePaise, quantity })), customer.state);
    const status = statusFor(ageDays, random());
    const id = randomUUID();
    const steps = status === "Cancelled" || status === "Returned"
      ? [...TIMELINE_STATUSES.slice(0, status === "Returned" ? 9 : 1), status]
      : TIMELINE_STATUSES.slice(0, TIMELINE_STATUSES.indexOf(status as (typeof TIMELINE_STATUSES)[number]) + 1);
    const paid = steps.includes("Payment Confirmed");
    // Each step a few hours after the one before, never in the future.
    const stepAt = (k: number) => new Date(Math.min(now, placedAt + k * Math.floor(DAY_MS / 3)));
    const createdAt = new Date(placedAt);
    const { id: userId, ...shipping } = customer;
    result.orders.push({
      id,
      orderId: nextOrderId(),
      userId,
      shipping: { ...shipping, landmark: undefined },
      ...totals,
      status,
      paymentMethod: "UPI",
      paymentReference: paid ? String(100_000_000_000 + n) : null,
      checkoutKey: `seed-${n}`,
      stockReleasedAt: status === "Cancelled" || status === "Returned" ? stepAt(steps.length - 1) : null,
      createdAt,
      updatedAt: stepAt(steps.length - 1),
    });
    lines.forEach(({ product, quantity }, position) =>
      result.items.push({ orderId: id, position, productId: product.id, name: product.name, brand: product.brand, image: product.image, unitPricePaise: product.pricePaise, quantity }),
    );
    steps.forEach((step, k) => result.events.push({ orderId: id, status: step, actorId: k === 0 ? userId : null, at: stepAt(k) }));
  }
  return result;
}

/** Unused `HAL…` display ids, drawn without repeats; `taken` holds the ones already in the database. */
export function orderIdSource(taken: Set<string>, seed = 1): () => string {
  const random = mulberry32(seed);
  return () => {
    for (;;) {
      const id = `HAL${Math.floor(random() * 1_000_000)}`;
      if (!taken.has(id)) {
        taken.add(id);
        return id;
      }
    }
  };
}
