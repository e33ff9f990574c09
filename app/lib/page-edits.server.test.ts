import { describe, expect, it } from "vitest";
import { applyEdits } from "./page-edits.server";

describe("page edits", () => {
  const page = Buffer.from("<head><link a/><link b/></head><body>₹<!--x--></body>");
  const at = (text: string) => page.indexOf(text);

  it("removes and replaces byte ranges, in whatever order the edits come", () => {
    const edits = [
      { start: at("<!--x-->"), end: at("<!--x-->") + 8, insert: Buffer.from("<p>card</p>") },
      { start: at("<link a/>"), end: at("<link b/>") },
    ];
    expect(applyEdits(page, edits).toString()).toBe("<head><link b/></head><body>₹<p>card</p></body>");
    expect(applyEdits(page, edits.toReversed()).toString()).toBe("<head><link b/></head><body>₹<p>card</p></body>");
  });

  it("puts an insert given in pieces in as one, in their order", () => {
    const edits = [{ start: at("<!--x-->"), end: at("<!--x-->") + 8, insert: [Buffer.from("<p>a</p>"), Buffer.from("<p>₹</p>")] }];
    expect(applyEdits(page, edits).toString()).toBe("<head><link a/><link b/></head><body>₹<p>a</p><p>₹</p></body>");
  });

  it("returns the page itself when there is nothing to do, and refuses overlapping edits", () => {
    expect(applyEdits(page, [])).toBe(page);
    expect(() => applyEdits(page, [{ start: 0, end: 10 }, { start: 5, end: 12 }])).toThrow(RangeError);
  });
});
