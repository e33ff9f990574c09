/**
 * The baseline: a bare `node:http` server that answers every request with the same static
 * body of BODY_BYTES bytes. Run directly by Node 24 (type stripping), without the shop's
 * framework, so the ratio shop/baseline shows what the shop's own work costs.
 * Prints `{"port":N}` once listening; stops on SIGTERM.
 */
import { createServer } from "node:http";

const bytes = Number(process.env.BODY_BYTES ?? "1024");
const contentType = process.env.CONTENT_TYPE ?? "text/html; charset=utf-8";
const body = Buffer.alloc(bytes, "x");

const server = createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": contentType, "Content-Length": body.length });
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
