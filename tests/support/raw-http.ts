/**
 * HTTP as sent, for tests of what goes over the wire: `fetch` adds its own Accept-Encoding and
 * decompresses, which would hide the encoding, the length and the bytes the shop chose.
 */
import { request, type Agent, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } from "node:zlib";

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A request with exactly these headers; the body as it came. */
export function rawGet(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawAnswer> {
  return rawRequest(url, { headers, method }).answer;
}

/**
 * The same, on `agent`'s connections (`false`: a connection of its own); `leave()` hangs up
 * before the answer, as a shopper who gave up does.
 */
export function rawRequest(
  url: string,
  { headers = {}, method = "GET", agent }: { headers?: Record<string, string>; method?: string; agent?: Agent | false },
): { answer: Promise<RawAnswer>; leave: () => void } {
  const req = request(url, { method, headers, agent });
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
  });
  req.end();
  return { answer, leave: () => void (answer.catch(() => {}), req.destroy()) };
}

/** The body as the client reads it, decoded by its Content-Encoding. */
export function decodedBody({ headers, body }: Pick<RawAnswer, "headers" | "body">): Buffer {
  switch (headers["content-encoding"]) {
    case "gzip":
      return gunzipSync(body);
    case "br":
      return brotliDecompressSync(body);
    case "deflate":
      return inflateSync(body);
    case "zstd":
      // As a browser reads it: every frame (Node's decoder alone stops after the first).
      return Buffer.concat(zstdFrames(body).map((frame) => zstdDecompressSync(frame)));
    default:
      return body;
  }
}

/**
 * A zstd body cut into its frames (RFC 8878, 3.1.1), read from their headers and block
 * headers: a body compressed in one piece is one frame, a page sent around a known part
 * (decision 042) three.
 */
export function zstdFrames(body: Buffer): Buffer[] {
  const frames: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    if (body.readUInt32LE(at) !== 0xfd2fb528) throw new Error(`no zstd frame at byte ${at}`);
    const descriptor = body.readUInt8(at + 4);
    const singleSegment = (descriptor & 0x20) !== 0;
    const contentSizeBytes = [singleSegment ? 1 : 0, 2, 4, 8][descriptor >> 6]!;
    const dictionaryIdBytes = [0, 1, 2, 4][descriptor & 0x03]!;
    let end = at + 5 + (singleSegment ? 0 : 1) + dictionaryIdBytes + contentSizeBytes;
    for (let last = false; !last; ) {
      const header = body.readUIntLE(end, 3);
      last = (header & 1) === 1;
      const type = (header >> 1) & 0x03;
      end += 3 + (type === 1 ? 1 : header >> 3); // an RLE block holds one byte
    }
    if ((descriptor & 0x04) !== 0) end += 4; // the content checksum
    frames.push(body.subarray(at, end));
    at = end;
  }
  return frames;
}

/**
 * Whether a zstd frame's header states the content's size (RFC 8878, 3.1.1.1.1): a body
 * compressed in one call does, a stream does not.
 */
export function zstdFrameStatesSize(frame: Buffer): boolean {
  if (frame.readUInt32LE(0) !== 0xfd2fb528) throw new Error("not a zstd frame");
  const descriptor = frame.readUInt8(4);
  return descriptor >> 6 !== 0 || (descriptor & 0x20) !== 0;
}

/** The CSP nonce the answer's Content-Security-Policy allows. */
export function nonceOf({ headers }: Pick<RawAnswer, "headers">): string {
  return /'nonce-([^']+)'/.exec(String(headers["content-security-policy"]))?.[1] ?? "";
}
