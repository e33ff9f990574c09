import { count, desc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { mailMessage, mailSetting } from "~/db/schema";
import type { AdminMailRow, AdminMailSetting } from "~/domain/admin/views";
import { CUSTOMER_ORDER_MAIL_KINDS, MAIL_KIND_LABELS, type CustomerOrderMailKind, type MailKind } from "~/domain/mail/mail-kinds";

/** The owner turns one kind of customer message on or off. */
export async function setMailKindEnabled(db: Db, kind: CustomerOrderMailKind, enabled: boolean) {
  await db
    .insert(mailSetting)
    .values({ kind, enabled })
    .onConflictDoUpdate({ target: mailSetting.kind, set: { enabled, updatedAt: new Date() } });
}

/** The E-mail tab: each customer message kind with its switch, and the latest messages with their state. */
export async function loadMailTab(db: Db, { page, pageSize }: { page: number; pageSize: number }) {
  const stored = new Map((await db.select().from(mailSetting)).map((row) => [row.kind, row.enabled]));
  const settings: AdminMailSetting[] = CUSTOMER_ORDER_MAIL_KINDS.map((kind) => ({
    kind,
    label: MAIL_KIND_LABELS[kind],
    enabled: stored.get(kind) ?? true,
  }));
  const rows = await db
    .select()
    .from(mailMessage)
    .orderBy(desc(mailMessage.createdAt), desc(mailMessage.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(mailMessage);
  const messages: AdminMailRow[] = rows.map((row) => ({
    id: row.id,
    kind: MAIL_KIND_LABELS[row.kind as MailKind] ?? row.kind,
    to: row.toAddress,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
  return { settings, messages, totalMessages: total?.n ?? 0 };
}
