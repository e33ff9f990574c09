/**
 * HTTP load with autocannon (in this process; the server under test runs in its own), and
 * a one-off probe of a URL's response.
 */
import { request, type IncomingHttpHeaders } from "node:http";
import autocannon, { type Options, type Request, type Result } from "autocannon";
import { startCpuWatch } from "../lib/cpu-share";
import { processCpuMs } from "./process-memory";

/**
 * What a browser sends with a page request: `Accept-Encoding` (so the page goes out compressed,
 * decisions 029 and 038) and Fetch Metadata (so a rendered page goes out in zstd frames,
 * decision 042), as Chromium sends them on a navigation.
 */
export const BROWSER_HEADERS: Record<string, string> = {
  "Accept-Encoding": "gzip, deflate, br, zstd",
  "Sec-Fetch-Dest": "document",
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Site": "none",
};

export type LoadOptions = {
  url: string;
  connections: number;
  /** Measured seconds. */
  durationSec: number;
  /** Seconds of the same load first, not recorded (0 = none). */
  warmupSec: number;
  /** For scenarios beyond plain GETs: autocannon's request sequence (e.g. POSTs with bodies). */
  requests?: Request[];
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutSec?: number;
  /** The server process under test: its CPU time per request is measured too (Linux). */
  serverPid?: number;
};

export type Measurement = {
  url: string;
  connections: number;
  durationSec: number;
  requests: number;
  /** Mean of the per-second request counts. */
  reqPerSec: number;
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Bytes per second read by the client, headers included. */
  bytesPerSec: number;
  /** The first few distinct client errors, for the report. */
  errorSamples: string[];
  /** Share of the machine's CPU used by processes other than the benchmark's (0–1), or null. */
  othersCpuShare: number | null;
  /** The measured run on the monotonic clock (µs), to find its samples in a CPU profile. */
  window: { startUs: number; endUs: number };
  /**
   * The server's CPU time per request during the measured run (ms; `serverPid` only, else
   * null): what a request costs, which other processes' load changes far less than req/s.
   */
  serverCpuMsPerRequest: number | null;
};

export async function runAutocannon(options: LoadOptions): Promise<Measurement> {
  if (options.warmupSec > 0) await fire(options, options.warmupSec);
  const othersCpu = startCpuWatch();
  const cpuBefore = options.serverPid ? processCpuMs(options.serverPid) : null;
  const startUs = monotonicUs();
  const measurement = await fire(options, options.durationSec);
  const window = { startUs, endUs: monotonicUs() };
  const cpuAfter = options.serverPid ? processCpuMs(options.serverPid) : null;
  const serverCpuMsPerRequest =
    cpuBefore !== null && cpuAfter !== null && measurement.requests > 0 ? (cpuAfter - cpuBefore) / measurement.requests : null;
  return { ...measurement, othersCpuShare: othersCpu(), window, serverCpuMsPerRequest };
}

const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

async function fire(options: LoadOptions, durationSec: number): Promise<Omit<Measurement, "othersCpuShare" | "window" | "serverCpuMsPerRequest">> {
  const config: Options = {
    url: options.url,
    connections: options.connections,
    duration: durationSec,
    timeout: options.timeoutSec ?? 10,
    ...(options.requests ? { requests: options.requests } : {}),
    ...(options.method ? { method: options.method } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.body !== undefined ? { body: options.body } : {}),
  };
  const instance = autocannon(config);
  const errorSamples = new Set<string>();
  instance.on("reqError", (error: Error) => {
    if (errorSamples.size < 5) errorSamples.add(error.message || String(error));
  });
  const result: Result = await instance;
  return {
    url: options.url,
    connections: options.connections,
    durationSec: result.duration,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    latencyMs: {
      mean: result.latency.mean,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
    bytesPerSec: result.throughput.average,
    errorSamples: [...errorSamples],
  };
}

export type Probe = {
  status: number;
  bodyBytes: number;
  contentType: string;
  serverTiming?: string;
  /** The shop's page cache header (HIT, MISS, STALE), absent when the cache is off. */
  cache?: string;
};

/** A GET's answer read whole: status, header fields as sent (`rawHeaders`) and parsed, body. */
export type WholeAnswer = { status: number; rawHeaders: string[]; headers: IncomingHttpHeaders; body: Buffer };

/** One GET without Accept-Encoding, as autocannon sends it, read whole. */
export function getAsLoaded(url: string): Promise<WholeAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "GET", headers: { connection: "close" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on("error", reject);
    req.end();
  });
}

/** One GET as autocannon sends it (`getAsLoaded`), so the size is that of the uncompressed body the load test reads. */
export async function probe(url: string): Promise<Probe> {
  const { status, headers, body } = await getAsLoaded(url);
  return {
    status,
    bodyBytes: body.length,
    contentType: String(headers["content-type"] ?? ""),
    serverTiming: headers["server-timing"] as string | undefined,
    cache: headers["x-cache"] as string | undefined,
  };
}
