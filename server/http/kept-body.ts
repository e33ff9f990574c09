import Negotiator from "negotiator";
import { brotliEnding, brotliTemplate, compressBrotliWithHoles, fitsHoles, type BrotliWithHoles } from "./brotli-with-holes";
import { compressWithHoles, gzipEnding, gzipTemplate, type GzipWithHoles } from "./gzip-with-holes";
import { perAcceptEncoding } from "./per-accept-encoding";
import { pageTemplate, reusableCopies, withHoles, type ReusableCopies, type TakenCopy } from "./reusable-copies";

/** The compression middleware's threshold: smaller answers go out as they are. */
export const COMPRESS_FROM_BYTES = 1024;
/**
 * Ready-to-send copies kept per page and encoding (reusable-copies.ts): enough for the hits
 * whose bytes are still on their way out on a busy machine, few enough to leave room for pages.
 */
const COPIES_PER_PAGE = 4;

/** A kept page (page-cache.ts) and the copies it is sent from. */
export type KeptBody = {
  /**
   * The page as rendered, the rendering nonce in every hole — and then its first copy
   * (`plainBody`), whose holes hold the nonce of whichever response took it last.
   */
  body: Buffer;
  /** The body cut at each place the rendering nonce appeared (views of it). */
  parts: Buffer[];
  /** The page ready to send but for the nonce, reused from hit to hit (the body is the first copy). */
  copies?: ReusableCopies;
  /** The page compressed once, at the first hit that takes gzip (gzip-with-holes.ts), and its copies. */
  gzip?: { copies: ReusableCopies; kept: GzipWithHoles };
  /**
   * The page in Brotli (brotli-with-holes.ts): compressed in the background from the first hit
   * that takes it ("compressing": such hits get the page for the compression middleware
   * meanwhile); "unavailable" for a page it could not be made for, which then goes out as gzip.
   */
  brotli?: { copies: ReusableCopies; kept: BrotliWithHoles } | "compressing" | "unavailable";
  /** The nonce the page was rendered with: what every hole between two parts held. */
  hole: Buffer;
  /**
   * Compressed copies of an open page end after its last part, and every response adds its
   * own suffix (`takeCompressed`): a signed-in shopper's end of the page (viewer-splice.ts).
   */
  open?: boolean;
  /**
   * The page marked for signed-in shoppers, ending where their block goes (viewer-splice.ts):
   * an open page, made at the first signed-in hit that takes compression.
   */
  viewer?: { kept: KeptBody; tail: Buffer } | "unavailable";
};

/** A kept copy's encoding on the wire: undefined for the page as it is. */
export type KeptEncoding = "br" | "gzip" | undefined;

export function keptBody(body: Buffer, nonce: string): KeptBody {
  return { body, parts: splitAt(body, nonce), hole: Buffer.from(nonce) };
}

/**
 * The chunks a response was written in, as one buffer. A rendered page arrives as one chunk
 * that owns its memory (app/entry.server.tsx): it is kept as it is rather than copied.
 */
export function wholeBody(chunks: Buffer[]): Buffer {
  const only = chunks.length === 1 ? chunks[0]! : undefined;
  return only && only.byteOffset === 0 && only.byteLength === only.buffer.byteLength ? only : Buffer.concat(chunks);
}

/** A body to send: `body`, then `ending` when there is one (an open page's suffix, in the body's encoding). */
export type TakenBody = TakenCopy & { encoding: KeptEncoding; ending?: Buffer };

/**
 * The kept page with `nonce` in every hole, in the kept copy of the encoding the client takes
 * best (`keptEncodings`) or as it is; `done` once the response has closed. `grow` hears of
 * memory the page takes (or gives back) for its copies and its compressed copies.
 */
export function takeBody(kept: KeptBody, nonce: Buffer, takes: KeptEncodings, grow: (bytesChange: number) => void): TakenBody {
  return takeCompressed(kept, nonce, takes, grow) ?? plainBody(kept, nonce, grow);
}

/**
 * The kept compressed copy the client takes best, with `nonce` in every hole; undefined when
 * none answers: the client takes neither, its Brotli copy is still being made, or the nonce is
 * not one the security middleware makes. An open page (`KeptBody.open`) is followed by
 * `suffix`, which comes back as the `ending`.
 */
