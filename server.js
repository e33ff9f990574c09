// Production entry: `npm start` / `npm run serve`. Runs the bundle that `react-router build`
// wrote (the app and server/app.ts together) and shuts it down cleanly on SIGTERM/SIGINT.
// With WEB_CONCURRENCY above 1 this process supervises that many workers, each of which runs
// this same file (server/cluster.ts).
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";
// Importing it also stops an old Node before anything else loads.
import { isProgram } from "./scripts/check-node.mjs";
import { restartWithHeapSizedFlags } from "./scripts/heap-sized-flags.mjs";
import { lowerHelperThreadPriority } from "./scripts/helper-thread-priority.mjs";

// Started as a program (not imported by the test support), before the bundle loads: V8 sizes
// its young generation and compilers only when a process starts. Workers inherit the flags
// (decisions 036, 040).
if (isProgram(import.meta.url) && cluster.isPrimary) restartWithHeapSizedFlags();
// Every serving process (one, or each worker): V8's background threads take the CPU the event
// loop leaves (decision 052). Not when imported by the test support, whose threads are its own.
if (isProgram(import.meta.url)) lowerHelperThreadPriority();

// React and other libraries pick their production builds from NODE_ENV when first loaded;
// without this they render with development checks, about twice as slow.
process.env.NODE_ENV ??= "production";

const { startServer, loadConfig, createLogger, superviseWorkers, ConfigError } = await import(
  "./build/server/index.js"
);

/** A bad setting gets its message alone: it names the variable to fix. */
function failToStart(error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

/** Serves from this process; `config` when the caller has read it already. */
async function serveInThisProcess(config) {
  let running;
  try {
    running = await startServer({ config });
  } catch (error) {
    failToStart(error);
  }
  let stopping = false;
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      try {
        await running.close();
        process.exit(0);
      } catch (error) {
        console.error(error);
        process.exit(1);
      }
    });
  }
}

if (cluster.isPrimary) {
  let config;
  try {
    // Read once here first, so a generated AUTH_SECRET exists before any worker reads it.
    config = loadConfig();
  } catch (error) {
    failToStart(error);
  }
  if (config.WEB_CONCURRENCY > 1) {
    superviseWorkers({ exec: fileURLToPath(import.meta.url), config, logger: createLogger(config.LOG_LEVEL) });
  } else {
    await serveInThisProcess(config);
  }
} else {
  await serveInThisProcess();
}
