import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { mailMessage } from "~/db/schema";
import type { MailData, MailKind } from "~/domain/mail/mail-kinds";
import { PermanentJobError, type JobContext } from "~/services/jobs/job-kind";
import { completeOrderMail } from "./complete-order-mail.server";
import { MAIL_MAX_ATTEMPTS } from "./mail-job";
import type { MailTransport } from "./mail-transport.server";

/** Turns a message's kind and data into its HTML and plain-text parts (app/emails). */
export type RenderMail = (kind: MailKind, data: MailData) => Promise<{ html: string; text: string }>;

export type SendMailDependencies = { db: Db; transport: MailTransport; render: RenderMail; messageIdDomain: string };

/**
 * The `mail.send` job: delivers one outbox row and marks it sent. A row already sent is left
 * alone (a job run again after its process died). A failure is recorded on the row and
 * thrown, so the job is tried again later; after its last try the row is marked failed.
 */
export async function sendQueuedMail(
  { db, transport, render, messageIdDomain }: SendMailDependencies,
  { mailId }: { mailId: string },
  job: Pick<JobContext, "attempt">,
): Promise<void> {
  const [mail] = await db.select().from(mailMessage).where(eq(mailMessage.id, mailId));
  if (!mail) throw new PermanentJobError(`mail ${mailId} is gone`);
  if (mail.state === "sent") return;
  try {
    const { data, attachments } = await completeOrderMail(db, mail.kind as MailKind, mail.data as MailData);
    const { html, text } = await render(mail.kind as MailKind, data);
    await transport.send({ messageId: `<${mail.id}@${messageIdDomain}>`, to: mail.toAddress, subject: mail.subject, html, text, attachments });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const last = job.attempt >= MAIL_MAX_ATTEMPTS;
    await db
      .update(mailMessage)
      .set({ state: last ? "failed" : "queued", attempts: sql`${mailMessage.attempts} + 1`, lastError: message })
      .where(eq(mailMessage.id, mail.id));
    throw error;
  }
  await db
    .update(mailMessage)
    .set({ state: "sent", sentAt: new Date(), attempts: sql`${mailMessage.attempts} + 1`, lastError: null })
    .where(eq(mailMessage.id, mail.id));
}
