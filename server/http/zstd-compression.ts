import type { ServerResponse } from "node:http";
import { constants, createZstdCompress, zstdCompressSync, type ZstdCompress } from "node:zlib";
import type { RequestHandler } from "express";
import Negotiator from "negotiator";
import onHeaders from "on-headers";
import vary from "vary";
import { chunkBuffer } from "./chunk-buffer";
import { joined, takePieces } from "./end-in-pieces";
import { isHtml } from "./is-html";
import { perAcceptEncoding } from "./per-accept-encoding";
import { zstdFrames, type FramePiece, type ZstdFrames } from "./zstd-kept-context";
import type { FrameAt, RepeatedBodies } from "./zstd-repeated-bodies";

/**
 * Zstandard at level 3 for answers compressed as they are sent, to the browsers that take it
 * (Chrome and Edge 123+, Firefox 126+: most of the shop's phones); everyone else goes through
 * the `compression` middleware (Brotli quality 3, gzip), which has no zstd (expressjs/compression
 * #217). On a rendered 174 KB listing zstd 3 takes 0.21 ms for 25.3 KB where Brotli 3 takes
 * 0.85 ms for 25.5 KB (decision 038).
 *
 * The rules are the compression middleware's, so both paths answer alike: only when
 * `compressible` (the shop's reading of that middleware's filter and `no-transform` rule) takes
 * the answer's Content-Type and Cache-Control, the answer is at least `threshold` bytes (when
 * its length is known up front), not already encoded, not HEAD; `Vary: Accept-Encoding`
 * whenever the answer could have been compressed; `res.flush()` flushes.
 */
export function withZstd(compress: RequestHandler, options: ZstdOptions): RequestHandler {
  const frames = zstdFrames(options.level ?? 3);
  return (req, res, next) => {
    if (!takesZstd(req.headers["accept-encoding"]) || req.method === "HEAD") {
      compress(req, res, next);
      return;
    }
    // Only browsers send Fetch Metadata; their zstd decoders read every frame (see framesAroundKeptParts).
    compressWithZstd(res, options, frames, req.headers["sec-fetch-dest"] !== undefined);
    next();
  };
}

type ZstdOptions = {
  compressible: (contentType: string, cacheControl: string | undefined) => boolean;
  threshold: number;
  level?: number;
  /** Bytes many HTML answers hold as they are, each sent as a frame compressed once (decision 042). */
  knownParts?: readonly KnownPart[];
  /** Pages' bodies kept compressed once they repeat (decision 055). */
  repeatedBodies?: RepeatedBodies;
};

/**
 * Bytes that many answers hold unchanged (the inline stylesheet: a third of a listing, three
 * quarters of a product page), compressed once as a zstd frame of their own.
 */
export type KnownPart = { bytes: Buffer; lead: Buffer; frame: () => Buffer };

/** Level 19 for a part compressed once: the 57 KB stylesheet in 9.9 KB (11.4 at level 3), in ~20 ms, at the first page sent in frames. */
const KNOWN_PART_LEVEL = 19;
/** How much of a part is searched for; the rest is compared where it was found. */
const LEAD_BYTES = 64;

export function knownPart(bytes: Buffer): KnownPart {
  let frame: Buffer | undefined;
  return {
    bytes,
    lead: bytes.subarray(0, LEAD_BYTES),
    frame: () => (frame ??= zstdCompressSync(bytes, { params: { [constants.ZSTD_c_compressionLevel]: KNOWN_PART_LEVEL } })),
  };
}

/**
 * An HTML body for a browser, as concatenated zstd frames: the frames made once for what it
 * holds — a known part (the stylesheet, decision 042), a body seen before (decision 055) —
 * and, compressed for this answer, the bytes around them. RFC 8878 (3.1) makes a zstd stream
 * one or more frames, and the browsers decode them all (Chromium checked by the browser tests;
 * Firefox's decoder loops over its input whatever frame it is in). Node's own decoder does not
 * (it stops after the first frame, nodejs/node#64741), nor do some libraries': `withZstd`
 * therefore sends frames only to requests with Fetch Metadata (`Sec-Fetch-Dest`), which only
 * browsers send. Undefined when the body holds neither.
 */
