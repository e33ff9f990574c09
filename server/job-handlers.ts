import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { handleJob, type JobHandler } from "~/services/jobs/job-kind";
import type { Logger } from "~/services/logger.server";
import { expireUnpaidOrder } from "~/services/orders/expire-unpaid-order.server";
import { CLOSE_PAYMENT_QR, EXPIRE_UNPAID_ORDER } from "~/services/orders/order-jobs";
import { closePaymentQr } from "~/services/payments/close-payment-qr.server";
import type { RazorpayClient } from "~/services/payments/razorpay-client.server";

export type JobDependencies = { config: Config; db: Db; log: Logger; razorpay: RazorpayClient | null; now?: () => Date };

/** Every kind of job this shop runs, with what each needs (docs/decisions/009-durable-jobs.md). */
export function jobHandlers({ db, log, razorpay, now = () => new Date() }: JobDependencies): JobHandler[] {
  return [
    handleJob(EXPIRE_UNPAID_ORDER, async ({ orderRecordId }) => {
      const outcome = await expireUnpaidOrder(db, { orderRecordId, now: now() });
      if (outcome === "not-due") throw new Error("The order's payment window has not ended yet");
      if (outcome === "cancelled") log.info({ orderRecordId }, "unpaid order cancelled: not paid in time");
    }),
    handleJob(CLOSE_PAYMENT_QR, async ({ orderRecordId }) => {
      if (razorpay) await closePaymentQr(db, razorpay, { orderRecordId, now: now() });
    }),
  ];
}
