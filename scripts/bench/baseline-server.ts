/**
 * The baseline: a bare `node:http` server that answers every request with the same static
 * answer. Run directly by Node 24 (type stripping), without the shop's framework, so the ratio
 * shop/baseline shows what the shop's own work costs. Two kinds:
 * - body alone: BODY_BYTES bytes of "x" with a Content-Type (CONTENT_TYPE) and Content-Length;
 * - the same bytes (RESPONSE_FILE): a response the shop sent, as `startSameBytesBaseline` (baseline.ts) wrote it — its
 *   header fields and its body, so a load generator reads what it reads from the shop.
 * Prints `{"port":N}` once listening; stops on SIGTERM.
 */
import { createServer } from "node:http";
import { readFileSync } from "node:fs";

type Answer = { headers: string[]; body: Buffer };

/** A response as `startSameBytesBaseline` (baseline.ts) writes it: one line of JSON header pairs, then the body. */
function answerFromFile(file: string): Answer {
  const bytes = readFileSync(file);
  const lineEnd = bytes.indexOf("\n");
  const pairs = JSON.parse(bytes.subarray(0, lineEnd).toString("utf8")) as [string, string][];
  const body = bytes.subarray(lineEnd + 1);
  return { headers: [...pairs.flat(), "Content-Length", String(body.length)], body };
}

function bodyAlone(): Answer {
  const body = Buffer.alloc(Number(process.env.BODY_BYTES ?? "1024"), "x");
  return { headers: ["Content-Type", process.env.CONTENT_TYPE ?? "text/html; charset=utf-8", "Content-Length", String(body.length)], body };
}

const { headers, body } = process.env.RESPONSE_FILE ? answerFromFile(process.env.RESPONSE_FILE) : bodyAlone();

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 10_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
