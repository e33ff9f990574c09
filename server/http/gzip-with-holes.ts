import { constants, crc32, deflateRawSync } from "node:zlib";
import type { CopyTemplate } from "./reusable-copies";

/**
 * A kept page compressed once, with holes for bytes that differ per response (the CSP nonce).
 *
 * Each constant part is deflated on its own, ending on a byte boundary (a sync flush), and a
 * response's hole bytes go between them as stored (uncompressed) deflate blocks: together a
 * valid gzip stream, assembled per response from slices without compressing anything. Every
 * part after the first is compressed with the text before it as its dictionary — holes
 * included, as placeholder bytes of the hole's length that never occur in a page — so it
 * compresses as well as the whole page at once (a back-reference can reach across a hole, and
 * never into one). Compressing a 176 KB listing per response cost ~2 ms of CPU (brotli q4);
 * sending the kept copy costs microseconds and a few percent more bytes (docs/decisions/024).
 */
export type GzipWithHoles = {
  /** Deflated parts, each ending on a byte boundary; the last one not final (see FINAL_EMPTY_BLOCK). */
  segments: Buffer[];
  /** CRC-32 and length of each part, for the trailer. */
  partCrcs: number[];
  /** x^(8·length) mod P for each part: shifts a running CRC past it (crc32 combination). */
  partShifts: number[];
  /** Length of every hole. */
  holeLength: number;
  /** Uncompressed length of the parts. */
  partsLength: number;
};

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** BFINAL=1, a stored block of length 0: ends the deflate stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
const WINDOW = 32 * 1024;
/** A stored block's header: one byte of block bits, then LEN and NLEN. */
const STORED_BLOCK_HEADER = 5;
/** The most a stored block holds (LEN is 16 bits). */
const MAX_STORED = 0xffff;
const EMPTY = Buffer.alloc(0);

export function compressWithHoles(parts: Buffer[], holeLength: number): GzipWithHoles {
  if (holeLength > 0xffff) throw new RangeError("a hole must fit one stored block");
  // Control bytes 1, 2, 3…: no page holds them, so nothing can match them by accident.
  const placeholder = Buffer.from(Array.from({ length: holeLength }, (_, i) => (i % 31) + 1));
  let history = Buffer.alloc(0);
  const segments = parts.map((part, i) => {
    const dictionary = history.subarray(Math.max(0, history.length - WINDOW));
    const segment = deflateRawSync(part, {
      level: 9,
      finishFlush: constants.Z_SYNC_FLUSH,
      ...(dictionary.length > 0 ? { dictionary } : {}),
    });
    if (i < parts.length - 1) history = Buffer.concat([history.subarray(-WINDOW), part, placeholder]);
    return segment;
  });
  return {
    segments,
    partCrcs: parts.map((part) => crc32(part)),
    partShifts: parts.map((part) => shiftFor(part.length)),
    holeLength,
    partsLength: parts.reduce((total, part) => total + part.length, 0),
  };
}

/**
 * The gzip stream with `hole` in every hole, as slices to write in order (no copy of the page);
 * `suffix`, any bytes, follows the last part (a signed-in shopper's own end of the page).
 */
export function gzipPieces(kept: GzipWithHoles, hole: Buffer, suffix: Buffer = EMPTY): Buffer[] {
  checkHole(kept, hole);
  const holeBlock = storedBlock(hole);
  const pieces: Buffer[] = [GZIP_HEADER, kept.segments[0]!];
  for (let i = 1; i < kept.segments.length; i++) pieces.push(holeBlock, kept.segments[i]!);
  pieces.push(gzipEnding(kept, hole, suffix));
  return pieces;
}

/** What follows the last part: `suffix` in stored blocks, the final block and the trailer. */
export function gzipEnding(kept: GzipWithHoles, hole: Buffer, suffix: Buffer): Buffer {
  const blocks: Buffer[] = [];
  for (let at = 0; at < suffix.length; at += MAX_STORED) blocks.push(storedBlock(suffix.subarray(at, at + MAX_STORED)));
  return Buffer.concat([...blocks, FINAL_EMPTY_BLOCK, trailer(kept, hole, suffix)]);
}