export function takeCompressed(
  kept: KeptBody,
  nonce: Buffer,
  takes: KeptEncodings,
  grow: (bytesChange: number) => void,
  suffix: Buffer = EMPTY,
): TakenBody | undefined {
  const holes = kept.parts.length - 1;
  if (holes > 0 && nonce.length !== kept.hole.length) return undefined;
  // A page without the nonce (a data request, the JSON API) is compressed once all the same.
  const hole = holes > 0 ? nonce : kept.hole;
  if (takes.br) {
    const brotli = keptBrotli(kept, grow);
    if (typeof brotli === "object" && fitsHoles(brotli.kept, hole)) {
      return { ...brotli.copies.take(hole), encoding: "br", ...(kept.open ? { ending: brotliEnding(brotli.kept, suffix) } : {}) };
    }
    // While it is made, the page goes out as it is, for the compression middleware: a gzip copy
    // made for these few hits would take the page's memory twice over for nothing.
    if (brotli === "compressing") return undefined;
  }
  if (!takes.gzip) return undefined;
  const gzip = (kept.gzip ??= keptGzip(kept, grow));
  return { ...gzip.copies.take(hole), encoding: "gzip", ...(kept.open ? { ending: gzipEnding(gzip.kept, hole, suffix) } : {}) };
}

const EMPTY = Buffer.alloc(0);

/** The page itself with `nonce` in every hole. */
function plainBody(kept: KeptBody, nonce: Buffer, grow: (bytesChange: number) => void): TakenBody {
  if (kept.parts.length === 1) return { body: kept.body, encoding: undefined };
  if (nonce.length !== kept.hole.length) {
    // Not a nonce the security middleware makes (they are all 24 characters): a copy of its own.
    return { body: withHoles(kept.parts, nonce), encoding: undefined };
  }
  kept.copies ??= reusableCopies(pageTemplate(kept.parts, kept.hole.length), { keep: COPIES_PER_PAGE, first: kept.body, onKeep: grow });
  return { ...kept.copies.take(nonce), encoding: undefined };
}

/** The page's gzip copy, made at once (level 9 on the event loop: 2–5 ms for a listing). */
function keptGzip(kept: KeptBody, grow: (bytesChange: number) => void): NonNullable<KeptBody["gzip"]> {
  const compressed = compressWithHoles(kept.parts, kept.hole.length);
  grow(totalLength(compressed.segments));
  return { kept: compressed, copies: reusableCopies(gzipTemplate(compressed, { open: kept.open }), { keep: COPIES_PER_PAGE, onKeep: grow }) };
}

/** The page's Brotli copy, or how making it goes; the first call starts making it. */
function keptBrotli(kept: KeptBody, grow: (bytesChange: number) => void): NonNullable<KeptBody["brotli"]> {
  if (kept.brotli) return kept.brotli;
  kept.brotli = "compressing";
  void compressBrotliWithHoles(kept.parts, kept.hole, { open: kept.open }).then((compressed) => {
    if (!compressed) return void (kept.brotli = "unavailable");
    grow(totalLength(compressed.segments) + compressed.tail.length);
    const copies = reusableCopies(brotliTemplate(compressed, { open: kept.open }), { keep: COPIES_PER_PAGE, onKeep: grow });
    kept.brotli = { kept: compressed, copies };
  });
  return kept.brotli;
}

function totalLength(buffers: Buffer[]): number {
  return buffers.reduce((total, buffer) => total + buffer.length, 0);
}

/**
 * A kept page is its body cut at each place the rendering nonce appeared; every response puts
 * its own nonce back (page-cache.ts).
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

/** Which kept copies a client may get. */
export type KeptEncodings = { br: boolean; gzip: boolean };

/** Neither: the page as it is. */
export const PLAIN: KeptEncodings = { br: false, gzip: false };

/**
 * Which kept compressed copies may answer: none unless the compression middleware would
 * compress this answer (its type, no `no-transform`, 1 KB or more); then those the client
 * takes, Brotli first (decision 028).
 */
export function keptEncodings(length: number, compressible: boolean, acceptEncoding: string | undefined): KeptEncodings {
  if (!compressible || length < COMPRESS_FROM_BYTES || acceptEncoding === undefined) return PLAIN;
  return takenEncodings(acceptEncoding);
}

const takenEncodings = perAcceptEncoding((acceptEncoding): KeptEncodings => {
  const taken = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encodings(["br", "gzip"]);
  return { br: taken.includes("br"), gzip: taken.includes("gzip") };
});
