import { brotliDecompress, constants, createBrotliCompress } from "node:zlib";
import { promisify } from "node:util";
import { withHoles, type CopyTemplate } from "./reusable-copies";

/**
 * A kept page compressed once with Brotli, with holes for the bytes that differ per response
 * (the CSP nonce) — what gzip-with-holes.ts does for gzip, 15–20 % smaller (decision 028).
 *
 * One encoder compresses the whole page, flushed (byte-aligned) on each side of every hole. In
 * the hole it is given a placeholder of the hole's length; what it makes of it is thrown away,
 * and each response puts its own bytes there as an uncompressed meta-block (RFC 7932, 9.2):
 * the decoder's window then holds as many bytes as the encoder's did, so every later
 * back-reference lands where the encoder meant it. Two things the decoder carries across
 * meta-blocks must also agree with the encoder's, or the rest of the stream decodes to garbage:
 *
 * - the last two bytes, which choose how the next literals are coded: the placeholder ends
 *   with the hole's own last two bytes, and every response's hole must end with them too (a
 *   nonce is the base64 of 16 bytes, so it always ends in "==");
 * - the last distances used: the placeholder's other bytes are ones no page holds (control
 *   bytes and bytes UTF-8 never uses), distinct within a hole and with no pair of neighbours
 *   repeated in any other hole, so the encoder finds nothing in it to copy and copies into it
 *   from nowhere.
 *
 * Whether that held is checked once, by decoding the stream with the rendering nonce in its
 * holes: `compressBrotliWithHoles` answers null for a page it could not keep this way, which
 * then goes out as gzip.
 */
export type BrotliWithHoles = {
  /** The compressed parts, each ending byte-aligned; the last is followed by `tail`. */
  segments: Buffer[];
  /** The stream's last meta-block. */
  tail: Buffer;
  holeLength: number;
  /** The bytes every hole ends with (the context the encoder saw). */
  holeEnd: Buffer;
};

/**
 * Bytes no page holds — control bytes but tab, newline, vertical tab, form feed and carriage
 * return, and bytes UTF-8 never uses: 37 of them, a prime, so hole i's placeholder, stepping
 * through them i at a time, repeats no pair of neighbours of any other hole's.
 */
const ALPHABET = [...range(0x01, 0x08), ...range(0x0e, 0x1f), ...range(0xf5, 0xff)];
const MAX_HOLES = ALPHABET.length - 1;
/** Bytes of a hole the encoder sees as they are. */
const CONTEXT_BYTES = 2;
/** An uncompressed meta-block's header with 4 nibbles of length: 20 bits, padded to 3 bytes. */
const METABLOCK_HEADER = 3;
/** The most such a meta-block holds (4 nibbles of length − 1). */
const MAX_UNCOMPRESSED = 0x10000;
const EMPTY = Buffer.alloc(0);
/** What an open copy is checked with (see compressBrotliWithHoles). */
const CHECK_SUFFIX = Buffer.from('<script type="application/json">{"a":"\u00e9"}</script></body></html>');

/**
 * Quality 5 in a 256 KB window: within 3 % of quality 9 on a listing for a fifth of the CPU
 * (10–20 ms for the 176 KB listing on this machine, once per kept page, off the event loop).
 */
const QUALITY = 5;
const WINDOW_BITS = 18;

const decompress = promisify(brotliDecompress);

/**
 * `parts` are the page cut at each hole, `hole` the bytes that were there when it was rendered.
 * Runs on libuv's thread pool; null when the page cannot be kept this way (see above).
 */
export async function compressBrotliWithHoles(
  parts: Buffer[],
  hole: Buffer,
  { quality = QUALITY, open = false }: { quality?: number; open?: boolean } = {},
): Promise<BrotliWithHoles | null> {
  const holes = parts.length - 1;
  if (holes > 0 && (holes > MAX_HOLES || hole.length <= CONTEXT_BYTES || hole.length - CONTEXT_BYTES > ALPHABET.length)) return null;
  const holeEnd = Buffer.from(hole.subarray(hole.length - CONTEXT_BYTES));
  const encoder = createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_LGWIN]: WINDOW_BITS,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: parts.reduce((total, part) => total + part.length, holes * hole.length),
    },
  });
  const output: Buffer[] = [];
  encoder.on("data", (chunk: Buffer) => output.push(chunk));
  const failed = new Promise<never>((_, reject) => encoder.once("error", reject));
  const flushed = () =>
    Promise.race([
      failed,
      new Promise<Buffer>((resolve) => encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => resolve(Buffer.concat(output.splice(0))))),
    ]);
  try {
    const segments: Buffer[] = [];
    for (const [i, part] of parts.entries()) {
      if (i > 0) {
        encoder.write(placeholder(i, hole.length, holeEnd));
        await flushed(); // replaced by each response's own hole
      }
      encoder.write(part);
      segments.push(await flushed());
    }
    const tail = await Promise.race([
      failed,
      new Promise<Buffer>((resolve) => {
        encoder.once("end", () => resolve(Buffer.concat(output)));
        encoder.end();
      }),
    ]);
    const kept: BrotliWithHoles = { segments, tail, holeLength: hole.length, holeEnd };
    // An open copy is sent with a suffix after its last part: checked with one.
    const suffix = open ? CHECK_SUFFIX : EMPTY;
    const decoded = await decompress(Buffer.concat(brotliPieces(kept, hole, suffix)));
    return decoded.equals(Buffer.concat([withHoles(parts, hole), suffix])) ? kept : null;
  } catch {
    encoder.destroy();
    return null;
  }
}

