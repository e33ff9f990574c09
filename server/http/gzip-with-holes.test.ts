import { randomBytes } from "node:crypto";
import { deflateRawSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { compressWithHoles, gzipEnding, gzipPieces, gzipTemplate } from "./gzip-with-holes";

/** The page as the client should read it: the parts with `hole` between each two. */
function filled(parts: Buffer[], hole: Buffer): Buffer {
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [hole, part])));
}

/** A page like ours: ~4 KB of repetitive markup between two nonces. */
function pageParts(count: number): Buffer[] {
  return Array.from({ length: count }, (_, i) =>
    Buffer.from(
      Array.from({ length: 24 }, (_, j) => `<div class="product-card" id="p-${i}-${j}"><span class="badge">₹${(i * 7919 + j * 104729) % 99999}</span></div>`).join("") +
        `<script nonce="`,
    ),
  );
}

describe("gzip with holes", () => {
  test("decodes to the parts with this response's bytes in every hole, for any hole", () => {
    const parts = pageParts(38);
    const kept = compressWithHoles(parts, 24);
    for (const hole of [Buffer.from("A".repeat(24)), Buffer.from(randomBytes(18).toString("base64"))]) {
      expect(gunzipSync(Buffer.concat(gzipPieces(kept, hole)))).toEqual(filled(parts, hole));
    }
  });

  test("random bytes, empty parts at either end and a page without holes all round-trip", () => {
    const hole = randomBytes(16);
    for (const parts of [
      [Buffer.alloc(0), randomBytes(70_000), Buffer.alloc(0)],
      [randomBytes(5), randomBytes(40_000), randomBytes(3)],
      [Buffer.from("<html>no nonce here</html>")],
    ]) {
      // gunzip checks the CRC-32 and length in the trailer: a wrong combination throws.
      expect(gunzipSync(Buffer.concat(gzipPieces(compressWithHoles(parts, 16), hole)))).toEqual(filled(parts, hole));
    }
  });

  test("compresses nearly as well as gzip of the whole page: the text before a hole is the next part's dictionary", () => {
    const parts = pageParts(38);
    const hole = Buffer.from("n".repeat(24));
    const size = gzipPieces(compressWithHoles(parts, 24), hole).reduce((total, piece) => total + piece.length, 0);
    const whole = gzipSync(filled(parts, hole), { level: 9 }).length;
    const separately = parts.reduce((total, part) => total + deflateRawSync(part, { level: 9 }).length, 0);
    // Each hole costs its stored block, a sync flush and the next part's Huffman tables.
    expect((size - whole) / (parts.length - 1)).toBeLessThan(100);
    expect(size).toBeLessThan(separately * 0.85);
  });

  test("ends with any suffix after the last part, whatever its length (a signed-in shopper's own end of the page)", () => {
    const parts = pageParts(5);
    const kept = compressWithHoles(parts, 24);
    const hole = Buffer.from(randomBytes(18).toString("base64"));
    for (const suffix of [Buffer.from("<script>{}</script></body></html>"), randomBytes(70_000), Buffer.alloc(0xffff, "a"), Buffer.alloc(1, 0)]) {
      expect(gunzipSync(Buffer.concat(gzipPieces(kept, hole, suffix)))).toEqual(Buffer.concat([filled(parts, hole), suffix]));
    }
  });

  test("an open reusable copy stops after the last part; each response's ending completes it", () => {
    const parts = pageParts(4);
    const kept = compressWithHoles(parts, 24);
    const template = gzipTemplate(kept, { open: true });
    const copy = template.make();
    for (const name of ["Asha", "Bhavesh Kumar Rao"]) {
      const hole = Buffer.from(randomBytes(18).toString("base64"));
      const suffix = Buffer.from(`<script type="application/json">{"name":"${name}"}</script></body></html>`);
      template.fill(copy, hole);
      expect(gunzipSync(Buffer.concat([copy, gzipEnding(kept, hole, suffix)]))).toEqual(Buffer.concat([filled(parts, hole), suffix]));
    }
  });

  test("refuses a hole of another length", () => {
    expect(() => gzipPieces(compressWithHoles(pageParts(2), 24), Buffer.alloc(23))).toThrow(RangeError);
  });
});
