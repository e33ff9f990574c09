import type { DbOrTx } from "~/db/client.server";
import { job } from "~/db/schema";
import type { JobKind } from "./job-kind";

export type EnqueueOptions = {
  /** Not before then; now when absent. */
  runAt?: Date;
  /** One job per key: enqueuing the same event again does nothing. */
  dedupeKey?: string;
  maxAttempts?: number;
};

/**
 * Writes a job. Call it with the transaction that makes the change the job belongs to, so the
 * change and its job are committed together or not at all. Returns false when a job with the
 * same `dedupeKey` already exists.
 */
export async function enqueueJob<Payload>(
  db: DbOrTx,
  kind: JobKind<Payload>,
  payload: Payload,
  { runAt, dedupeKey, maxAttempts }: EnqueueOptions = {},
): Promise<boolean> {
  const inserted = await db
    .insert(job)
    .values({
      kind: kind.name,
      payload: kind.payload.parse(payload) as Record<string, unknown>,
      ...(runAt ? { runAt } : {}),
      ...(dedupeKey ? { dedupeKey } : {}),
      ...(maxAttempts ? { maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: job.dedupeKey })
    .returning({ id: job.id });
  return inserted.length > 0;
}
