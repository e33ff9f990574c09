import type { ServerResponse } from "node:http";

/** Per answer, what ends it with a body in pieces as they are (set by the zstd middleware, decision 051). */
const pieceTakers = new WeakMap<ServerResponse, (pieces: readonly Buffer[]) => void>();

/**
 * Ends an answer with a body made of `pieces` (a page cut around what is spliced in, say):
 * handed over as they are where a middleware in front takes them so — the zstd middleware
 * compresses them into its frames without a joined copy of the page first — else joined and
 * sent in one `end`, as a body that arrives whole.
 */
export function endInPieces(res: ServerResponse, pieces: readonly Buffer[]): void {
  const take = pieceTakers.get(res);
  if (take) take(pieces);
  else res.end(pieces.length === 1 ? pieces[0] : Buffer.concat(pieces));
}

/** For a middleware that wraps `res.end`: `take` ends the answer with these pieces, as its `end` would with them joined. */
export function takePieces(res: ServerResponse, take: (pieces: readonly Buffer[]) => void): void {
  pieceTakers.set(res, take);
}
