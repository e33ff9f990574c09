/**
 * Summarizes the V8 CPU profiles written by `--cpu-prof` (one per shop server): where the
 * server's CPU time went, by package and by function (self time), plus the inclusive time of
 * a few frames that mark the phases of a request. Also usable alone:
 * `tsx scripts/bench/profile-summary.ts <folder or .cpuprofile>`.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { format, table } from "./report";

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

export type ProfileSummary = {
  file: string;
  pid: number | null;
  totalMs: number;
  busyMs: number;
  byPackage: { name: string; ms: number }[];
  bySelf: { name: string; ms: number }[];
  phases: { name: string; ms: number }[];
};

/** Frames whose inclusive time shows a phase of the request (matched by function name). */
const PHASES: [string, RegExp][] = [
  ["React server render", /^(renderToPipeableStream|renderToReadableStream|performWork|renderRootSync|retryNode|renderElement)$/],
  ["React Router request handler", /^(requestHandler|handleDocumentRequest|handleResourceRequest|handleSingleFetchRequest)$/],
  ["loaders (query + dataStrategy)", /^(callLoaderOrAction|callRouteHandler|runHandler|loader)$/],
  ["JSON / turbo-stream encoding", /^(stringify|encode|encodeSync|flatten|serialize)$/],
  ["pg / PGlite client", /^(parseMessage|handleDataRow|_handleDataRow|execProtocol|execProtocolRaw|parse)$/],
  ["garbage collector", /^\(garbage collector\)$/],
];

export function packageOf({ url, functionName }: CallFrame): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native / V8)";
  if (url.startsWith("node:")) return "node internals";
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1]!;
  if (url.includes("/build/server/")) return "app bundle (build/server)";
  return path.basename(url);
}

export function summarizeProfile(profile: CpuProfile, file: string): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? profile.timeDeltas[index] ?? 0) / 1000;
    self.set(id, (self.get(id) ?? 0) + Math.max(0, ms));
  });

  const byPackage = new Map<string, number>();
  const bySelf = new Map<string, number>();
  const phases = new Map<string, number>();
  let totalMs = 0;
  let idleMs = 0;
  for (const [id, ms] of self) {
    const frame = nodes.get(id)!.callFrame;
    totalMs += ms;
    if (frame.functionName === "(idle)") {
      idleMs += ms;
      continue;
    }
    const pkg = packageOf(frame);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
    const where = frame.url ? ` (${pkg === "node internals" ? frame.url : pkg}:${frame.lineNumber + 1})` : "";
    const name = `${frame.functionName || "(anonymous)"}${where}`;
    bySelf.set(name, (bySelf.get(name) ?? 0) + ms);
    // Inclusive time of the phase frames: each phase counted once per sample.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { functionName } = nodes.get(at)!.callFrame;
      for (const [phase, pattern] of PHASES) {
        if (!seen.has(phase) && pattern.test(functionName)) seen.add(phase);
      }
    }
    for (const phase of seen) phases.set(phase, (phases.get(phase) ?? 0) + ms);
  }
  const sorted = (map: Map<string, number>, limit: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([name, ms]) => ({ name, ms }));
  const pid = Number(/\.(\d+)\.\d+\.\d+\.cpuprofile$/.exec(file)?.[1]) || null;
  return {
    file,
    pid,
    totalMs,
    busyMs: totalMs - idleMs,
    byPackage: sorted(byPackage, 12),
    bySelf: sorted(bySelf, 20),
    phases: PHASES.map(([name]) => ({ name, ms: phases.get(name) ?? 0 })),
  };
}

export async function summarizeProfiles(
  target: string,
  labels: Map<number, string> = new Map(),
): Promise<{ markdown: string; raw: ProfileSummary[] } | null> {
  const files = (await stat(target)).isDirectory()
    ? (await readdir(target)).filter((file) => file.endsWith(".cpuprofile")).sort().map((file) => path.join(target, file))
    : [target];
  if (!files.length) return null;
  const summaries: ProfileSummary[] = [];
  const sections: string[] = ["## Server CPU profiles"];
  for (const file of files) {
    const summary = summarizeProfile(JSON.parse(await readFile(file, "utf8")) as CpuProfile, file);
    summaries.push(summary);
    const share = (ms: number) => format.percent(ms / summary.busyMs);
    const label = (summary.pid && labels.get(summary.pid)) || path.basename(file);
    sections.push(
      [
        `### ${label}`,
        "",
        `Busy ${Math.round(summary.busyMs / 1000)} s of ${Math.round(summary.totalMs / 1000)} s profiled (startup, warm-ups and measurements). \`${path.basename(file)}\``,
        "",
        table(["package", "self", "share"], summary.byPackage.map(({ name, ms }) => [name, `${Math.round(ms)} ms`, share(ms)]), [false, true, true]),
        "",
        table(["phase (inclusive)", "time", "share"], summary.phases.map(({ name, ms }) => [name, `${Math.round(ms)} ms`, share(ms)]), [false, true, true]),
        "",
        table(["function (self time)", "self", "share"], summary.bySelf.map(({ name, ms }) => [name.replace(/\|/g, "\\|"), `${Math.round(ms)} ms`, share(ms)]), [false, true, true]),
      ].join("\n"),
    );
  }
  return { markdown: sections.join("\n\n"), raw: summaries };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv[2];
  if (!target) {
    console.error("usage: tsx scripts/bench/profile-summary.ts <folder or file.cpuprofile>");
    process.exit(2);
  }
  const result = await summarizeProfiles(path.resolve(target));
  console.log(result?.markdown ?? "no .cpuprofile files found");
}
