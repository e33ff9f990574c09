/**
 * The mail outbox (docs/decisions/014-mail-outbox.md): one row per message, written in the
 * same transaction as the change that causes it, with a `mail.send` job beside it. The row
 * keeps what the message says (its kind and data) and how its delivery went, for the owner.
 */
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

export const mailState = pgEnum("mail_state", ["queued", "sent", "failed"]);

export const mailMessage = pgTable(
  "mail_message",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The event this message belongs to: one message per event, however often it is queued. */
    eventKey: text("event_key").notNull().unique(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    /** What the template needs (an order's snapshot, a link): messages are rendered when sent. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    state: mailState("state").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("mail_message_created_at_idx").on(t.createdAt)],
);

/** The owner's choice per kind of customer message; a kind without a row is on. */
export const mailSetting = pgTable("mail_setting", {
  kind: text("kind").primaryKey(),
  enabled: boolean("enabled").notNull(),
  updatedAt: updatedAt(),
});
