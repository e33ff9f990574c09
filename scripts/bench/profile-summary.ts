/**
 * Summarizes the V8 CPU profiles written by `--cpu-prof` (one per shop server): where the
 * server's CPU went during each measured run (warm-ups and startup left out), by package and
 * by function (self time), plus the inclusive time of a few frames that mark known costs.
 * V8 stamps samples with the monotonic clock, the same as `process.hrtime`, so the measured
 * windows recorded by the benchmark select the samples of each target.
 * Also usable alone: `tsx scripts/bench/profile-summary.ts <folder or .cpuprofile>`.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { format, table } from "./report";

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

/** A measured run: its label and monotonic start/end in microseconds. */
export type ProfileWindow = { label: string; startUs: number; endUs: number };

export type ProfileSummary = {
  label: string;
  wallMs: number;
  busyMs: number;
  byPackage: { name: string; ms: number }[];
  bySelf: { name: string; ms: number }[];
  marks: { name: string; ms: number }[];
};

/** Frames whose inclusive time shows a known cost: [label, package, function name]. */
const MARKS: [string, string, RegExp][] = [
  ["React render (react-dom performWork)", "react-dom", /^performWork$/],
  ["React flush to the stream (react-dom flushCompletedQueues)", "react-dom", /^flushCompletedQueues$/],
  ["React Router route table rebuilt for the request (derive)", "react-router", /^derive$/],
  ["React Router turbo-stream encoding (encodeViaTurboStream)", "react-router", /^encodeViaTurboStream$/],
  ["express.static lookup (serveStatic)", "serve-static", /^serveStatic$/],
];

function packageOf({ url, functionName }: CallFrame): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native / V8)";
  if (url.startsWith("node:")) return "node internals";
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1]!;
  if (url.includes("/build/server/")) return "app bundle (build/server)";
  return path.basename(url);
}

function summarizeProfile(profile: CpuProfile, label: string, window?: ProfileWindow): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const self = new Map<number, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (window && (time < window.startUs || time > window.endUs)) return;
    const ms = Math.max(0, profile.timeDeltas[index + 1] ?? 0) / 1000;
    self.set(id, (self.get(id) ?? 0) + ms);
  });

  const byPackage = new Map<string, number>();
  const bySelf = new Map<string, number>();
  const marks = new Map<string, number>();
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
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const callFrame = nodes.get(at)!.callFrame;
      for (const [mark, pkg, pattern] of MARKS) {
        if (!seen.has(mark) && pattern.test(callFrame.functionName) && packageOf(callFrame) === pkg) seen.add(mark);
      }
    }
    for (const mark of seen) marks.set(mark, (marks.get(mark) ?? 0) + ms);
  }
  const sorted = (map: Map<string, number>, limit: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([name, ms]) => ({ name, ms }));
  return {
    label,
    wallMs: window ? (window.endUs - window.startUs) / 1000 : (profile.endTime - profile.startTime) / 1000,
    busyMs: totalMs - idleMs,
    byPackage: sorted(byPackage, 10),
    bySelf: sorted(bySelf, 15),
    marks: MARKS.map(([name]) => ({ name, ms: marks.get(name) ?? 0 })).filter(({ ms }) => ms > 0),
  };
}

function section(summary: ProfileSummary): string {
  const share = (ms: number) => format.percent(ms / summary.busyMs);
  const rows = (entries: { name: string; ms: number }[]) =>
    entries.map(({ name, ms }) => [name.replace(/\|/g, "\\|"), `${Math.round(ms)} ms`, share(ms)]);
  return [
    `### ${summary.label}`,
    "",
    `Server busy ${format.ms(summary.busyMs / 1000)} s of ${format.ms(summary.wallMs / 1000)} s.`,
    "",
    table(["package (self time)", "time", "share"], rows(summary.byPackage), [false, true, true]),
    "",
    ...(summary.marks.length
      ? [table(["known cost (inclusive)", "time", "share"], rows(summary.marks), [false, true, true]), ""]
      : []),
    table(["function (self time)", "time", "share"], rows(summary.bySelf), [false, true, true]),
  ].join("\n");
}

export async function summarizeProfiles(
  target: string,
  labels: Map<number, string> = new Map(),
  windows: ProfileWindow[] = [],
): Promise<{ markdown: string; raw: ProfileSummary[] } | null> {
  const files = (await stat(target)).isDirectory()
    ? (await readdir(target)).filter((file) => file.endsWith(".cpuprofile")).sort().map((file) => path.join(target, file))
    : [target];
  if (!files.length) return null;
  const summaries: ProfileSummary[] = [];
  for (const file of files) {
    const profile = JSON.parse(await readFile(file, "utf8")) as CpuProfile;
    const pid = Number(/\.(\d+)\.\d+\.\d+\.cpuprofile$/.exec(file)?.[1]);
    const server = labels.get(pid) ?? path.basename(file);
    const inside = windows.filter((window) => window.startUs >= profile.startTime && window.endUs <= profile.endTime);
    if (!inside.length) summaries.push(summarizeProfile(profile, `${server} (whole run)`));
    for (const window of inside) summaries.push(summarizeProfile(profile, window.label, window));
  }
  const markdown = [
    "## Server CPU profiles",
    `Files: ${files.map((file) => `\`${path.relative(process.cwd(), file)}\``).join(", ")}. Self time excludes idle; “share” is of the server's busy time.`,
    ...summaries.map(section),
  ].join("\n\n");
  return { markdown, raw: summaries };
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
