import { constants, crc32, zstdCompressSync } from "node:zlib";
import { FOOTER_CLOSE } from "~/lib/footer-close.server";

/**
 * The part of a rendered page that is the same for everyone who asks for that page: its
 * `<body>` up to the first script carrying a nonce after the site's footer. Everything React
 * renders into the body — header, cards, footer — and the listing's products block (put just
 * after the footer, decision 055) come before it; after it come React Router's scripts (each
 * with the answer's own nonce) and a signed-in shopper's block (decision 023). The footer is
 * looked for from the end (~17 KB back on a listing) and the script from there: looking for the
 * script from `<body>` on read 106 KB, 39 µs a page against ~12.
 */
const BODY_OPEN = Buffer.from("<body");
const NONCE_SCRIPT = Buffer.from("<script nonce=");

/** Where bytes compressed once are in a piece of a page, and their frame. */
export type FrameAt = { start: number; end: number; frame: Buffer };

/** Finds a page's body in one piece of it, with a frame for it when it is one seen before. */
export type RepeatedBodies = (piece: Buffer) => FrameAt | undefined;

/**
 * Level 9 for a body compressed once: a listing's 106 KB in 9.4 KB and ~0.7 ms (level 3:
 * 10.3 KB, 0.38 ms through `zstdCompressSync`; level 19: 9.1 KB but 36 ms, too long a pause
 * for a page seen twice).
 */
const KEPT_BODY_LEVEL = 9;
/**
 * Smaller bodies are left in the page's frame. Cut out, a body loses the cross-references to
 * the rest of its page; a listing's 106 KB gains more from level 9 than that (23,185 → 22,249
 * bytes), but a product page (~20 KB of body) grew 16,701 → 16,934, the cart 13,727 → 13,850,
 * sign-in 14,497 → 14,587, for ~30 µs of compression saved.
 */
const MIN_BODY_BYTES = 32 * 1024;
/** Bodies seen once, remembered by checksum and length (16 bytes or so each). */
const FIRST_SIGHTINGS = 512;

/**
 * Bodies of 32 KB or more seen twice are kept with a zstd frame of their own, compressed once;
 * a page whose body is one of them is sent with that frame, and only its head and its scripts
 * are compressed for the answer (decision 055). A page rendered per request — a signed-in
 * shopper's with the page cache off, a miss, one the cache never keeps — has the same 106 KB
 * body as the last time that listing was rendered, until its products change; compressing it
 * again took a fifth of such an answer's CPU.
 *
 * A body seen for the first time is only noted (checksum and length): a page seen once goes in
 * one frame as before, so one-off pages (a search) lose no ratio and cost no copy. Kept bodies
 * are found by length and compared whole (`equals`: ~1.5 µs for 106 KB); the checksum only
 * decides that a body is worth keeping, the comparison decides that a frame is this body's.
 * Least recently used out past `maxBytes` (the bodies' bytes and their frames).
 */
export function repeatedBodies({ maxBytes }: { maxBytes: number }): RepeatedBodies {
  /** By length, least recently used first. */
  const kept = new Map<number, { bytes: Buffer; frame: Buffer }>();
  let keptBytes = 0;
  /** Bodies seen once: checksum to length, oldest first. */
  const seen = new Map<number, number>();

  const forget = (length: number) => {
    const entry = kept.get(length);
    if (!entry) return;
    kept.delete(length);
    keptBytes -= entry.bytes.length + entry.frame.length;
  };

  const frameOf = (body: Buffer): Buffer | undefined => {
    const entry = kept.get(body.length);
    if (entry?.bytes.equals(body)) {
      kept.delete(body.length);
      kept.set(body.length, entry);
      return entry.frame;
    }
    const checksum = crc32(body);
    if (seen.get(checksum) !== body.length) {
      seen.delete(checksum);
      if (seen.size >= FIRST_SIGHTINGS) seen.delete(seen.keys().next().value!);
      seen.set(checksum, body.length);
      return undefined;
    }
    seen.delete(checksum);
    const frame = zstdCompressSync(body, { params: { [constants.ZSTD_c_compressionLevel]: KEPT_BODY_LEVEL } });
    const size = body.length + frame.length;
    if (size > maxBytes) return frame;
    forget(body.length);
    while (keptBytes + size > maxBytes) forget(kept.keys().next().value!);
    // A copy, not a view: a view would keep this answer's whole page alive with it.
    kept.set(body.length, { bytes: Buffer.from(body), frame });
    keptBytes += size;
    return frame;
  };

  return (piece) => {
    const start = piece.indexOf(BODY_OPEN);
    if (start === -1) return undefined;
    const footer = piece.lastIndexOf(FOOTER_CLOSE);
    if (footer < start) return undefined;
    const end = piece.indexOf(NONCE_SCRIPT, footer);
    if (end === -1 || end - start < MIN_BODY_BYTES) return undefined;
    const frame = frameOf(piece.subarray(start, end));
    return frame && { start, end, frame };
  };
}
