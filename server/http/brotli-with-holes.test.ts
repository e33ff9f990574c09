import { randomBytes } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import { describe, expect, test } from "vitest";
import { brotliEnding, brotliPieces, brotliTemplate, compressBrotliWithHoles, fitsHoles } from "./brotli-with-holes";
import { compressWithHoles, gzipPieces } from "./gzip-with-holes";
import { nextNonce } from "./security";

/** The page as the client should read it: the parts with `hole` between each two. */
function filled(parts: Buffer[], hole: Buffer): Buffer {
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [hole, part])));
}

/** A nonce as the security middleware makes them. */
const nonce = () => Buffer.from(nextNonce());

/**
 * A page like ours, cut at its nonces: a head of scripts and links that each carry the nonce,
 * several with the same text after it (as the module preloads have: the encoder then wants to
 * copy from the same distance as across the hole before), then cards of repetitive markup.
 */
function pageParts(holes: number, cards = 24): Buffer[] {
  const head = Array.from({ length: holes }, (_, i) =>
    i % 3 === 2
      ? `">window.__ctx${i}={"basename":"/","future":{}};</script><script nonce="`
      : `" rel="modulepreload" href="/assets/chunk.js"/><link nonce="`,
  );
  const cardsMarkup = Array.from(
    { length: cards },
    (_, j) => `<article class="product-card"><h2 id="p-${j}"><a href="/products/${j}">Inverter ${j}</a></h2><span class="badge">₹${(j * 7919) % 99999}</span></article>`,
  ).join("");
  head[holes - 1] = `">${cardsMarkup}</body></html>`;
  return [Buffer.from(`<!DOCTYPE html><html lang="en"><head><script nonce="`), ...head.map((text) => Buffer.from(text))];
}

describe("Brotli with holes", () => {
  test.each([5, 11])("at quality %i, decodes to the page with each response's nonce in every hole", async (quality) => {
    const parts = pageParts(9, 200);
    const rendering = nonce();
    const kept = await compressBrotliWithHoles(parts, rendering, { quality });
    expect(kept).not.toBeNull();
    for (let i = 0; i < 50; i++) {
      const hole = nonce();
      expect(brotliDecompressSync(Buffer.concat(brotliPieces(kept!, hole)))).toEqual(filled(parts, hole));
    }
  });

  test("a reusable copy takes each response's nonce in place", async () => {
    const parts = pageParts(5);
    const kept = (await compressBrotliWithHoles(parts, nonce()))!;
    const template = brotliTemplate(kept);
    const copy = template.make();
    for (const hole of [nonce(), nonce()]) {
      template.fill(copy, hole);
      expect(brotliDecompressSync(copy)).toEqual(filled(parts, hole));
    }
  });

  test("an open copy ends with any suffix after its last part, of any length (a signed-in shopper's own end of the page)", async () => {
    const parts = pageParts(9, 200);
    const kept = (await compressBrotliWithHoles(parts, nonce(), { open: true }))!;
    expect(kept).not.toBeNull();
    const template = brotliTemplate(kept, { open: true });
    const copy = template.make();
    for (const suffix of [Buffer.from('<script type="application/json">{"name":"Asha"}</script></body></html>'), randomBytes(70_000), Buffer.alloc(0x10000, "a"), Buffer.alloc(1)]) {
      const hole = nonce();
      const whole = Buffer.concat([filled(parts, hole), suffix]);
      expect(brotliDecompressSync(Buffer.concat(brotliPieces(kept, hole, suffix)))).toEqual(whole);
      template.fill(copy, hole);
      expect(brotliDecompressSync(Buffer.concat([copy, brotliEnding(kept, suffix)]))).toEqual(whole);
    }
  });

  test("is 10 % or more smaller than the kept gzip copy, and close to Brotli of the whole page", async () => {
    const parts = pageParts(9, 400);
    const hole = nonce();
    const size = brotliPieces((await compressBrotliWithHoles(parts, hole))!, hole).reduce((total, piece) => total + piece.length, 0);
    const gzip = gzipPieces(compressWithHoles(parts, hole.length), hole).reduce((total, piece) => total + piece.length, 0);
    const whole = brotliCompressSync(filled(parts, hole), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    expect(size).toBeLessThan(gzip * 0.9);
    // Each hole costs its uncompressed block and two flushes.
    expect((size - whole) / (parts.length - 1)).toBeLessThan(100);
  });

  test("takes only holes of the rendering nonce's length and last two bytes (what the encoder saw)", async () => {
    const kept = (await compressBrotliWithHoles(pageParts(3), nonce()))!;
    expect(fitsHoles(kept, nonce())).toBe(true);
    expect(fitsHoles(kept, Buffer.from(randomBytes(18).toString("base64")))).toBe(false); // no "=="
    expect(fitsHoles(kept, Buffer.alloc(23, "A"))).toBe(false);
    expect(() => brotliPieces(kept, Buffer.alloc(24, "A"))).toThrow(RangeError);
    expect(() => brotliTemplate(kept).fill(brotliTemplate(kept).make(), Buffer.alloc(24, "A"))).toThrow(RangeError);
  });

  test("declines a page it cannot keep this way: more holes than placeholders, or holes too long", async () => {
    expect(await compressBrotliWithHoles(pageParts(37), nonce())).toBeNull();
    expect(await compressBrotliWithHoles(pageParts(3), Buffer.alloc(40, "A"))).toBeNull();
    expect(await compressBrotliWithHoles(pageParts(36), nonce())).not.toBeNull();
  });

  test("a page without holes is its Brotli stream", async () => {
    const page = Buffer.from("<html>no nonce here</html>");
    for (const rendering of [nonce(), Buffer.alloc(0)]) {
      const kept = (await compressBrotliWithHoles([page], rendering))!;
      expect(fitsHoles(kept, Buffer.alloc(3))).toBe(true);
      expect(brotliDecompressSync(Buffer.concat(brotliPieces(kept, nonce())))).toEqual(page);
    }
  });
});