function framesAroundKeptParts(body: readonly Buffer[], parts: readonly KnownPart[], repeated: RepeatedBodies | undefined, frames: ZstdFrames): Buffer | undefined {
  let pieces: (Buffer | { frame: Buffer })[] = [...body];
  let cut = false;
  const cutFirst = (find: (piece: Buffer) => FrameAt | undefined) => {
    for (const [i, piece] of pieces.entries()) {
      if (!Buffer.isBuffer(piece)) continue;
      const found = find(piece);
      if (!found) continue;
      pieces = [...pieces.slice(0, i), piece.subarray(0, found.start), { frame: found.frame }, piece.subarray(found.end), ...pieces.slice(i + 1)];
      cut = true;
      return;
    }
  };
  for (const part of parts) cutFirst((piece) => knownPartIn(piece, part));
  if (repeated) cutFirst(repeated);
  if (!cut) return undefined;
  // Runs of bytes between the kept frames are each one frame.
  const framed: FramePiece[] = [];
  let run: Buffer[] = [];
  for (const piece of pieces) {
    if (Buffer.isBuffer(piece)) {
      if (piece.length > 0) run.push(piece);
      continue;
    }
    if (run.length > 0) framed.push(run);
    run = [];
    framed.push(piece);
  }
  if (run.length > 0) framed.push(run);
  return frames.frames(framed);
}

/** Where `part` is in `piece`, whole, with its frame. */
function knownPartIn(piece: Buffer, part: KnownPart): FrameAt | undefined {
  const at = piece.indexOf(part.lead);
  const end = at + part.bytes.length;
  if (at === -1 || end > piece.length || piece.compare(part.bytes, 0, part.bytes.length, at, end) !== 0) return undefined;
  return { start: at, end, frame: part.frame() };
}

/**
 * A body that reaches `end` in one or two pieces (a rendered page is one chunk; `res.send` one
 * `end`), or is handed over in pieces by `endInPieces`, is compressed in one call, sized to it:
 * 0.2–0.35 ms for a listing, by the middleware's one kept context (decision 051). A zstd stream
 * per answer sets up tables for a 2 MB window and, with 50 answers in flight, took 1.1 ms of
 * CPU for the same page (decision 038). Bodies written in more pieces, or larger, or flushed,
 * are streamed.
 */
const ONE_CALL_MAX_BYTES = 1024 * 1024;
const EMPTY = Buffer.alloc(0);
const byteLength = (pieces: readonly Buffer[]): number => pieces.reduce((sum, piece) => sum + piece.length, 0);

