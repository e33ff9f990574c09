/**
 * The UPI payment target as the browser tests read it: the shop's payee, and the deep link a
 * payment QR code carries (`data-qr-value`), taken apart.
 */
import { expect, type Locator } from "@playwright/test";
import { rupees } from "./catalogue";

/** The shop's UPI payee (the server's defaults: UPI_VPA and UPI_PAYEE_NAME are not set in tests). */
export const UPI_VPA = "halpower@okaxis";
export const UPI_PAYEE = "HAL Power Solutions";

/** A UPI deep link's parameters, checked for %20 (never +) and decoded. */
export function parseUpiLink(link: string): Record<string, string> {
  expect(link).toMatch(/^upi:\/\/pay\?/);
  expect(link, "spaces are %20 in a UPI link, never +").not.toContain("+");
  expect(link).not.toContain(" ");
  const query = link.slice("upi://pay?".length);
  return Object.fromEntries(
    query.split("&").map((pair) => {
      const [key = "", value = ""] = pair.split("=");
      return [key, decodeURIComponent(value)];
    }),
  );
}

/** The amount as a UPI link writes it: 12345600 paise → "123456.00". */
export function paiseAsDecimal(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

/** The payment QR code for this total, within `scope` (a page or an order card). */
export function upiQr(scope: Pick<Locator, "getByRole">, totalPaise: number): Locator {
  return scope.getByRole("img", { name: `UPI payment QR code for ${rupees(totalPaise)} to ${UPI_PAYEE}` });
}

/** The UPI link a QR code carries. */
export async function qrLink(qr: Locator): Promise<string> {
  return (await qr.getAttribute("data-qr-value")) ?? "";
}
