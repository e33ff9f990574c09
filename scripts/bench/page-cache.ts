/**
 * The shop's in-memory page cache (server/http/page-cache.ts; `PAGE_CACHE_SECONDS`, default
 * 10) answers anonymous catalogue pages and the JSON API from memory, so a load test of those
 * URLs mostly measures cache hits. The catalogue targets are therefore measured twice: with the
 * default (what shoppers get) and with `PAGE_CACHE_SECONDS=0` (what rendering a page costs).
 */
import { probe } from "./load";

export type CacheMode = "on" | "off";

export const CACHE_MODES: { mode: CacheMode; label: string; env: NodeJS.ProcessEnv }[] = [
  { mode: "on", label: "page cache on (default)", env: {} },
  { mode: "off", label: "page cache off", env: { PAGE_CACHE_SECONDS: "0" } },
];

export const cacheLabel = (mode: CacheMode) => CACHE_MODES.find((entry) => entry.mode === mode)!.label;

/**
 * Asks for `url` twice and returns the second answer's `X-Cache` header ("HIT" expected with
 * the cache on; "–" when absent). With the cache off, any `X-Cache` header on either answer
 * means the server is caching after all: that throws, since its numbers would be mislabelled.
 */
export async function confirmCacheMode(url: string, mode: CacheMode): Promise<string> {
  const first = await probe(url);
  const second = await probe(url);
  if (mode === "off" && (first.cache !== undefined || second.cache !== undefined)) {
    throw new Error(
      `the server started with PAGE_CACHE_SECONDS=0 still answers GET ${url} with X-Cache: ${first.cache ?? second.cache}`,
    );
  }
  return second.cache ?? "–";
}

/** A report note on what the repeated probes saw, or a warning for targets not served from the cache. */
export function cacheProbeNote(probes: { label: string; mode: CacheMode; cache: string }[]): string {
  const missed = probes.filter((entry) => entry.mode === "on" && entry.cache !== "HIT");
  const checked = "with the page cache off, no answer carried an `X-Cache` header";
  if (!missed.length) {
    return `- Probes: with the page cache on, a repeated GET of every target answered \`X-Cache: HIT\`; ${checked}.`;
  }
  return (
    `- ⚠ With the page cache on, a repeated GET did not hit the cache for: ` +
    `${missed.map((entry) => `${entry.label} (\`X-Cache: ${entry.cache}\`)`).join(", ")}; ${checked}.`
  );
}
