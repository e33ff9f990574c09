/**
 * `npm run bench` — load-tests the production build and prints markdown tables (stdout), also
 * written with the raw numbers to bench-results/<time>.md/.json. Progress goes to stderr.
 * Targets are reported as PASS/FAIL lines; only a crash exits non-zero. Everything the run
 * creates (databases, data folders, servers) is removed at the end, also on Ctrl-C.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { assertNotAborting, cleanUpOnExit, runCleanup } from "./cleanup";
import { snapshotApp } from "./app-snapshot";
import { Datasets, removeStaleLeftovers } from "./datasets";
import { parseOptions, USAGE } from "./options";
import { ROOT } from "./processes";
import { summarizeProfiles } from "./profile-summary";
import { checkLines, describeEnvironment, header, writeResults, type Check } from "./report";
import { createContext, type ScenarioReport } from "./scenario";
import { SCENARIOS } from "./scenarios";

const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<number> {
  let options;
  try {
    options = parseOptions(process.argv.slice(2), SCENARIOS.map((scenario) => scenario.id));
  } catch (error) {
    log(`${error instanceof Error ? error.message : String(error)}\n`);
    log(USAGE.replace("%SCENARIOS%", SCENARIOS.map((scenario) => scenario.id).join(", ")));
    return 2;
  }
  if (options === "help") {
    log(USAGE.replace("%SCENARIOS%", SCENARIOS.map((scenario) => scenario.id).join(", ")));
    return 0;
  }
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
    log("No production build: run `npx react-router build` first (`npm run bench` does).");
    return 1;
  }
  cleanUpOnExit(log);

  const environment = await describeEnvironment();
  if (environment.postgres === "unreachable" && options.engines.includes("postgres")) {
    log("PostgreSQL is unreachable at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).");
    return 1;
  }
  if (environment.loadAverage[0]! > 0.5 * environment.cpus) {
    log(`Note: the machine is busy (load average ${environment.loadAverage[0]}); numbers will be noisy.`);
  }
  const selected = SCENARIOS.filter((scenario) => !options.only || options.only.includes(scenario.id));
  const settings =
    `${options.connections} connections, ${options.warmupSec} s warm-up + ${options.durationSec} s measured per target, ` +
    `engines ${options.engines.join(", ")}; autocannon in the bench process, each server in its own process; ` +
    "requests carry no Accept-Encoding, so bodies are measured uncompressed" +
    (options.quietWaitSec ? `; each target waits up to ${options.quietWaitSec} s for other processes to use < 10 % of the CPU` : "");

  const datasets = new Datasets(log);
  const reports: { id: string; report?: ScenarioReport; error?: string }[] = [];
  const started = Date.now();
  let context: ReturnType<typeof createContext> | undefined;
  try {
    await removeStaleLeftovers(log, environment.postgres !== "unreachable");
    context = createContext(options, datasets, await snapshotApp(), log);
    for (const scenario of selected) {
      assertNotAborting();
      log(`\n▶ ${scenario.title}`);
      try {
        reports.push({ id: scenario.id, report: await scenario.run(context) });
      } catch (error) {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        log(`✖ ${scenario.title} failed:\n${message}`);
        reports.push({ id: scenario.id, error: message });
      }
    }
  } finally {
    log("\ncleaning up…");
    await runCleanup(log);
  }

  const checks: Check[] = reports.flatMap(({ report }) => report?.checks ?? []);
  const profiles = options.cpuProfileDir ? await summarizeProfiles(options.cpuProfileDir, context?.shopLabels, context?.windows) : null;
  const markdown = [
    header(environment, settings),
    ...reports.map(({ id, report, error }) =>
      report ? report.markdown : `## ${id}\n\nFAILED:\n\n\`\`\`\n${error}\n\`\`\``,
    ),
    ...(profiles ? [profiles.markdown] : []),
    `## Targets\n\n${targetSummary(checks)}`,
    `_Total time ${Math.round((Date.now() - started) / 1000)} s._`,
  ].join("\n\n");
  process.stdout.write(`\n${markdown}\n`);
  const files = await writeResults(
    markdown,
    { environment, options, scenarios: reports.map(({ id, report, error }) => ({ id, error, checks: report?.checks, raw: report?.raw })), profiles: profiles?.raw },
    environment.date,
  );
  log(`\nwrote ${files.join(" and ")}`);
  return reports.some((entry) => entry.error) ? 1 : 0;
}

function targetSummary(checks: Check[]): string {
  const count = (pass: Check["pass"]) => checks.filter((check) => check.pass === pass).length;
  const failed = checks.filter((check) => check.pass === false);
  return [
    `${count(true)} PASS, ${failed.length} FAIL, ${count("skip")} SKIP.`,
    ...(failed.length ? ["", checkLines(failed)] : []),
  ].join("\n");
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    await runCleanup(log);
    process.exit(1);
  },
);
