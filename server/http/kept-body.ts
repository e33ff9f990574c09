import Negotiator from "negotiator";

/** The compression middleware's threshold: smaller answers go out as they are. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A kept page is its body cut at each place the rendering nonce appeared; every response puts
 * its own nonce back (page-cache.ts). These are the two halves, and the rule for when the
 * page's kept gzip copy (gzip-with-holes.ts) goes out instead.
 */
export function splitAt(body: Buffer, separator: string): Buffer[] {
  if (!separator) return [body];
  const needle = Buffer.from(separator);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/**
 * A kept page with this response's nonce at each cut, in one buffer (the copy itself when it has
 * no nonce). Copying the listing's ~140 KB costs less than writing its ~75 slices one by one:
 * Node's bookkeeping per `res.write` made that a third of a hit's CPU.
 */
export function withNonce(parts: Buffer[], nonce: Buffer): Buffer {
  if (parts.length === 1) return parts[0]!;
  let length = nonce.length * (parts.length - 1);
  for (const part of parts) length += part.length;
  const page = Buffer.allocUnsafe(length);
  let at = parts[0]!.copy(page, 0);
  for (let i = 1; i < parts.length; i++) {
    at += nonce.copy(page, at);
    at += parts[i]!.copy(page, at);
  }
  return page;
}

/**
 * Whether the kept gzip copy answers: the compression middleware would compress this answer
 * (its type, no `no-transform`, 1 KB or more) and the client takes gzip. gzip even when it also
 * takes Brotli: a kept Brotli copy cannot have a nonce spliced in (decision 025).
 */
export function sendsKeptGzip(length: number, compressible: boolean, acceptEncoding: string | undefined): boolean {
  return (
    compressible &&
    length >= COMPRESS_FROM_BYTES &&
    acceptEncoding !== undefined &&
    new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encodings(["gzip"]).length > 0
  );
}
