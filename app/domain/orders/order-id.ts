/** Order ids are 'HAL' plus a random integer below 1,000,000, as the spec says. */
const ORDER_ID_PREFIX = "HAL";
const ORDER_ID_LIMIT = 1_000_000;
const ORDER_ID = /^HAL(0|[1-9]\d{0,5})$/;

/** `randomInt(limit)` must return an integer in [0, limit). */
export function makeOrderId(randomInt: (limit: number) => number): string {
  const n = randomInt(ORDER_ID_LIMIT);
  if (!Number.isInteger(n) || n < 0 || n >= ORDER_ID_LIMIT) throw new RangeError(`Bad random order number: ${n}`);
  return `${ORDER_ID_PREFIX}${n}`;
}

export function isOrderId(value: string): boolean {
  return ORDER_ID.test(value);
}

/** What a person typed into the tracking box: trimmed, and `hal123` read as `HAL123`. */
export function normalizeOrderIdInput(value: string): string {
  const trimmed = value.trim();
  return /^hal/i.test(trimmed) ? `HAL${trimmed.slice(3)}` : trimmed;
}
