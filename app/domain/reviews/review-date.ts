/** en-IN's short month names (CLDR): note "Sept". */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];
/** India Standard Time, UTC+5:30 all year (no daylight saving since 1945). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * A review's date in India, e.g. "5 Sept 2026": what `Intl.DateTimeFormat("en-IN", { day:
 * "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" })` writes, checked by a
 * property test. Written out because building that formatter in the browser loads ICU's locale
 * data: a ~15–25 ms task when the product page's script was evaluated (decision 020).
 */
export function formatReviewDate(iso: string): string {
  const inIndia = new Date(Date.parse(iso) + IST_OFFSET_MS);
  return `${inIndia.getUTCDate()} ${MONTHS[inIndia.getUTCMonth()]} ${inIndia.getUTCFullYear()}`;
}
