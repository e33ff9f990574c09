import type { ServerResponse } from "node:http";

type PieceTaker = { end: ServerResponse["end"]; take: (pieces: readonly Buffer[]) => void };

/** Per answer, what ends it with a body in pieces as they are (set by the zstd middleware, decision 051). */
const pieceTakers = new WeakMap<ServerResponse, PieceTaker>();

/**
 * Ends an answer with a body made of `pieces` (a page cut around what is spliced in, say):
 * handed over as they are where the middleware in front takes them so — the zstd middleware
 * compresses them into its frames without a joined copy of the page first — else joined and
 * sent in one `end`, as a body that arrives whole. Only while `res.end` is still that
 * middleware's own: a wrapper put on since (to see the body, say) gets the joined body.
 */
export function endInPieces(res: ServerResponse, pieces: readonly Buffer[]): void {
  const taker = pieceTakers.get(res);
  if (taker && taker.end === res.end) taker.take(pieces);
  else res.end(joined(pieces));
}

/** The pieces as one body to send: a single piece as it is, else one copy of them all. */
export function joined(pieces: readonly Buffer[]): Buffer {
  return pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces);
}

/** For a middleware that has just put its own `res.end` on: `take` ends the answer with these pieces, as that `end` would with them joined. */
export function takePieces(res: ServerResponse, take: (pieces: readonly Buffer[]) => void): void {
  pieceTakers.set(res, { end: res.end, take });
}
