import { z } from "zod";
import { isOrderId } from "~/domain/orders/order-id";
import { ORDER_NOT_FOUND } from "~/domain/orders/order-messages";

/** The 12-digit UPI transaction reference (UTR / RRN) a payer's app shows after paying. */
export const PaymentReferenceSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{12}$/, "Please enter the 12-digit UPI transaction reference."));

/** The form under an unpaid order where the customer reports that reference. */
export const PaymentReferenceFormSchema = z.object({
  orderId: z.string().refine(isOrderId, ORDER_NOT_FOUND),
  reference: PaymentReferenceSchema,
});

export const PAYMENT_REFERENCE_SAVED = { title: "Payment reference saved", description: "We will confirm your payment shortly." } as const;
