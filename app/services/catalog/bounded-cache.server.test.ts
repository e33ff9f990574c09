import { describe, expect, it } from "vitest";
import { createBoundedCache } from "./bounded-cache.server";

/** A cache of strings weighed by their length, with a log of every load it had to make. */
function stringCache({ maxBytes = 100, maxEntries = { page: 10, other: 10 } } = {}) {
  const loads: string[] = [];
  const cache = createBoundedCache({ maxEntries, maxBytes, ttlMs: 60_000, sizeOf: (value) => String(value).length });
  const get = (key: string, value = key.repeat(40), kind = "page") =>
    cache.get(kind, key, async () => {
      loads.push(key);
      return value;
    });
  return { cache, loads, get };
}

describe("createBoundedCache", () => {
  it("keeps its values within maxBytes, least recently used out first", async () => {
    const { cache, loads, get } = stringCache({ maxBytes: 100 });
    await get("a");
    await get("b");
    await get("a"); // a is now the most recently used
    await get("c"); // 120 bytes: b goes
    expect(cache.bytes).toBe(80);
    await get("a");
    await get("c");
    expect(loads).toEqual(["a", "b", "c"]);
    await get("b");
    expect(loads).toEqual(["a", "b", "c", "b"]);
    expect(cache.bytes).toBeLessThanOrEqual(100);
  });

  it("weighs values of every kind against the one budget", async () => {
    const { cache, loads, get } = stringCache({ maxBytes: 100 });
    await get("a");
    await get("x", "x".repeat(70), "other");
    expect(cache.count("page")).toBe(0);
    expect(cache.count("other")).toBe(1);
    await get("a");
    expect(loads).toEqual(["a", "x", "a"]);
  });

  it("does not keep a value larger than the whole budget", async () => {
    const { cache, loads, get } = stringCache({ maxBytes: 100 });
    await get("a");
    await get("big", "z".repeat(101));
    await get("big", "z".repeat(101));
    expect(loads).toEqual(["a", "big", "big"]);
    expect(cache.bytes).toBe(40);
  });

  it("bounds each kind in entries too", async () => {
    const { cache, loads, get } = stringCache({ maxBytes: 10_000, maxEntries: { page: 2, other: 2 } });
    await get("a");
    await get("b");
    await get("o", "o", "other");
    await get("c");
    expect(cache.count("page")).toBe(2);
    await get("o", "o", "other");
    await get("a");
    expect(loads).toEqual(["a", "b", "o", "c", "a"]);
  });

  it("shares one load between concurrent misses, and never keeps one dropped while it ran", async () => {
    const { cache, loads, get } = stringCache();
    const [first, second] = await Promise.all([get("a"), get("a")]);
    expect(first).toBe(second);
    expect(loads).toEqual(["a"]);

    const pending = get("b");
    cache.dropKinds("page");
    await pending;
    expect(cache.bytes).toBe(0);
    await get("b");
    expect(loads).toEqual(["a", "b", "b"]);
  });

  it("keeps nothing of a kind bounded at 0 entries, and forgets failed loads", async () => {
    const { cache, loads, get } = stringCache({ maxEntries: { page: 0, other: 10 } });
    await get("a");
    await get("a");
    expect(loads).toEqual(["a", "a"]);
    const failing = () => cache.get("other", "f", () => Promise.reject(new Error("database gone")));
    await expect(failing()).rejects.toThrow("database gone");
    expect(cache.count("other")).toBe(0);
  });
});
