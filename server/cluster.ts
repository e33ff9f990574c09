/**
 * Several shop processes on one machine (`WEB_CONCURRENCY`; decision 007). One Node process
 * renders pages on one core; signed-in shoppers, who never get the page cache, are served about
 * 1.5× as fast on two cores with two processes. Node's own `cluster` shares the port;
 * everything the processes share lives in PostgreSQL and Redis already (see README, "Several
 * instances"), which is why the configuration insists on both.
 */
import cluster, { type Worker } from "node:cluster";
import type { Config } from "~/config.server";
import type { Logger } from "~/services/logger.server";

/** A worker that dies this soon after it started listening is restarted only after a pause. */
const RESTART_PAUSE_MS = 1_000;
/** Workers get this long to finish their requests and close before they are killed. */
const STOP_TIMEOUT_MS = 20_000;

type ClusterOptions = {
  /** The script each worker runs: the production entry, `server.js`. */
  exec: string;
  config: Pick<Config, "WEB_CONCURRENCY">;
  logger: Logger;
};

/**
 * Runs in the primary process: starts `WEB_CONCURRENCY` workers, replaces one that dies, and on
 * SIGTERM/SIGINT stops them all and exits 0 once each has closed cleanly. A worker that fails
 * before it ever listened (a database that does not answer, say) stops the whole shop with
 * exit code 1 rather than restarting in a loop.
 */
export function superviseWorkers({ exec, config, logger }: ClusterOptions): void {
  cluster.setupPrimary({ exec, args: [] });
  const listened = new WeakSet<Worker>();
  let stopping = false;
  let failed = false;

  const start = () => {
    const worker = cluster.fork();
    worker.once("listening", () => listened.add(worker));
  };

  const stopAll = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, "stopping the workers");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    exitWhenAllGone();
  };

  const exitWhenAllGone = () => {
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  };

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failed = true;
      exitWhenAllGone();
      return;
    }
    if (!listened.has(worker)) {
      logger.error({ worker: worker.id, code, signal }, "a worker failed to start");
      failed = true;
      stopAll("a worker failed to start");
      return;
    }
    logger.error({ worker: worker.id, code, signal }, "a worker stopped; starting another");
    setTimeout(() => {
      if (!stopping) start();
    }, RESTART_PAUSE_MS);
  });

  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => stopAll(signal));

  logger.info({ workers: config.WEB_CONCURRENCY }, "starting workers");
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) start();
}

/** In a worker, its number, so each log line says which process wrote it. */
export function workerBindings(): { worker: number } | undefined {
  return cluster.isWorker && cluster.worker ? { worker: cluster.worker.id } : undefined;
}
