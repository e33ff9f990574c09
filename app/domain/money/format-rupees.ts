/**
 * `12345600` paise → `₹1,23,456`; paise show only when there are some (`₹99.50`), as
 * `Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" })` writes them. Written out
 * rather than built on Intl: making the first en-IN currency formatter took ~20 ms of the
 * browser's main thread while a page's scripts start (locale data is loaded then), the largest
 * single piece of a phone's blocking time before the listing hydrates (docs/decisions/020).
 * A property test holds this to Intl's output.
 */
export function formatRupees(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  const sign = paise < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(paise) / 100);
  const rest = Math.abs(paise) % 100;
  return `${sign}₹${indianGrouping(String(whole))}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}

/** "12345678" → "1,23,45,678": the last three digits, then pairs. */
function indianGrouping(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/** Rupees as typed by a person ("1499", "1,499.50") → paise, or null when it is not a price. */
export function parseRupees(input: string): number | null {
  const cleaned = input.trim().replace(/^₹\s*/, "").replace(/,/g, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Paise → "1499.00", the amount format of a UPI link. */
export function paiseToDecimalString(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
