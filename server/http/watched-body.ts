import type { ServerResponse } from "node:http";
import { chunkBuffer } from "./chunk-buffer";

/**
 * Sees an answer's body as the route writes it: every chunk given to `res.write` and `res.end`
 * reaches `seen` as bytes, and goes on to the client as written — or, with `hold`, is kept
 * back for `ended` to send (a page spliced for one signed-in shopper). At `end`, `res.write`
 * and `res.end` are put back as they were, not as bound copies: `endInPieces` hands a body's
 * pieces to the zstd middleware only while `res.end` is still its own (decision 051). Then
 * `ended` finishes the answer; `endAsWritten` ends it with what the route gave `end`.
 *
 * The page cache (keeping a page it renders) and `renderForViewer` (a page for one shopper
 * with the page cache off) both watch a body this way.
 */
export function watchBody(
  res: ServerResponse,
  { hold, seen, ended }: { hold: boolean; seen: (bytes: Buffer) => void; ended: (endAsWritten: () => ServerResponse) => ServerResponse },
): void {
  const { write, end } = res;
  const callWrite = write as (this: ServerResponse, ...args: unknown[]) => boolean;
  const callEnd = end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const bytes = chunkBuffer(chunk, rest[0]);
    if (bytes) seen(bytes);
    return hold ? true : callWrite.call(res, chunk, ...rest);
  }) as ServerResponse["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const bytes = chunkBuffer(chunk, rest[0]);
    if (bytes) seen(bytes);
    res.write = write;
    res.end = end;
    return ended(() => callEnd.call(res, chunk, ...rest));
  }) as ServerResponse["end"];
}
