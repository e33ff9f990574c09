import { z } from "zod";
import { jobKind } from "~/services/jobs/job-kind";

/** Cancels an order still unpaid when its payment window ends (enqueued with the order). */
export const EXPIRE_UNPAID_ORDER = jobKind("orders.expire-unpaid", z.object({ orderRecordId: z.uuid() }));

/** Closes an order's Razorpay QR once the order no longer takes payment. */
export const CLOSE_PAYMENT_QR = jobKind("payments.close-qr", z.object({ orderRecordId: z.uuid() }));
