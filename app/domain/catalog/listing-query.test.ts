import { describe, expect, it } from "vitest";
import {
  cleanSearch,
  DEFAULT_LISTING,
  listingSearch,
  MAX_SEARCH_LENGTH,
  PAGE_SIZE,
  parseListingQuery,
  searchTerms,
} from "./listing-query";

const parse = (search: string, options?: { allowLimit?: boolean }) =>
  parseListingQuery(new URLSearchParams(search), options);

describe("parseListingQuery", () => {
  it("defaults to every product, newest first, page 1", () => {
    expect(parse("")).toEqual(DEFAULT_LISTING);
  });

  it("reads a full view", () => {
    expect(parse("type=battery&q=%20exide%20%20tubular%20&sort=price-desc&page=3")).toEqual({
      type: "battery",
      q: "exide tubular",
      sort: "price-desc",
      page: 3,
      limit: PAGE_SIZE,
    });
  });

  it.each([
    ["type=fridge", { type: "all" }],
    ["type=", { type: "all" }],
    ["type=INVERTER", { type: "all" }],
    ["sort=cheapest", { sort: "newest" }],
    ["sort[]=x", { sort: "newest" }],
    ["page=0", { page: 1 }],
    ["page=-2", { page: 1 }],
    ["page=abc", { page: 1 }],
    ["page=1.5", { page: 1 }],
    ["page=1e3", { page: 1 }],
    ["page=99999999999999999999", { page: 1 }],
    ["page=10001", { page: 1 }],
  ])("falls back to the default for %s", (search, expected) => {
    expect(parse(search)).toEqual({ ...DEFAULT_LISTING, ...expected });
  });

  it("caps the search text", () => {
    expect(MAX_SEARCH_LENGTH).toBe(100);
    expect(parse(`q=${"a".repeat(500)}`).q).toBe("a".repeat(100));
  });

  it("keeps quotes, percent signs and SQL as plain text", () => {
    expect(parse("q=%27%3B+drop+table+product%3B--").q).toBe("'; drop table product;--");
    expect(parse("q=50%25_off").q).toBe("50%_off");
  });

  it("reads limit only for the API, within bounds", () => {
    expect(parse("limit=24").limit).toBe(PAGE_SIZE);
    expect(parse("limit=24", { allowLimit: true }).limit).toBe(24);
    expect(parse("limit=1000", { allowLimit: true }).limit).toBe(PAGE_SIZE);
    expect(parse("limit=0", { allowLimit: true }).limit).toBe(PAGE_SIZE);
  });
});

describe("listingSearch", () => {
  it("leaves defaults out", () => {
    expect(listingSearch(DEFAULT_LISTING)).toBe("");
    expect(listingSearch({ ...DEFAULT_LISTING, type: "ups", page: 2 })).toBe("?type=ups&page=2");
  });

  it("round-trips through the parser", () => {
    const view = { type: "inverter", q: "sine & wave", sort: "price-asc", page: 4, limit: PAGE_SIZE } as const;
    expect(parse(listingSearch(view).slice(1))).toEqual(view);
  });
});

describe("searchTerms", () => {
  it("splits into lower-case words", () => {
    expect(searchTerms("Luminous  ZELIO")).toEqual(["luminous", "zelio"]);
    expect(searchTerms("")).toEqual([]);
  });
});

describe("cleanSearch", () => {
  it("turns a NUL and other control characters into spaces, which the database accepts", () => {
    expect(parse("q=%00").q).toBe("");
    expect(parse("q=solar%00inverter%1F%7F%C2%85x").q).toBe("solar inverter x");
    expect(cleanSearch("  Luminous\t\n 1100 ", 100)).toBe("Luminous 1100");
    expect(cleanSearch(null, 10)).toBe("");
  });
});
