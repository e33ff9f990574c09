import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { job } from "~/db/schema";
import { createLogger } from "~/services/logger.server";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../../tests/support/test-database";
import { claimJobs } from "./claim-jobs.server";
import { enqueueJob } from "./enqueue-job.server";
import { handleJob, jobKind, PermanentJobError } from "./job-kind";
import { createJobRunner } from "./job-runner.server";

const PING = jobKind("test.ping", z.object({ n: z.number().int() }));
const log = createLogger("silent");

describe.each(ENGINES)("the durable job queue on %s", (engine) => {
  let database: TestDatabase;
  let clock: Date;
  const db = () => database.db;
  const runner = (run: (payload: { n: number }) => Promise<void>, workerId = "worker-a") =>
    createJobRunner({ db: db(), log, handlers: [handleJob(PING, run)], workerId, now: () => clock, random: () => 0, leaseMs: 60_000 });
  const stateOf = async (n: number) => {
    const rows = await db().select().from(job).where(eq(job.kind, PING.name));
    return rows.find((row) => (row.payload as { n: number }).n === n);
  };
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    database = await createTestDatabase(engine, { poolSize: 10 });
  });
  afterAll(() => database?.dispose());
  beforeEach(async () => {
    clock = new Date("2026-11-22T10:00:00Z");
    await db().delete(job);
  });

  it("runs a due job once and marks it done; a job for later waits for its time", async () => {
    const ran: number[] = [];
    await enqueueJob(db(), PING, { n: 1 }, { runAt: clock });
    await enqueueJob(db(), PING, { n: 2 }, { runAt: new Date(clock.getTime() + 60_000) });
    const worker = runner(async ({ n }) => void ran.push(n));
    expect(await worker.runDue()).toBe(1);
    expect(await worker.runDue()).toBe(0);
    expect(ran).toEqual([1]);
    expect(await stateOf(1)).toMatchObject({ state: "done", attempts: 1, lastError: null, finishedAt: clock });
    advance(60_000);
    expect(await worker.runDue()).toBe(1);
    expect(ran).toEqual([1, 2]);
  });

  it("keeps one job per dedupe key", async () => {
    expect(await enqueueJob(db(), PING, { n: 3 }, { dedupeKey: "event-3", runAt: clock })).toBe(true);
    expect(await enqueueJob(db(), PING, { n: 3 }, { dedupeKey: "event-3", runAt: clock })).toBe(false);
    expect(await db().$count(job, eq(job.kind, PING.name))).toBe(1);
  });

  it("is written with its transaction, or not at all", async () => {
    await db()
      .transaction(async (tx) => {
        await enqueueJob(tx, PING, { n: 4 }, { runAt: clock });
        throw new Error("the change fails");
      })
      .catch(() => undefined);
    expect(await db().$count(job, eq(job.kind, PING.name))).toBe(0);
  });

  it("retries a failure after 10 s, then 20 s, and fails for good after its attempts, keeping the error", async () => {
    await enqueueJob(db(), PING, { n: 5 }, { runAt: clock, maxAttempts: 3 });
    let tries = 0;
    const worker = runner(async () => {
      tries += 1;
      throw new Error(`SMTP down (${tries})`);
    });
    await worker.runDue();
    expect(await stateOf(5)).toMatchObject({ state: "queued", attempts: 1, lastError: "SMTP down (1)", runAt: new Date(clock.getTime() + 10_000) });
    advance(9_999);
    expect(await worker.runDue()).toBe(0);
    advance(1);
    await worker.runDue();
    expect(await stateOf(5)).toMatchObject({ state: "queued", attempts: 2, runAt: new Date(clock.getTime() + 20_000) });
    advance(20_000);
    await worker.runDue();
    expect(await stateOf(5)).toMatchObject({ state: "failed", attempts: 3, lastError: "SMTP down (3)", finishedAt: clock });
    advance(3_600_000);
    expect(await worker.runDue()).toBe(0);
    expect(tries).toBe(3);
  });

  it("fails at once on a permanent error or a payload that does not parse", async () => {
    await enqueueJob(db(), PING, { n: 6 }, { runAt: clock });
    await db().insert(job).values({ kind: PING.name, payload: { n: "seven" }, runAt: clock });
    const worker = runner(async () => {
      throw new PermanentJobError("the order is gone");
    });
    expect(await worker.runDue()).toBe(2);
    expect(await stateOf(6)).toMatchObject({ state: "failed", attempts: 1, lastError: "the order is gone" });
    expect((await db().select().from(job).where(eq(job.state, "failed"))).map((row) => row.lastError).sort()).toEqual([
      "Unreadable payload: Invalid input: expected number, received string",
      "the order is gone",
    ]);
  });

  it("takes over a job whose process died (its lease ran out), and only then", async () => {
    await enqueueJob(db(), PING, { n: 8 }, { runAt: clock });
    // Worker A claims the job and dies without finishing it.
    expect(await claimJobs(db(), { kinds: [PING.name], workerId: "dead", limit: 10, leaseMs: 60_000, now: clock })).toHaveLength(1);
    const ran: number[] = [];
    const worker = runner(async ({ n }) => void ran.push(n), "worker-b");
    expect(await worker.runDue()).toBe(0);
    advance(60_001);
    expect(await worker.runDue()).toBe(1);
    expect(ran).toEqual([8]);
    expect(await stateOf(8)).toMatchObject({ state: "done", attempts: 2, lockedBy: "worker-b" });
  });

  it("runs each of many jobs exactly once with two workers claiming at the same time", async () => {
    const count = 60;
    for (let n = 100; n < 100 + count; n++) await enqueueJob(db(), PING, { n }, { runAt: clock });
    const runs = new Map<number, number>();
    const record = async ({ n }: { n: number }) => void runs.set(n, (runs.get(n) ?? 0) + 1);
    const workers = [runner(record, "one"), runner(record, "two")];
    const drain = async (worker: (typeof workers)[number]) => {
      while ((await worker.runDue()) > 0);
    };
    await Promise.all(workers.map(drain));
    expect(runs.size).toBe(count);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
    expect(await db().$count(job, eq(job.state, "done"))).toBe(count);
  });
});