/** Whether `hole` can go into this copy's holes: its length, and the bytes it ends with. */
export function fitsHoles(kept: BrotliWithHoles, hole: Buffer): boolean {
  if (kept.segments.length === 1) return true;
  return hole.length === kept.holeLength && hole.subarray(hole.length - CONTEXT_BYTES).equals(kept.holeEnd);
}

/**
 * The Brotli stream with `hole` in every hole, as slices to write in order; `suffix`, any
 * bytes, follows the last part (a signed-in shopper's own end of the page): nothing is
 * compressed after it, so its length may be anything.
 */
export function brotliPieces(kept: BrotliWithHoles, hole: Buffer, suffix: Buffer = EMPTY): Buffer[] {
  if (!fitsHoles(kept, hole)) throw new RangeError("a hole must have the kept length and end");
  const holeBlock = kept.segments.length > 1 ? uncompressedMetablock(hole) : EMPTY;
  const pieces: Buffer[] = [kept.segments[0]!];
  for (let i = 1; i < kept.segments.length; i++) pieces.push(holeBlock, kept.segments[i]!);
  pieces.push(brotliEnding(kept, suffix));
  return pieces;
}

/** What follows the last part: `suffix` in uncompressed meta-blocks, then the last meta-block. */
export function brotliEnding(kept: BrotliWithHoles, suffix: Buffer): Buffer {
  const blocks: Buffer[] = [];
  for (let at = 0; at < suffix.length; at += MAX_UNCOMPRESSED) blocks.push(uncompressedMetablock(suffix.subarray(at, at + MAX_UNCOMPRESSED)));
  return Buffer.concat([...blocks, kept.tail]);
}

/**
 * The same stream as one reusable copy (reusable-copies.ts): `fill` writes a response's bytes
 * into each hole. An `open` copy stops after the last part; each response ends it with
 * `brotliEnding` and its own suffix.
 */
export function brotliTemplate(kept: BrotliWithHoles, { open = false }: { open?: boolean } = {}): CopyTemplate {
  const holes: number[] = [];
  let at = kept.segments[0]!.length;
  for (let i = 1; i < kept.segments.length; i++) {
    holes.push(at + METABLOCK_HEADER);
    at += METABLOCK_HEADER + kept.holeLength + kept.segments[i]!.length;
  }
  const filler = Buffer.concat([Buffer.alloc(Math.max(0, kept.holeLength - kept.holeEnd.length), "A"), kept.holeEnd]);
  return {
    make: () => {
      const pieces = brotliPieces(kept, filler);
      return Buffer.concat(open ? pieces.slice(0, -1) : pieces);
    },
    fill: (copy, hole) => {
      if (!fitsHoles(kept, hole)) throw new RangeError("a hole must have the kept length and end");
      for (const holeAt of holes) hole.copy(copy, holeAt);
    },
  };
}

/** ISLAST = 0, MNIBBLES = 4, MLEN − 1, ISUNCOMPRESSED = 1, padding to the byte; then the bytes. */
function uncompressedMetablock(bytes: Buffer): Buffer {
  const header = ((bytes.length - 1) << 3) | (1 << 19);
  const block = Buffer.alloc(METABLOCK_HEADER + bytes.length);
  block.writeUIntLE(header, 0, METABLOCK_HEADER);
  bytes.copy(block, METABLOCK_HEADER);
  return block;
}

/** Hole `i`'s placeholder: ALPHABET[i·j mod 37] for j = 0, 1, …, then the hole's own end. */
function placeholder(i: number, length: number, end: Buffer): Buffer {
  const bytes = Buffer.alloc(length);
  for (let j = 0; j < length - CONTEXT_BYTES; j++) bytes[j] = ALPHABET[(i * j) % ALPHABET.length]!;
  end.copy(bytes, length - CONTEXT_BYTES);
  return bytes;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
