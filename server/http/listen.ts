/**
 * Listens on the shop's port through several sockets at once (decision 037). Node accepts one
 * connection per listening socket per turn of its event loop (libuv 1.45+), and a busy shop's
 * turn holds up to eight renders, so 50 phones arriving at once waited up to 50 turns (~1 s)
 * to be let in. With `SO_REUSEPORT` the kernel spreads new connections over `acceptors`
 * sockets in this one process, each accepting one a turn; every connection is handed to the
 * same HTTP server, so timeouts, keep-alive and shutdown are as with one socket.
 */
import cluster from "node:cluster";
import type { Server as HttpServer } from "node:http";
import { createServer as createNetServer, type AddressInfo, type Server as NetServer } from "node:net";

/** Sockets a single shop process listens with; one is taken per turn of the event loop. */
const ACCEPTING_SOCKETS = 8;

export type Listening = {
  port: number;
  /** Stops accepting on every socket; resolves once their connections have ended. */
  close: () => Promise<void>;
};

export async function listenWithAcceptors(
  server: HttpServer,
  { port, host, acceptors = ACCEPTING_SOCKETS }: { port: number; host: string | undefined; acceptors?: number },
): Promise<Listening> {
  // A cluster worker's sockets belong to the primary, which accepts for it.
  const reusePort = acceptors > 1 && !cluster.isWorker && process.platform === "linux";
  let portToBind = port;
  if (reusePort) {
    // With SO_REUSEPORT a second shop started on a port in use would quietly share it; a plain
    // socket first keeps "address in use" an error (and picks the port when asked for 0).
    const probe = createNetServer();
    await listen(probe, { port, host, reusePort: false });
    portToBind = (probe.address() as AddressInfo).port;
    await closed(probe);
  }
  await listen(server, { port: portToBind, host, reusePort });
  const address = server.address();
  const boundPort = typeof address === "object" && address ? address.port : portToBind;
  const extra: NetServer[] = [];
  const close = () => Promise.all([server, ...extra].map(closed)).then(() => {});
  try {
    for (let i = 1; reusePort && i < acceptors; i++) {
      // Options as node:http gives its own sockets (`noDelay`), then the same path as theirs.
      const acceptor = createNetServer({ noDelay: true }, (socket) => server.emit("connection", socket));
      await listen(acceptor, { port: boundPort, host, reusePort });
      extra.push(acceptor);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { port: boundPort, close };
}

function listen(server: NetServer, options: { port: number; host: string | undefined; reusePort: boolean }) {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

function closed(server: NetServer) {
  return new Promise<void>((resolve) => server.close(() => resolve()));
}
