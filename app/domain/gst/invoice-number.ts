/**
 * Invoice and credit note numbers: consecutive within the Indian financial year (1 April –
 * 31 March, in India's time), at most 16 characters of letters, digits, "-" and "/"
 * (CGST Rule 46(b)), e.g. "INV/2627/000123".
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar year in which the financial year containing `at` (in India's time) began. */
export function financialYearStart(at: Date): number {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  return india.getUTCMonth() >= 3 ? year : year - 1;
}

/** 2026 → "2627" (FY 2026–27). */
export function financialYearCode(startYear: number): string {
  return `${String(startYear % 100).padStart(2, "0")}${String((startYear + 1) % 100).padStart(2, "0")}`;
}

export const INVOICE_SERIES_FORMAT = /^[A-Z0-9-]{1,4}$/;
export const CREDIT_NOTE_SERIES = "CN";
const MAX_DOCUMENT_NUMBER_LENGTH = 16;

export function formatDocumentNumber(series: string, startYear: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Not a sequence number: ${sequence}`);
  const number = `${series}/${financialYearCode(startYear)}/${String(sequence).padStart(6, "0")}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) {
    throw new RangeError(`Document number ${number} is longer than ${MAX_DOCUMENT_NUMBER_LENGTH} characters`);
  }
  return number;
}

/** "INV/2627/000123" → "INV-2627-000123", for a file name. */
export function documentFileName(number: string): string {
  return `${number.replace(/\//g, "-")}.pdf`;
}

/** The first and last instant of a month in India's time, as UTC instants: [from, to). */
export function monthRange(year: number, month: number): { from: Date; to: Date } {
  const from = new Date(Date.UTC(year, month - 1, 1) - IST_OFFSET_MS);
  const to = new Date(Date.UTC(year, month, 1) - IST_OFFSET_MS);
  return { from, to };
}

/** A date as India's calendar shows it: "23-11-2026". */
export function formatIndianDate(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const dd = String(india.getUTCDate()).padStart(2, "0");
  const mm = String(india.getUTCMonth() + 1).padStart(2, "0");
  return `${dd}-${mm}-${india.getUTCFullYear()}`;
}

const invoiceAmount = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1799700 paise → "17,997.00": invoices always show paise. */
export function formatInvoiceAmount(paise: number): string {
  return invoiceAmount.format(paise / 100);
}
