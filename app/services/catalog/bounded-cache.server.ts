/** A kind of entry, bounded in number on its own (e.g. listings, products). */
type Kind = string;

type Slot<T> = {
  kind: Kind;
  value: Promise<T>;
  until: number;
  /** Counted once the value is there; 0 while it loads. */
  bytes: number;
};

export type BoundedCache = {
  /** The value kept under `kind` + `key`, or `load()`'s, kept for the next caller (concurrent misses share one load). */
  get: <T>(kind: Kind, key: string, load: () => Promise<T>) => Promise<T>;
  /** Drops one entry; a load in flight for it is never kept. */
  drop: (kind: Kind, key: string) => void;
  /** Drops every entry of these kinds. */
  dropKinds: (...kinds: Kind[]) => void;
  count: (kind: Kind) => number;
  readonly bytes: number;
};

/**
 * Promises of values kept in memory, least recently used out first, bounded in entries per
 * kind and in bytes over all kinds together. The bytes are `sizeOf(value)` — for the
 * catalogue, the length of its JSON, close to what V8 holds for plain data (decision 022) —
 * so a budget stays a budget whether the shop lists 20 or 200 products a page.
 */
export function createBoundedCache({
  maxEntries,
  maxBytes,
  ttlMs,
  sizeOf,
  now = Date.now,
}: {
  /** Entries per kind; 0 keeps nothing. */
  maxEntries: Record<Kind, number>;
  maxBytes: number;
  ttlMs: number;
  sizeOf: (value: unknown) => number;
  now?: () => number;
}): BoundedCache {
  /** One map for all kinds: its order is the least-recently-used order across them. */
  const slots = new Map<string, Slot<unknown>>();
  const counts = new Map<Kind, number>();
  let bytes = 0;
  const keyOf = (kind: Kind, key: string) => `${kind}\u0000${key}`;

  const remove = (mapKey: string, slot: Slot<unknown>) => {
    slots.delete(mapKey);
    counts.set(slot.kind, (counts.get(slot.kind) ?? 1) - 1);
    bytes -= slot.bytes;
  };
  const dropOldest = (wanted: (slot: Slot<unknown>) => boolean) => {
    for (const [mapKey, slot] of slots) {
      if (wanted(slot)) return remove(mapKey, slot);
    }
  };

  const count = (value: unknown, mapKey: string, slot: Slot<unknown>) => {
    if (slots.get(mapKey) !== slot) return;
    slot.bytes = sizeOf(value);
    bytes += slot.bytes;
    if (slot.bytes > maxBytes) return remove(mapKey, slot);
    // Loads in flight weigh nothing yet: dropping them would only undo their sharing.
    while (bytes > maxBytes) dropOldest((other) => other !== slot && other.bytes > 0);
  };

  return {
    get: <T>(kind: Kind, key: string, load: () => Promise<T>): Promise<T> => {
      const max = maxEntries[kind] ?? 0;
      if (max === 0) return load();
      const mapKey = keyOf(kind, key);
      const at = now();
      const slot = slots.get(mapKey) as Slot<T> | undefined;
      if (slot && at < slot.until) {
        // Least recently used first out: a hit moves to the end.
        slots.delete(mapKey);
        slots.set(mapKey, slot);
        return slot.value;
      }
      if (slot) remove(mapKey, slot);
      if ((counts.get(kind) ?? 0) >= max) dropOldest((other) => other.kind === kind);
      const value = load();
      const fresh: Slot<T> = { kind, value, until: at + ttlMs, bytes: 0 };
      slots.set(mapKey, fresh);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      value.then(
        (loaded) => count(loaded, mapKey, fresh),
        () => {
          if (slots.get(mapKey) === fresh) remove(mapKey, fresh);
        },
      );
      return value;
    },
    drop: (kind, key) => {
      const mapKey = keyOf(kind, key);
      const slot = slots.get(mapKey);
      if (slot) remove(mapKey, slot);
    },
    dropKinds: (...kinds) => {
      for (const [mapKey, slot] of slots) {
        if (kinds.includes(slot.kind)) remove(mapKey, slot);
      }
    },
    count: (kind) => counts.get(kind) ?? 0,
    get bytes() {
      return bytes;
    },
  };
}
