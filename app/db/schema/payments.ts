/** Payment gateway webhooks: each delivered event id is recorded once, so a redelivery changes nothing. */
import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { order } from "./orders";

export const paymentWebhookEvent = pgTable("payment_webhook_event", {
  /** `x-razorpay-event-id`. */
  eventId: text("event_id").primaryKey(),
  event: text("event").notNull(),
  orderId: uuid("order_id").references(() => order.id, { onDelete: "set null" }),
  /** What the shop did with it ("confirmed", "flagged", "ignored"…). */
  outcome: text("outcome").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});
