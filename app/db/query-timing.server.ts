import { AsyncLocalStorage } from "node:async_hooks";

/** Time spent in the database during one request (Server-Timing). */
export type QueryTiming = { ms: number; count: number };

const current = new AsyncLocalStorage<QueryTiming>();

/** Runs `work` with its own tally; queries made inside it add to it. */
export function withQueryTiming<T>(timing: QueryTiming, work: () => T): T {
  return current.run(timing, work);
}

/** Wraps a query function so that each call adds its duration to the request's tally. */
export function timed<A extends unknown[], R>(query: (...args: A) => R): (...args: A) => R {
  return function (this: unknown, ...args: A): R {
    const timing = current.getStore();
    const result = query.apply(this, args);
    if (!timing || !(result instanceof Promise)) return result;
    const start = performance.now();
    timing.count += 1;
    const done = () => {
      timing.ms += performance.now() - start;
    };
    result.then(done, done);
    return result;
  };
}
