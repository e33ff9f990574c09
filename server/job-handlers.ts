import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { handleJob, type JobHandler } from "~/services/jobs/job-kind";
import type { Logger } from "~/services/logger.server";
import { SEND_MAIL } from "~/services/mail/mail-job";
import type { MailTransport } from "~/services/mail/mail-transport.server";
import { orderMailSettings } from "~/services/mail/queue-order-mails.server";
import { sendQueuedMail, type RenderMail } from "~/services/mail/send-queued-mail.server";
import { expireUnpaidOrder } from "~/services/orders/expire-unpaid-order.server";
import { CLOSE_PAYMENT_QR, EXPIRE_UNPAID_ORDER } from "~/services/orders/order-jobs";
import { closePaymentQr } from "~/services/payments/close-payment-qr.server";
import type { RazorpayClient } from "~/services/payments/razorpay-client.server";

export type JobDependencies = {
  config: Config;
  db: Db;
  log: Logger;
  mailTransport: MailTransport;
  razorpay: RazorpayClient | null;
  now?: () => Date;
};

/** Every kind of job this shop runs, with what each needs (docs/decisions/009-durable-jobs.md). */
export function jobHandlers({ config, db, log, mailTransport, razorpay, now = () => new Date() }: JobDependencies): JobHandler[] {
  // The templates and React Email (~50 MB once loaded) are loaded with the first message,
  // not at the server's start (decision 022).
  let renderer: Promise<RenderMail> | null = null;
  const render: RenderMail = async (kind, data) => {
    renderer ??= import("~/emails/render-mail").then(({ createMailRenderer }) =>
      createMailRenderer({ name: config.SHOP_NAME, supportPhone: config.SUPPORT_PHONE, supportEmail: config.SUPPORT_EMAIL, baseUrl: config.BASE_URL }),
    );
    return (await renderer)(kind, data);
  };
  const messageIdDomain = new URL(config.BASE_URL).hostname;
  const mail = orderMailSettings(config);
  return [
    handleJob(SEND_MAIL, (payload, job) => sendQueuedMail({ db, transport: mailTransport, render, messageIdDomain }, payload, job)),
    handleJob(EXPIRE_UNPAID_ORDER, async ({ orderRecordId }) => {
      const outcome = await expireUnpaidOrder(db, { orderRecordId, now: now(), mail });
      if (outcome === "not-due") throw new Error("The order's payment window has not ended yet");
      if (outcome === "cancelled") log.info({ orderRecordId }, "unpaid order cancelled: not paid in time");
    }),
    handleJob(CLOSE_PAYMENT_QR, async ({ orderRecordId }) => {
      if (razorpay) await closePaymentQr(db, razorpay, { orderRecordId, now: now() });
    }),
  ];
}
