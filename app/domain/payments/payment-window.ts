/** The payment window: how long an unpaid order keeps its stock, and how the customer hears it. */

const MINUTE_MS = 60_000;

/** When an order placed at `placedAt` must be paid by. */
export function paymentDueAt(placedAt: Date, windowMinutes: number): Date {
  return new Date(placedAt.getTime() + windowMinutes * MINUTE_MS);
}

/** Whole minutes left to pay (rounded up, so "1 minute" shows until the very end); 0 once past. */
export function minutesLeft(dueAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((dueAt.getTime() - now.getTime()) / MINUTE_MS));
}

/** "Pay within 28 minutes to keep your order" (hours once it is more than two of them). */
export function payWithinText(minutes: number): string {
  if (minutes > 120) {
    const hours = Math.ceil(minutes / 60);
    return `Pay within ${hours} hours to keep your order`;
  }
  return `Pay within ${minutes} ${minutes === 1 ? "minute" : "minutes"} to keep your order`;
}

const IST_TIME = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "Asia/Kolkata" });
const IST_DAY = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

/** For a message read later: "Pay within 30 minutes to keep your order (by 8:05 pm IST, 23 Nov 2026)." */
export function payByText(placedAt: Date, dueAt: Date): string {
  return `${payWithinText(minutesLeft(dueAt, placedAt))} (by ${IST_TIME.format(dueAt)} IST, ${IST_DAY.format(dueAt)}).`;
}
