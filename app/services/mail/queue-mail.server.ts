import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { mailMessage, mailSetting } from "~/db/schema";
import { isCustomerOrderMailKind, mailSubject, type MailData, type MailKind } from "~/domain/mail/mail-kinds";
import { enqueueJob } from "~/services/jobs/enqueue-job.server";
import { MAIL_MAX_ATTEMPTS, SEND_MAIL } from "./mail-job";

export type QueuedMail = {
  kind: MailKind;
  to: string;
  /** Names the event (`order-placed:<order>`): the same event queued twice is one message. */
  eventKey: string;
  data: MailData;
  /** When to send it, if not at once. */
  runAt?: Date;
};

/**
 * Puts a message in the outbox with the job that delivers it. Call it with the transaction
 * that makes the change the message is about, so both are committed or neither. Returns
 * false when the owner turned this kind off, or the event already has its message.
 */
export async function queueMail(db: DbOrTx, mail: QueuedMail): Promise<boolean> {
  if (isCustomerOrderMailKind(mail.kind)) {
    const [setting] = await db.select({ enabled: mailSetting.enabled }).from(mailSetting).where(eq(mailSetting.kind, mail.kind));
    if (setting && !setting.enabled) return false;
  }
  const [row] = await db
    .insert(mailMessage)
    .values({
      eventKey: mail.eventKey,
      kind: mail.kind,
      toAddress: mail.to,
      subject: mailSubject(mail.kind, mail.data),
      data: mail.data as Record<string, unknown>,
    })
    .onConflictDoNothing({ target: mailMessage.eventKey })
    .returning({ id: mailMessage.id });
  if (!row) return false;
  await enqueueJob(db, SEND_MAIL, { mailId: row.id }, {
    dedupeKey: `mail:${row.id}`,
    maxAttempts: MAIL_MAX_ATTEMPTS,
    ...(mail.runAt ? { runAt: mail.runAt } : {}),
  });
  return true;
}
