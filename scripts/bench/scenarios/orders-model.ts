/** What the order-placement benchmark sends and remembers: its stock, requests and answers. */

export const STOCKED_PRODUCTS = 20;
export const PLENTY = 1_000_000;
export const SCARCE_STOCK = 200;
/** Share of orders that ask for the scarce product as well. */
export const SCARCE_SHARE = 0.15;
export const PATH = "/payment.data";
/** An order's id in the 2xx answer: the redirect to its payment page. */
export const PLACED = /\/payment\?order=(HAL\d+)/;

export type Line = { productId: string; quantity: number };
export type Customer = { userId: string; email: string; cookie: string };
/** What one request asked for, by checkout key. */
export type Sent = { userId: string; lines: Line[] };
export type Answer = { status: number; orderId: string | null };

export type Stock = {
  /** The well-stocked products, and their unit prices. */
  stocked: string[];
  scarce: string;
  initial: Map<string, number>;
  prices: Map<string, number>;
};
