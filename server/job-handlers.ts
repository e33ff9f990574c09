import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { createMailRenderer } from "~/emails/render-mail";
import { handleJob, type JobHandler } from "~/services/jobs/job-kind";
import type { Logger } from "~/services/logger.server";
import { SEND_MAIL } from "~/services/mail/mail-job";
import type { MailTransport } from "~/services/mail/mail-transport.server";
import { sendQueuedMail } from "~/services/mail/send-queued-mail.server";

export type JobDependencies = { config: Config; db: Db; log: Logger; mailTransport: MailTransport };

/** Every kind of job this shop runs, with what each needs (docs/decisions/009-durable-jobs.md). */
export function jobHandlers({ config, db, mailTransport }: JobDependencies): JobHandler[] {
  const render = createMailRenderer({
    name: config.SHOP_NAME,
    supportPhone: config.SUPPORT_PHONE,
    supportEmail: config.SUPPORT_EMAIL,
    baseUrl: config.BASE_URL,
  });
  const messageIdDomain = new URL(config.BASE_URL).hostname;
  return [handleJob(SEND_MAIL, (payload, job) => sendQueuedMail({ db, transport: mailTransport, render, messageIdDomain }, payload, job))];
}