function compressWithZstd(res: ServerResponse, { compressible, threshold, level = 3, knownParts = [], repeatedBodies }: ZstdOptions, frames: ZstdFrames, framesTaken: boolean): void {
  const params = { [constants.ZSTD_c_compressionLevel]: level };
  /** Whether known parts are looked for: an HTML answer to a browser (set with the headers). */
  let inFrames = false;
  const compressWhole = (body: readonly Buffer[]): Buffer => (inFrames && framesAroundKeptParts(body, knownParts, repeatedBodies, frames)) || frames.frames([body]);
  let compressing = false;
  let stream: ZstdCompress | undefined;
  /** The first chunk, kept back in case the next call is `end`. */
  let held: Buffer | undefined;
  /** What `end` was called with before the headers were written, in pieces: compressed whole when they are. */
  let endBody: readonly Buffer[] | undefined;
  /** The whole body compressed in one call: by `decide` for an `end` before the headers, by `end` for a held chunk. */
  let endCompressed: Buffer | undefined;
  let ended = false;
  let closed = false;
  // `drain` listeners added before the headers: they belong to the stream if one is made.
  let drainListeners: ((...args: unknown[]) => void)[] | null = [];
  const write = res.write as (this: ServerResponse, ...args: unknown[]) => boolean;
  const end = res.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  const on = res.on;

  const startStream = (): ZstdCompress => {
    if (stream) return stream;
    const zstd = createZstdCompress({ params });
    stream = zstd;
    for (const listener of drainListeners ?? []) zstd.on("drain", listener);
    drainListeners = null;
    zstd.on("data", (chunk: Buffer) => {
      if (!write.call(res, chunk)) zstd.pause();
    });
    zstd.on("end", () => end.call(res));
    on.call(res, "drain", () => zstd.resume());
    if (held) zstd.write(held);
    held = undefined;
    return zstd;
  };

  // React Router's adapter flushes after every write, and `end` follows the last one within the
  // same turn of the event loop: a held chunk is flushed at the end of the turn if still held.
  let flushLater: NodeJS.Immediate | undefined;
  (res as ServerResponse & { flush?: () => void }).flush = () => {
    if (!compressing || ended) return;
    if (stream) stream.flush();
    else if (held) {
      flushLater ??= setImmediate(() => {
        flushLater = undefined;
        if (held && !ended && !closed) startStream().flush();
      });
    }
  };

  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (ended) return false;
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (!compressing) return write.call(this, chunk, ...rest);
    const bytes = chunkBuffer(chunk, rest[0]) ?? EMPTY;
    if (!stream && !held && bytes.length <= ONE_CALL_MAX_BYTES) {
      held = bytes;
      return true;
    }
    return startStream().write(bytes);
  } as ServerResponse["write"];

  /** `end` with the body's last bytes in pieces; `unchanged` ends the answer as it is when it is not compressed. */
  const finish = (last: readonly Buffer[], unchanged: () => ServerResponse): ServerResponse => {
    if (ended) return res;
    if (!res.headersSent) {
      endBody = last;
      res.writeHead(res.statusCode);
    } else if (compressing && !stream) {
      const whole = held ? [held, ...last] : last;
      if (byteLength(whole) <= ONE_CALL_MAX_BYTES) endCompressed = compressWhole(whole);
    }
    // The body is let go of as soon as it is compressed or passed on: this answer's state is
    // often in the old generation by now, and a page it still pointed at would wait for a
    // full collection (decision 054).
    endBody = undefined;
    if (!compressing) return unchanged();
    ended = true;
    if (endCompressed) {
      const compressed = endCompressed;
      held = endCompressed = undefined;
      return end.call(res, compressed);
    }
    const zstd = startStream();
    for (const piece of last.slice(0, -1)) zstd.write(piece);
    zstd.end(last.at(-1));
    return res;
  };

  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    const last = chunkBuffer(chunk, rest[0]);
    return finish(last ? [last] : [], () => end.call(this, chunk, ...rest));
  } as ServerResponse["end"];
  takePieces(res, (pieces) => finish(pieces, () => end.call(res, joined(pieces))));

  res.on = function (this: ServerResponse, type: string | symbol, listener: (...args: unknown[]) => void) {
    if (type !== "drain") return on.call(this, type, listener);
    // A writer that waits for `drain` waits for the stream it writes into.
    if (stream) stream.on("drain", listener);
    else if (drainListeners) drainListeners.push(listener);
    else on.call(this, type, listener);
    return this;
  } as ServerResponse["on"];

  on.call(res, "close", () => {
    closed = true;
    held = undefined;
    stream?.destroy();
  });

  onHeaders(res, function decide(this: ServerResponse) {
    const leave = () => {
      if (stream) return;
      for (const listener of drainListeners ?? []) on.call(res, "drain", listener);
      drainListeners = null;
    };
    const contentType = this.getHeader("Content-Type");
    const cacheControl = this.getHeader("Cache-Control");
    if (contentType === undefined || !compressible(String(contentType), cacheControl === undefined ? undefined : String(cacheControl))) return leave();
    vary(this, "Accept-Encoding");
    const length = Number(this.getHeader("Content-Length") ?? (endBody && byteLength(endBody)));
    if (length < threshold || (this.getHeader("Content-Encoding") ?? "identity") !== "identity") return leave();
    if (closed) return leave();

    compressing = true;
    this.setHeader("Content-Encoding", "zstd");
    if ((knownParts.length > 0 || repeatedBodies) && isHtml(String(contentType))) {
      // A page in frames is for browsers only: a shared cache must not hand it to others.
      vary(this, "Sec-Fetch-Dest");
      inFrames = framesTaken;
    }
    if (endBody && byteLength(endBody) <= ONE_CALL_MAX_BYTES) {
      // The whole body is known before the headers go: compressed now, with its length.
      endCompressed = compressWhole(endBody);
      this.setHeader("Content-Length", endCompressed.length);
    } else {
      this.removeHeader("Content-Length");
    }
  });
}

/** Whether zstd is this client's first choice among what the shop compresses with (zstd first on a tie). */
export const takesZstd = (acceptEncoding: string | undefined): boolean => (acceptEncoding ? zstdFirst(acceptEncoding) : false);

const zstdFirst = perAcceptEncoding((acceptEncoding) => {
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
  // negotiator 1.x takes a preference for ties (as the compression middleware uses it); @types/negotiator lags.
  const encoding = negotiator.encoding.bind(negotiator) as (available: string[], options: { preferred: string[] }) => string | undefined;
  return encoding(["zstd", "br", "gzip", "deflate", "identity"], { preferred: ["zstd", "br", "gzip"] }) === "zstd";
});
