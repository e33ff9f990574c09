import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { job } from "~/db/schema";

export type ClaimedJob = { id: string; kind: string; payload: Record<string, unknown>; attempts: number; maxAttempts: number };

/**
 * Takes up to `limit` jobs that are due — queued and past their time, or running with a lease
 * that ran out (their process died) — for this worker, in one statement. `SKIP LOCKED` lets
 * several processes claim at once without waiting for or taking each other's jobs.
 */
export async function claimJobs(
  db: Db,
  { kinds, workerId, limit, leaseMs, now }: { kinds: string[]; workerId: string; limit: number; leaseMs: number; now: Date },
): Promise<ClaimedJob[]> {
  if (kinds.length === 0) return [];
  const due = db
    .select({ id: job.id })
    .from(job)
    .where(
      and(
        inArray(job.kind, kinds),
        or(and(eq(job.state, "queued"), lte(job.runAt, now)), and(eq(job.state, "running"), lt(job.lockedUntil, now))),
      ),
    )
    .orderBy(asc(job.runAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(job)
    .set({
      state: "running",
      attempts: sql`${job.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + leaseMs),
      lockedBy: workerId,
      updatedAt: now,
    })
    .where(inArray(job.id, due))
    .returning({ id: job.id, kind: job.kind, payload: job.payload, attempts: job.attempts, maxAttempts: job.maxAttempts });
}