/**
 * The same stream as one reusable copy (reusable-copies.ts): `fill` writes a response's bytes
 * into each hole's stored block and the CRC they make into the trailer. An `open` copy stops
 * after the last part; each response ends it with `gzipEnding` and its own suffix.
 */
export function gzipTemplate(kept: GzipWithHoles, { open = false }: { open?: boolean } = {}): CopyTemplate {
  const holes: number[] = [];
  let at = GZIP_HEADER.length + kept.segments[0]!.length;
  for (let i = 1; i < kept.segments.length; i++) {
    holes.push(at + STORED_BLOCK_HEADER);
    at += STORED_BLOCK_HEADER + kept.holeLength + kept.segments[i]!.length;
  }
  const crcAt = at + FINAL_EMPTY_BLOCK.length;
  const placeholder = Buffer.alloc(kept.holeLength);
  return {
    make: () => {
      const pieces = gzipPieces(kept, placeholder);
      return Buffer.concat(open ? pieces.slice(0, -1) : pieces);
    },
    fill: (copy, hole) => {
      checkHole(kept, hole);
      for (const holeAt of holes) hole.copy(copy, holeAt);
      if (!open) copy.writeUInt32LE(crcWithHoles(kept, hole), crcAt);
    },
  };
}

function checkHole(kept: GzipWithHoles, hole: Buffer) {
  if (hole.length !== kept.holeLength) throw new RangeError(`a hole is ${kept.holeLength} bytes, not ${hole.length}`);
}

/** CRC-32 and length of the uncompressed page with `hole` in every hole, then `suffix`. */
function trailer(kept: GzipWithHoles, hole: Buffer, suffix: Buffer): Buffer {
  let crc = crcWithHoles(kept, hole);
  if (suffix.length > 0) crc = (multiplyModP(shiftFor(suffix.length), crc) ^ crc32(suffix)) >>> 0;
  const bytes = Buffer.alloc(8);
  bytes.writeUInt32LE(crc, 0);
  bytes.writeUInt32LE((kept.partsLength + (kept.segments.length - 1) * hole.length + suffix.length) % 2 ** 32, 4);
  return bytes;
}

function crcWithHoles(kept: GzipWithHoles, hole: Buffer): number {
  const holeCrc = crc32(hole);
  const holeShift = shiftFor(hole.length);
  let crc = kept.partCrcs[0]!;
  for (let i = 1; i < kept.segments.length; i++) {
    crc = (multiplyModP(holeShift, crc) ^ holeCrc) >>> 0;
    crc = (multiplyModP(kept.partShifts[i]!, crc) ^ kept.partCrcs[i]!) >>> 0;
  }
  return crc;
}

/** A non-final stored block: 3 header bits padded to a byte, LEN, NLEN, the bytes. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(STORED_BLOCK_HEADER + bytes.length);
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, STORED_BLOCK_HEADER);
  return block;
}

// CRC-32 combination, after zlib's crc32_combine: CRC(A‖B) = x^(8·|B|)·CRC(A) ⊕ CRC(B) in GF(2)[x]
// mod the CRC polynomial. Node has crc32 but not its combination; a hit would otherwise run
// crc32 over the whole page (~45 µs for 176 KB) instead of ~2 products per hole.
const POLY = 0xedb88320;
const TOP = 0x80000000;

/** a·b mod P, both in the reflected bit order CRCs use. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let bit = TOP; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= b;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) mod P for k = 0…31. */
const POWERS = (() => {
  const powers: number[] = [];
  let power = 0x40000000; // x^1
  for (let k = 0; k < 32; k++) {
    powers.push(power);
    power = multiplyModP(power, power);
  }
  return powers;
})();

/** x^(8·bytes) mod P: what multiplies a CRC to move it past `bytes` bytes. */
function shiftFor(bytes: number): number {
  let shift = TOP; // x^0
  for (let n = bytes, k = 3; n > 0; n >>>= 1, k++) if (n & 1) shift = multiplyModP(POWERS[k % 32]!, shift);
  return shift;
}
