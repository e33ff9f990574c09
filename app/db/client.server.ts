import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { timed } from "./query-timing.server";
import * as schema from "./schema";

type Schema = typeof schema;
/** The same Drizzle API whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  engine: "pglite" | "postgres";
  /**
   * Runs `work` while holding a database-wide lock, so that several app processes starting
   * at once migrate and seed one after another. PGlite serves one process: nothing to lock.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /**
   * Subscribes to a `pg_notify` channel. PostgreSQL: a connection of its own that comes back
   * after a loss (`onReset` then says notifications may have been missed). PGlite: in process.
   */
  listen: (channel: string, handlers: ListenHandlers) => Promise<Listener>;
};

type ListenHandlers = { onMessage: (payload: string) => void; onReset: () => void };
export type Listener = {
  /** Resolves once every notification committed before the call has reached `onMessage`. */
  catchUp: () => Promise<void>;
  close: () => Promise<void>;
};

const STARTUP_LOCK_KEY = 7_412_003;

/**
 * The embedded database's memory (issue 15): PostgreSQL's default 128 MB of shared buffers
 * is allocated inside the WebAssembly heap of the shop's own process. 16 MB holds a 10,000-
 * product catalogue's hot pages; the process started at 362 MB RSS with the default and
 * 251 MB with this (reopening an existing database; `npm run bench -- --only=signed-in`).
 */
const PGLITE_SETTINGS = ["shared_buffers = 16MB", "work_mem = 2MB", "maintenance_work_mem = 32MB", ""].join("\n");

/** Told when the pool loses an idle connection (the pool replaces it); the server passes its logger. */
type IdleErrorHandler = (error: Error) => void;

/** Without a logger (scripts, tests) the loss still leaves a line on stderr. */
const warnOnStderr: IdleErrorHandler = (error) => process.emitWarning(`postgres: idle connection lost (${error.message})`);

export type DatabaseOptions =
  | { engine: "postgres"; url: string; poolSize?: number; onIdleError?: IdleErrorHandler }
  /** `dataDir` undefined = in memory (tests). */
  | { engine: "pglite"; dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.engine === "postgres") {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
    });
    // An idle connection dropped by the server (restart, failover): the pool replaces it.
    pool.on("error", options.onIdleError ?? warnOnStderr);
    pool.query = timed(pool.query) as typeof pool.query;
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      engine: "postgres",
      exclusively: async (work) => {
        const lockHolder = await pool.connect();
        try {
          await lockHolder.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
          return await work();
        } finally {
          let unlockFailure: Error | undefined;
          try {
            await lockHolder.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
          } catch (error) {
            unlockFailure = error instanceof Error ? error : new Error(String(error));
          }
          // A connection that could not unlock is destroyed instead of pooled, which ends its lock.
          lockHolder.release(unlockFailure);
        }
      },
      close: () => pool.end(),
      listen: (channel, handlers) => listenOnPostgres(options.url, channel, handlers),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    postgresqlconf: PGLITE_SETTINGS,
  });
  client.query = timed(client.query) as typeof client.query;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    engine: "pglite",
    exclusively: (work) => work(),
    close: async () => {
      if (!client.closed) await client.close();
    },
    listen: async (channel, { onMessage }) => {
      const unsubscribe = await client.listen(channel, onMessage);
      return {
        // PGlite delivers a notification before the query that caused it resolves.
        catchUp: async () => {},
        close: async () => {
          if (!client.closed) await unsubscribe();
        },
      };
    },
  };
}

/**
 * LISTEN on a connection of its own. A lost connection is replaced after a short pause and
 * `onReset` is told (notifications sent meanwhile are lost, so caches must forget everything).
 * `catchUp` runs a query on that connection: the server sends pending notifications first.
 */
async function listenOnPostgres(url: string, channel: string, { onMessage, onReset }: ListenHandlers): Promise<Listener> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    const lost = () => {
      if (client !== next) return;
      client = null;
      onReset();
      if (!closed) retry = setTimeout(() => void connect().catch(lostOnStart), 500);
    };
    next.on("error", lost);
    next.on("end", lost);
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    if (closed) return void (await next.end());
    client = next;
  };
  const lostOnStart = () => {
    onReset();
    if (!closed) retry = setTimeout(() => void connect().catch(lostOnStart), 1000);
  };
  await connect();
  // One query at a time on the listening connection: pg deprecates overlapping queries on a
  // client, and each `select 1` still follows every notification committed before its call.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    catchUp: () => {
      const run = queue.then(() => client?.query("select 1")).then(
        () => undefined,
        () => undefined,
      );
      queue = run;
      return run;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}

/** Runs raw SQL and returns its rows (both engines answer `{ rows }`). */
export async function queryRows<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The shop's database as configured: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(
  config: { DATABASE_URL?: string; pgliteDir: string },
  { onIdleError }: { onIdleError?: IdleErrorHandler } = {},
): Promise<Database> {
  return openDatabase(
    config.DATABASE_URL
      ? { engine: "postgres", url: config.DATABASE_URL, onIdleError }
      : { engine: "pglite", dataDir: config.pgliteDir },
  );
}
