import type { Server } from "node:http";

/** Starts `server` on a free port (on `host`, else every interface) and gives the port. */
export async function listenOnFreePort(server: Server, host?: string): Promise<number> {
  await new Promise<void>((resolve) => (host ? server.listen(0, host, resolve) : server.listen(0, resolve)));
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}
