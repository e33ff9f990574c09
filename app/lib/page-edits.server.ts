/**
 * A change to a rendered page's bytes: `start`…`end` replaced by `insert`, or removed. An insert
 * in pieces (a listing's kept cards) goes in as they are, without a copy of its own.
 */
export type PageEdit = { start: number; end: number; insert?: Uint8Array | readonly Uint8Array[] };

/**
 * The page with every edit made, in one copy (a page's edits come from several places:
 * the listing's kept cards, the scripts that wait for the first paint). Edits never overlap.
 */
export function applyEdits(page: Buffer<ArrayBuffer>, edits: PageEdit[]): Buffer<ArrayBuffer> {
  if (edits.length === 0) return page;
  const slices: Uint8Array[] = [];
  let from = 0;
  for (const edit of edits.toSorted((a, b) => a.start - b.start)) {
    if (edit.start < from) throw new RangeError(`page edits overlap at byte ${edit.start}`);
    slices.push(page.subarray(from, edit.start));
    if (edit.insert instanceof Uint8Array) slices.push(edit.insert);
    else if (edit.insert) slices.push(...edit.insert);
    from = edit.end;
  }
  slices.push(page.subarray(from));
  return Buffer.concat(slices);
}
