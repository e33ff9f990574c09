/** A chunk given to `res.write` or `res.end` as bytes; nothing for a missing chunk or a callback. */
export function chunkBuffer(chunk: unknown, encoding?: unknown): Buffer | undefined {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return undefined;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return Buffer.from(chunk as Uint8Array);
}
