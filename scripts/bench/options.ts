/** Command-line flags of `npm run bench -- …`. */
import path from "node:path";
import { parseArgs } from "node:util";
import { ENGINES, type Engine } from "./datasets";
import { ROOT } from "./processes";
import type { BenchOptions } from "./scenario";

export const USAGE = `Usage: npm run bench -- [flags]

  --only=<ids>         scenarios to run, comma-separated (default: all): %SCENARIOS%
  --engines=<list>     postgres,pglite (default: both)
  --duration=<s>       measured seconds per target (default 15; orders: 20)
  --quick              5 s measured, 2 s warm-up
  --warmup=<s>         warm-up seconds per target, not recorded (default 3)
  --connections=<n>    concurrent connections (default 50)
  --quiet-wait=<s>     before each target, wait up to this long for other processes to use
                       < 10 % of the CPU (default 60; 0 = do not wait)
  --soak-minutes=<n>   length of the soak scenario (default 10)
  --cpu-prof           write V8 CPU profiles of the shop servers to bench-results/profiles/<time>/
  --help
`;

export function parseOptions(argv: string[], scenarioIds: string[]): BenchOptions | "help" {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: "string" },
      engines: { type: "string", default: ENGINES.join(",") },
      duration: { type: "string" },
      quick: { type: "boolean", default: false },
      warmup: { type: "string" },
      connections: { type: "string", default: "50" },
      "quiet-wait": { type: "string", default: "60" },
      "cpu-prof": { type: "boolean", default: false },
      "soak-minutes": { type: "string", default: "10" },
      help: { type: "boolean", default: false },
    },
    strict: true,
  });
  if (values.help) return "help";

  const only = values.only ? list(values.only) : null;
  for (const id of only ?? []) {
    if (!scenarioIds.includes(id)) throw new Error(`--only: unknown scenario "${id}" (known: ${scenarioIds.join(", ")})`);
  }
  const engines = list(values.engines);
  for (const engine of engines) {
    if (!ENGINES.includes(engine as Engine)) throw new Error(`--engines: unknown engine "${engine}" (known: ${ENGINES.join(", ")})`);
  }
  if (!engines.length) throw new Error("--engines: name at least one engine");
  return {
    only,
    engines: ENGINES.filter((engine) => engines.includes(engine)),
    durationSec: wholeNumber("duration", values.duration ?? (values.quick ? "5" : "15"), 1),
    durationIsDefault: values.duration === undefined && !values.quick,
    warmupSec: wholeNumber("warmup", values.warmup ?? (values.quick ? "2" : "3"), 0),
    connections: wholeNumber("connections", values.connections, 1),
    quietWaitSec: wholeNumber("quiet-wait", values["quiet-wait"], 0),
    soakMinutes: wholeNumber("soak-minutes", values["soak-minutes"], 1),
    cpuProfileDir: values["cpu-prof"]
      ? path.join(ROOT, "bench-results/profiles", new Date().toISOString().replace(/[:.]/g, "-"))
      : null,
  };
}

function list(value: string): string[] {
  return value.split(",").map((item) => item.trim()).filter(Boolean);
}

function wholeNumber(flag: string, value: string, minimum: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < minimum || number > 3600) {
    throw new Error(`--${flag} must be a whole number from ${minimum} to 3600, not "${value}"`);
  }
  return number;
}
