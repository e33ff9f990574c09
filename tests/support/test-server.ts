import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { freePort } from "../../scripts/lib/os";
import { runPaths } from "./database-templates";

type RunningServer = {
  url: string;
  close: () => Promise<void>;
  services: { db: import("~/db/client.server").Db; rateLimiter: { reset: () => Promise<void> } };
};

export type TestServer = RunningServer & { dataDir: string; port: number };

/**
 * The production bundle (build/server/index.js, so `npm run build` first), started in this
 * process on a free port with its own empty data folder. Over HTTP it is exactly the shop.
 */
export async function startTestServer(
  env: Record<string, string | undefined> = {},
  { dataDir = mkdtempSync(path.join(tmpdir(), "shop-test-")), keepData = false } = {},
): Promise<TestServer> {
  const pgliteDir = path.join(dataDir, "pglite");
  if (!env.DATABASE_URL && !existsSync(pgliteDir)) {
    cpSync(runPaths(inject("testRunId")).pgliteTemplateDir, pgliteDir, { recursive: true });
  }
  const port = await freePort();
  const bundle = path.resolve("build/server/index.js");
  const { startServer } = (await import(/* @vite-ignore */ bundle)) as {
    startServer: (options: { env: NodeJS.ProcessEnv }) => Promise<RunningServer>;
  };
  const server = await startServer({
    env: {
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      PORT: String(port),
      ...env,
    },
  });
  return {
    ...server,
    dataDir,
    port,
    close: async () => {
      await server.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A tiny browser stand-in: keeps cookies between requests, sends forms like a browser would. */
export class Client {
  private cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Copies this client's cookies into a new one (a stolen cookie, say). */
  clone(): Client {
    const copy = new Client(this.baseUrl);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  async request(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("Cookie", this.cookieHeader());
    const response = await fetch(new URL(pathname, this.baseUrl), { ...init, headers, redirect: "manual" });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = setCookie.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(pathname: string, init: RequestInit = {}) {
    return this.request(pathname, { ...init, method: "GET" });
  }

  /** A form post as a same-origin browser sends it. */
  post(pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request(pathname, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Origin: new URL(this.baseUrl).origin, "Sec-Fetch-Site": "same-origin", ...headers },
    });
  }
}

/** React Router's data responses are turbo-stream; the toast texts are plain strings inside. */
export async function bodyText(response: Response): Promise<string> {
  return response.text();
}
