/** Whether the database adds up after the run: orders against answers, stock, money, ids. */
import { format, type Check } from "../report";
import type { DatabaseState } from "./orders-database";
import { SCARCE_STOCK, type Answer, type Line, type Sent, type Stock } from "./orders-model";

export function tallyAnswers(sent: Map<string, Sent>, answers: Map<string, Answer>) {
  let ok = 0;
  let refused = 0;
  let other = 0;
  const otherStatuses = new Map<number, number>();
  for (const { status } of answers.values()) {
    if (status >= 200 && status < 300) ok++;
    else if (status === 409) refused++;
    else {
      other++;
      otherStatuses.set(status, (otherStatuses.get(status) ?? 0) + 1);
    }
  }
  return { ok, refused, other, otherStatuses: Object.fromEntries(otherStatuses), unanswered: sent.size - answers.size };
}

const sameLines = (a: Line[], b: Line[]) => {
  const key = (lines: Line[]) => lines.map((line) => `${line.productId}×${line.quantity}`).sort().join(",");
  return key(a) === key(b);
};

export function consistencyChecks({
  sent,
  answers,
  stock,
  database,
  connections,
}: {
  sent: Map<string, Sent>;
  answers: Map<string, Answer>;
  stock: Stock;
  database: DatabaseState;
  connections: number;
}): Check[] {
  const tally = tallyAnswers(sent, answers);
  const orderByKey = new Map(database.orders.map((row) => [row.checkoutKey, row]));
  const isOk = (answer: Answer | undefined) => answer !== undefined && answer.status >= 200 && answer.status < 300;

  // Orders ↔ answers.
  let okWithoutOrder = 0;
  let refusedWithOrder = 0;
  let lateOrders = 0;
  let unknownOrders = 0;
  for (const [key, answer] of answers) {
    if (isOk(answer) && !orderByKey.has(key)) okWithoutOrder++;
    if (!isOk(answer) && orderByKey.has(key)) refusedWithOrder++;
  }
  for (const row of database.orders) {
    if (!sent.has(row.checkoutKey)) unknownOrders++;
    else if (!answers.has(row.checkoutKey)) lateOrders++;
  }
  const ordersForOk = database.orders.length - lateOrders - unknownOrders;

  // Each answer and order against its request.
  let wrongOrderId = 0;
  let wrongLines = 0;
  let wrongCustomer = 0;
  for (const row of database.orders) {
    const request = sent.get(row.checkoutKey);
    if (!request) continue;
    const answer = answers.get(row.checkoutKey);
    if (answer && isOk(answer) && answer.orderId !== row.orderId) wrongOrderId++;
    if (!sameLines(request.lines, database.linesByKey.get(row.checkoutKey) ?? [])) wrongLines++;
    if (request.userId !== row.userId) wrongCustomer++;
  }
  const refusedWithoutScarce = [...answers].filter(
    ([key, answer]) => answer.status === 409 && !sent.get(key)?.lines.some((line) => line.productId === stock.scarce),
  ).length;

  // Stock.
  const stockProblems: string[] = [];
  for (const [id, initial] of stock.initial) {
    const now = database.stockNow.get(id);
    const sold = database.soldByProduct.get(id) ?? 0;
    if (now?.quantity === null || now === undefined) {
      stockProblems.push(`${id}: stock no longer tracked`);
      continue;
    }
    if (initial - now.quantity !== sold) stockProblems.push(`${id}: ${initial} − ${now.quantity} ≠ ${sold} ordered`);
    if (now.inStock !== now.quantity > 0) stockProblems.push(`${id}: in_stock ${now.inStock} with ${now.quantity} left`);
  }
  const elsewhere = [...database.soldByProduct].filter(([id]) => !stock.initial.has(id));
  const scarceNow = database.stockNow.get(stock.scarce)?.quantity ?? null;
  const scarceSold = database.soldByProduct.get(stock.scarce) ?? 0;
  const scarceOk = scarceNow !== null && scarceNow >= 0 && scarceSold === SCARCE_STOCK - scarceNow && (scarceNow > 0 || scarceSold === SCARCE_STOCK);

  return [
    {
      name: "No errors: every answer was 2xx or a 409 refusal",
      pass: tally.other === 0,
      detail:
        tally.other === 0
          ? `${format.rate(tally.ok)} × 2xx, ${format.rate(tally.refused)} × 409`
          : `${Object.entries(tally.otherStatuses).map(([status, count]) => `${count} × HTTP ${status}`).join(", ")}`,
    },
    {
      name: "Orders created = 2xx answers (warm-up and probe included)",
      pass: okWithoutOrder === 0 && refusedWithOrder === 0 && unknownOrders === 0 && ordersForOk === tally.ok,
      detail:
        `${format.rate(database.orders.length)} orders = ${format.rate(tally.ok)} answered 2xx` +
        ` + ${lateOrders} placed by requests cut off when a run stopped (${tally.unanswered} unanswered, at most ${connections} per run)` +
        (okWithoutOrder ? `; ${okWithoutOrder} 2xx answers without an order` : "") +
        (refusedWithOrder ? `; ${refusedWithOrder} refused requests with an order` : "") +
        (unknownOrders ? `; ${unknownOrders} orders nobody asked for` : ""),
    },
    {
      name: "Each order is what its request asked for (customer, products, quantities) and its 2xx answer names it",
      pass: wrongOrderId === 0 && wrongLines === 0 && wrongCustomer === 0,
      detail: `${wrongOrderId} answers naming another order, ${wrongLines} orders with other lines, ${wrongCustomer} orders of another customer`,
    },
    {
      name: "Refusals only for the scarce product",
      pass: refusedWithoutScarce === 0,
      detail: `${format.rate(tally.refused)} refused, ${refusedWithoutScarce} of them without the scarce product`,
    },
    {
      name: "Stock: initial − current = units ordered, for every product ordered; in_stock matches",
      pass: stockProblems.length === 0 && elsewhere.length === 0,
      detail:
        stockProblems.length || elsewhere.length
          ? [...stockProblems, ...elsewhere.map(([id, sold]) => `${id}: ${sold} ordered, not one of the benchmark's products`)].slice(0, 5).join("; ")
          : `${stock.initial.size} products, ${format.rate(database.unitsOrdered)} units`,
    },
    {
      name: `Scarce product (${SCARCE_STOCK} in stock) never below 0, exactly ${SCARCE_STOCK} sold once sold out`,
      pass: scarceOk,
      detail: `${scarceSold} sold, ${scarceNow ?? "untracked"} left${scarceNow === 0 ? " (sold out)" : ""}`,
    },
    {
      name: "Totals: total = subtotal + delivery, subtotal = Σ unit price × quantity, delivery by state",
      pass: database.badTotals === 0 && database.badSubtotals === 0 && database.badDelivery === 0,
      detail: `${database.badTotals} bad totals, ${database.badSubtotals} bad subtotals, ${database.badDelivery} bad delivery charges of ${format.rate(database.orders.length)} orders`,
    },
    {
      name: "Unit prices are the catalogue's",
      pass: database.badUnitPrices === 0,
      detail: `${database.badUnitPrices} of ${format.rate(database.itemCount)} lines differ`,
    },
    {
      name: "Order ids distinct",
      pass: database.distinctOrderIds === database.orders.length,
      detail: `${format.rate(database.distinctOrderIds)} distinct of ${format.rate(database.orders.length)}`,
    },
    {
      name: "One “Order Placed” status event per order",
      pass: database.badStatusEvents === 0,
      detail: `${database.badStatusEvents} orders without exactly one`,
    },
  ];
}
