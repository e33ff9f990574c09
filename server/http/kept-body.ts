import Negotiator from "negotiator";
import { compressWithHoles, gzipTemplate } from "./gzip-with-holes";
import { pageTemplate, reusableCopies, type ReusableCopies, type TakenCopy } from "./reusable-copies";

/** The compression middleware's threshold: smaller answers go out as they are. */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Ready-to-send copies kept per page and encoding (reusable-copies.ts): enough for the hits
 * whose bytes are still on their way out on a busy machine, few enough to leave room for pages.
 */
const COPIES_PER_PAGE = 4;

/** A kept page (page-cache.ts) and the copies it is sent from. */
export type KeptBody = {
  /** The page as rendered: the rendering nonce in every hole. */
  body: Buffer;
  /** The body cut at each place the rendering nonce appeared (views of it). */
  parts: Buffer[];
  /** Length of the rendering nonce, i.e. of every hole between two parts. */
  holeLength: number;
  /** The page ready to send but for the nonce, reused from hit to hit (the body is the first copy). */
  copies?: ReusableCopies;
  /** The page compressed once, at the first hit that takes gzip (gzip-with-holes.ts), and its copies. */
  gzip?: ReusableCopies;
};

export function keptBody(body: Buffer, nonce: string): KeptBody {
  return { body, parts: splitAt(body, nonce), holeLength: Buffer.byteLength(nonce) };
}

/**
 * The chunks a response was written in, as one buffer. A rendered page arrives as one chunk
 * that owns its memory (app/entry.server.tsx): it is kept as it is rather than copied.
 */
export function wholeBody(chunks: Buffer[]): Buffer {
  const only = chunks.length === 1 ? chunks[0]! : undefined;
  return only && only.byteOffset === 0 && only.byteLength === only.buffer.byteLength ? only : Buffer.concat(chunks);
}

/**
 * The kept page with `nonce` in every hole, gzipped (`gzip`) or not; `done` once the response
 * has closed. `grow` hears of memory the page takes (or gives back) for its copies and its gzip copy.
 */
export function takeBody(kept: KeptBody, nonce: Buffer, gzip: boolean, grow: (bytesChange: number) => void): TakenCopy & { gzip: boolean } {
  if (kept.parts.length === 1) return { body: kept.body, gzip: false };
  if (nonce.length !== kept.holeLength) {
    // Not a nonce the security middleware makes (they are all 24 characters): a copy of its own.
    return { body: Buffer.concat(kept.parts.flatMap((part, i) => (i ? [nonce, part] : [part]))), gzip: false };
  }
  if (gzip) {
    if (!kept.gzip) {
      const compressed = compressWithHoles(kept.parts, kept.holeLength);
      grow(compressed.segments.reduce((total, segment) => total + segment.length, 0));
      kept.gzip = reusableCopies(gzipTemplate(compressed), { keep: COPIES_PER_PAGE, onKeep: grow });
    }
    return { ...kept.gzip.take(nonce), gzip };
  }
  kept.copies ??= reusableCopies(pageTemplate(kept.parts, kept.holeLength), { keep: COPIES_PER_PAGE, first: kept.body, onKeep: grow });
  return { ...kept.copies.take(nonce), gzip };
}

/**
 * A kept page is its body cut at each place the rendering nonce appeared; every response puts
 * its own nonce back (page-cache.ts). These are the two halves, and the rule for when the
 * page's kept gzip copy (gzip-with-holes.ts) goes out instead.
 */
function splitAt(body: Buffer, separator: string): Buffer[] {
  if (!separator) return [body];
  const needle = Buffer.from(separator);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/**
 * Whether the kept gzip copy answers: the compression middleware would compress this answer
 * (its type, no `no-transform`, 1 KB or more) and the client takes gzip. gzip even when it also
 * takes Brotli: a kept Brotli copy cannot have a nonce spliced in (decision 025).
 */
export function sendsKeptGzip(length: number, compressible: boolean, acceptEncoding: string | undefined): boolean {
  return compressible && length >= COMPRESS_FROM_BYTES && acceptEncoding !== undefined && takesGzip(acceptEncoding);
}

/** Browsers send a handful of distinct `Accept-Encoding` values: each is negotiated once. */
const MAX_REMEMBERED = 256;
const gzipAnswers = new Map<string, boolean>();
function takesGzip(acceptEncoding: string): boolean {
  let answer = gzipAnswers.get(acceptEncoding);
  if (answer === undefined) {
    answer = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encodings(["gzip"]).length > 0;
    if (gzipAnswers.size >= MAX_REMEMBERED) gzipAnswers.clear();
    gzipAnswers.set(acceptEncoding, answer);
  }
  return answer;
}
