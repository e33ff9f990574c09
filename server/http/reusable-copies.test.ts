import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressWithHoles, gzipTemplate } from "./gzip-with-holes";
import { pageTemplate, reusableCopies } from "./reusable-copies";

const parts = [Buffer.from('<html><script nonce="'), Buffer.from('">go()</script><p>₹4,599</p><style nonce="'), Buffer.from('"></style></html>')];
const filled = (hole: string) => Buffer.concat(parts.flatMap((part, i) => (i ? [Buffer.from(hole), part] : [part])));
const NONCES = ["AAAAAAAAAAAAAAAAAAAAAA==", "BBBBBBBBBBBBBBBBBBBBBB==", "CCCCCCCCCCCCCCCCCCCCCC=="];

describe("reusable copies of a kept page", () => {
  it("gives each response the page with its own bytes in every hole", () => {
    const copies = reusableCopies(pageTemplate(parts, 24), { keep: 2 });
    for (const nonce of NONCES) {
      const { body, done } = copies.take(Buffer.from(nonce));
      expect(body).toEqual(filled(nonce));
      done!(true);
    }
  });

  it("never hands out a copy that is still on its way out, and reuses it once it is done", () => {
    const copies = reusableCopies(pageTemplate(parts, 24), { keep: 2 });
    const first = copies.take(Buffer.from(NONCES[0]!));
    const second = copies.take(Buffer.from(NONCES[1]!));
    expect(second.body).not.toBe(first.body);
    // The first response is unchanged by the second one's nonce.
    expect(first.body).toEqual(filled(NONCES[0]!));
    first.done!(true);
    const third = copies.take(Buffer.from(NONCES[2]!));
    expect(third.body).toBe(first.body);
    expect(third.body).toEqual(filled(NONCES[2]!));
    expect(second.body).toEqual(filled(NONCES[1]!));
  });

  it("keeps at most `keep` copies, counts their bytes, and gives a copy back only once", () => {
    const kept: number[] = [];
    const copies = reusableCopies(pageTemplate(parts, 24), { keep: 2, onKeep: (bytes) => kept.push(bytes) });
    const taken = NONCES.map((nonce) => copies.take(Buffer.from(nonce)));
    expect(new Set(taken.map((copy) => copy.body)).size).toBe(3);
    expect(kept).toEqual([filled(NONCES[0]!).length, filled(NONCES[0]!).length]);
    expect(copies.bytes).toBe(2 * filled(NONCES[0]!).length);
    // The third was made for its response alone: there is nothing to give back.
    expect(taken[2]!.done).toBeUndefined();
    for (const copy of taken) copy.done?.(true);
    taken[0]!.done!(true);
    const again = [copies.take(Buffer.from(NONCES[0]!)), copies.take(Buffer.from(NONCES[1]!)), copies.take(Buffer.from(NONCES[2]!))];
    expect(new Set(again.map((copy) => copy.body)).size).toBe(3);
    expect(again.filter((copy) => taken.slice(0, 2).some((old) => old.body === copy.body))).toHaveLength(2);
    expect(kept).toHaveLength(2);
  });

  it("forgets a copy whose response was cut off, and makes a new one in its place", () => {
    const changes: number[] = [];
    const copies = reusableCopies(pageTemplate(parts, 24), { keep: 1, onKeep: (change) => changes.push(change) });
    const cut = copies.take(Buffer.from(NONCES[0]!));
    cut.done!(false);
    const next = copies.take(Buffer.from(NONCES[1]!));
    expect(next.body).not.toBe(cut.body);
    expect(next.body).toEqual(filled(NONCES[1]!));
    expect(changes).toEqual([cut.body.length, -cut.body.length, next.body.length]);
    expect(copies.bytes).toBe(next.body.length);
  });

  it("starts from the rendered page itself when it is given as the first copy", () => {
    const rendered = filled(NONCES[0]!);
    const copies = reusableCopies(pageTemplate(parts, 24), { keep: 2, first: rendered });
    const { body } = copies.take(Buffer.from(NONCES[1]!));
    expect(body).toBe(rendered);
    expect(body).toEqual(filled(NONCES[1]!));
    expect(copies.bytes).toBe(0);
  });

  it("keeps a gzip copy valid for every nonce (the trailer's CRC follows the holes)", () => {
    const copies = reusableCopies(gzipTemplate(compressWithHoles(parts, 24)), { keep: 1 });
    for (const nonce of [...NONCES, ...NONCES]) {
      const { body, done } = copies.take(Buffer.from(nonce));
      // gunzip checks the CRC-32 and the length in the trailer.
      expect(gunzipSync(body)).toEqual(filled(nonce));
      done!(true);
    }
  });
});
