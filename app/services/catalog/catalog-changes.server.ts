import type { Database, Listener } from "~/db/client.server";

/** The channel the database's triggers (migration 0009) announce catalogue changes on. */
const CATALOG_CHANNEL = "catalog_changed";

/**
 * Which products changed: their ids, or "all" (many at once, or notifications were lost).
 * `membership`: products came or went, or a name, brand or type changed — so search counts too.
 */
export type CatalogChange = { ids: string[]; membership: boolean } | "all";

export type CatalogChanges = {
  /** `onChange` hears every change committed by any process; returns the unsubscribe. */
  subscribe: (onChange: (change: CatalogChange) => void) => () => void;
  /** Resolves once every change committed before the call has been heard. */
  catchUp: () => Promise<void>;
  close: () => Promise<void>;
};

/** Reads a trigger's payload: `+` when membership changed, then product ids separated by commas, or `*`. */
export function parseCatalogChange(payload: string): CatalogChange {
  const membership = payload.startsWith("+");
  const ids = membership ? payload.slice(1) : payload;
  if (ids === "*" || (!ids && !membership)) return "all";
  return { ids: ids.split(",").filter(Boolean), membership };
}

/**
 * The catalogue's change announcements. Triggers on `product` and `review` (migration 0009)
 * `pg_notify` the ids they touched when their transaction commits, so every process hears
 * every write — the admin's, an order's stock, a review, a job's, the seed script's.
 */
export async function listenForCatalogChanges(database: Pick<Database, "listen">): Promise<CatalogChanges> {
  const listeners = new Set<(change: CatalogChange) => void>();
  const tell = (change: CatalogChange) => {
    for (const listener of listeners) listener(change);
  };
  const listener: Listener = await database.listen(CATALOG_CHANNEL, {
    onMessage: (payload) => tell(parseCatalogChange(payload)),
    onReset: () => tell("all"),
  });
  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    catchUp: () => listener.catchUp(),
    close: async () => {
      listeners.clear();
      await listener.close();
    },
  };
}
