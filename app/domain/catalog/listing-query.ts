import { isProductType, type ProductType } from "./product-type";

export const LISTING_SORTS = ["newest", "price-asc", "price-desc"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const SORT_LABELS: Record<ListingSort, string> = {
  newest: "Newest",
  "price-asc": "Price: Low to High",
  "price-desc": "Price: High to Low",
};

/** 48 cards: the demo catalogue fits on one page; a large one pages. */
export const PAGE_SIZE = 48;
const MAX_API_LIMIT = 100;
export const MAX_SEARCH_LENGTH = 100;
/** Deeper pages are not useful to a person and cost the database an ever-longer scan. */
const MAX_PAGE = 10_000;

export type ListingQuery = {
  type: ProductType | "all";
  /** Trimmed search text; "" when none. */
  q: string;
  sort: ListingSort;
  /** 1-based. */
  page: number;
  limit: number;
};

export const DEFAULT_LISTING: ListingQuery = {
  type: "all",
  q: "",
  sort: "newest",
  page: 1,
  limit: PAGE_SIZE,
};

function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

/**
 * Reads the listing's URL. Anything unknown, malformed or out of range falls back to the
 * default for that parameter: a hand-edited link shows products, never an error.
 */
export function parseListingQuery(
  params: URLSearchParams,
  { allowLimit = false }: { allowLimit?: boolean } = {},
): ListingQuery {
  const type = params.get("type");
  const sort = params.get("sort");
  const q = cleanSearch(params.get("q"), MAX_SEARCH_LENGTH);
  return {
    type: isProductType(type) ? type : "all",
    q,
    sort: LISTING_SORTS.includes(sort as ListingSort) ? (sort as ListingSort) : "newest",
    page: positiveInt(params.get("page"), MAX_PAGE) ?? 1,
    limit: (allowLimit && positiveInt(params.get("limit"), MAX_API_LIMIT)) || PAGE_SIZE,
  };
}

/** The URL search string for a listing view, leaving defaults out so links stay short. */
export function listingSearch(query: Partial<ListingQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.type && query.type !== "all") params.set("type", query.type);
  if (query.sort && query.sort !== "newest") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.limit && query.limit !== PAGE_SIZE) params.set("limit", String(query.limit));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Search words, lower-cased, each of which must appear in the product's brand or name. */
export function searchTerms(q: string): string[] {
  return q
    .toLowerCase()
    .split(" ")
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * A search as typed, made safe to hand to the database: control characters (a NUL, which
 * PostgreSQL refuses in text, among them) become spaces, runs of whitespace one space.
 */
export function cleanSearch(raw: string | null, maxLength: number): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
  return (raw ?? "").replace(/[\u0000-\u001f\u007f-\u009f]/gu, " ").replace(/\s+/gu, " ").trim().slice(0, maxLength);
}
