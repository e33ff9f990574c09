/**
 * The durable job queue (docs/decisions/009-durable-jobs.md): work that happens later or
 * elsewhere — an unpaid order's expiry, an e-mail — written as a row in the same transaction
 * as the change that causes it, and run once by whichever app process claims it.
 */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/** Queued (waiting for its time), running (claimed under a lease), done, or failed for good. */
export const jobState = pgEnum("job_state", ["queued", "running", "done", "failed"]);

export const job = pgTable(
  "job",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** When set, one job per key: the same event enqueued twice is one job. */
    dedupeKey: text("dedupe_key").unique(),
    state: jobState("state").notNull().default("queued"),
    /** Not before then (a deadline, or the next try after a failure). */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(10),
    /** A running job whose lease has passed was abandoned (its process died): it is claimed again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("job_queued_run_at_idx").on(t.runAt).where(sql`${t.state} = 'queued'`),
    index("job_running_lease_idx").on(t.lockedUntil).where(sql`${t.state} = 'running'`),
    index("job_kind_state_idx").on(t.kind, t.state),
  ],
);
