import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { job } from "~/db/schema";
import { retryDelayMs } from "~/domain/jobs/retry-delay";
import type { ClaimedJob } from "./claim-jobs.server";

const MAX_ERROR_LENGTH = 2000;

/** Marks a job this worker ran as done (if it is still this worker's: a lease may have passed). */
export async function completeJob(db: Db, { id, workerId, now }: { id: string; workerId: string; now: Date }) {
  await db
    .update(job)
    .set({ state: "done", finishedAt: now, lockedUntil: null, lastError: null, updatedAt: now })
    .where(and(eq(job.id, id), eq(job.lockedBy, workerId), eq(job.state, "running")));
}

/**
 * Records a failed try: the job is queued again after a growing delay, or — past its
 * attempts, or when `permanent` — marked failed for good, with the error kept for the owner.
 */
export async function failJob(
  db: Db,
  { claimed, workerId, error, permanent, now, random }: {
    claimed: ClaimedJob;
    workerId: string;
    error: unknown;
    permanent: boolean;
    now: Date;
    random: () => number;
  },
): Promise<"retry" | "failed"> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
  const giveUp = permanent || claimed.attempts >= claimed.maxAttempts;
  await db
    .update(job)
    .set(
      giveUp
        ? { state: "failed", finishedAt: now, lockedUntil: null, lastError: message, updatedAt: now }
        : {
            state: "queued",
            runAt: new Date(now.getTime() + retryDelayMs(claimed.attempts, random)),
            lockedUntil: null,
            lastError: message,
            updatedAt: now,
          },
    )
    .where(and(eq(job.id, claimed.id), eq(job.lockedBy, workerId), eq(job.state, "running")));
  return giveUp ? "failed" : "retry";
}
