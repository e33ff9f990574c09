import type { z } from "zod";

/**
 * A kind of job: its name and the shape of its payload. Enqueuing checks the payload's type;
 * running checks the stored payload again with the schema (rows outlive deploys).
 */
export type JobKind<Payload> = { readonly name: string; readonly payload: z.ZodType<Payload> };

export function jobKind<Payload>(name: string, payload: z.ZodType<Payload>): JobKind<Payload> {
  return { name, payload };
}

/** What the runner hands a job besides its payload. */
export type JobContext = { id: string; attempt: number };

/** Runs one kind of job. Throwing makes it try again later; `PermanentJobError` stops it for good. */
export type JobHandler = {
  kind: JobKind<unknown>;
  run: (payload: unknown, job: JobContext) => Promise<void>;
};

export function handleJob<Payload>(
  kind: JobKind<Payload>,
  run: (payload: Payload, job: JobContext) => Promise<void>,
): JobHandler {
  return { kind: kind as JobKind<unknown>, run: (payload, job) => run(payload as Payload, job) };
}

/** A failure that no retry can cure (a payload that does not parse, an order that is gone). */
export class PermanentJobError extends Error {}
