import { z } from "zod";

/** The 12-digit UPI transaction reference (UTR / RRN) a payer's app shows after paying. */
export const PaymentReferenceSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{12}$/, "Please enter the 12-digit UPI transaction reference."));
