import { randomUUID } from "node:crypto";
import type { Db } from "~/db/client.server";
import type { Logger } from "~/services/logger.server";
import { claimJobs, type ClaimedJob } from "./claim-jobs.server";
import { completeJob, failJob } from "./finish-job.server";
import { PermanentJobError, type JobHandler } from "./job-kind";

export type JobRunner = {
  /** Starts polling for due jobs. */
  start(): void;
  /** Stops polling and waits for the batch in hand to finish. */
  stop(): Promise<void>;
  /** Looks for due jobs at once (after enqueuing one that is due now). */
  nudge(): void;
  /** Claims and runs one batch; returns how many ran (tests drive the runner with this). */
  runDue(): Promise<number>;
};

export type JobRunnerOptions = {
  db: Db;
  log: Logger;
  handlers: JobHandler[];
  /** Between looks when nothing was due. */
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed job is this worker's; past it, another process may take it over. */
  leaseMs?: number;
  workerId?: string;
  now?: () => Date;
  random?: () => number;
};

/**
 * Runs the jobs of the durable queue in this process: every `pollMs` it claims what is due
 * (see claim-jobs) and runs each job's handler in turn. A handler that throws is tried again
 * later with a growing delay; one that throws `PermanentJobError`, or runs out of attempts,
 * is marked failed with its error. Handlers must be safe to run twice: a process that dies
 * mid-job loses its lease and another runs the job again.
 */
export function createJobRunner({
  db,
  log,
  handlers,
  pollMs = 1000,
  batchSize = 10,
  leaseMs = 60_000,
  workerId = `${process.pid}-${randomUUID().slice(0, 8)}`,
  now = () => new Date(),
  random = Math.random,
}: JobRunnerOptions): JobRunner {
  const byKind = new Map(handlers.map((handler) => [handler.kind.name, handler]));
  const kinds = [...byKind.keys()];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;

  async function runOne(claimed: ClaimedJob) {
    const handler = byKind.get(claimed.kind)!;
    const jobLog = log.child({ jobId: claimed.id, kind: claimed.kind, attempt: claimed.attempts });
    try {
      const payload = handler.kind.payload.safeParse(claimed.payload);
      if (!payload.success) throw new PermanentJobError(`Unreadable payload: ${payload.error.issues[0]?.message ?? "invalid"}`);
      await handler.run(payload.data, { id: claimed.id, attempt: claimed.attempts });
      await completeJob(db, { id: claimed.id, workerId, now: now() });
    } catch (error) {
      const permanent = error instanceof PermanentJobError;
      const outcome = await failJob(db, { claimed, workerId, error, permanent, now: now(), random });
      jobLog[outcome === "failed" ? "error" : "warn"]({ err: error, outcome }, outcome === "failed" ? "job failed for good" : "job failed; will retry");
    }
  }

  async function runDue(): Promise<number> {
    const claimed = await claimJobs(db, { kinds, workerId, limit: batchSize, leaseMs, now: now() });
    for (const job of claimed) await runOne(job);
    return claimed.length;
  }

  function schedule(delayMs: number) {
    if (stopped || kinds.length === 0) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick() {
    timer = null;
    if (stopped || running) return;
    running = runDue().catch((error: unknown) => {
      log.error({ err: error }, "looking for due jobs failed; trying again shortly");
      return 0;
    });
    void running.then((ran) => {
      running = null;
      // A full batch means more may be waiting.
      schedule(ran >= batchSize ? 0 : pollMs);
    });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    nudge() {
      if (!running) schedule(0);
    },
    runDue,
  };
}
