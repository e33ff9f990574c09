import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { Client } from "./http";

/**
 * Fuzzing the shop over HTTP (issue 14): generated requests, seeded so a failure can be
 * replayed (`FUZZ_SEED=<seed printed by fast-check>`), `FUZZ_RUNS` inputs per route (1,000
 * unless set).
 */
export const FUZZ = {
  seed: Number(process.env.FUZZ_SEED ?? 14_2026),
  numRuns: Number(process.env.FUZZ_RUNS ?? 1000),
};

/** Every field name the shop's forms read, so generated forms reach past "missing field". */
const FIELD_NAMES = [
  "intent", "email", "password", "username", "phone", "confirmPassword", "redirectTo", "productId", "rating",
  "comment", "orderId", "reference", "orderRecordId", "status", "userId", "reviewId", "name", "brand", "type",
  "capacity", "shortDescription", "description", "price", "originalPrice", "imageSource", "imageUrl", "stockStatus",
  "stockQuantity", "featured", "warranty", "specLabel", "specValue", "checkoutKey", "items", "shipping",
];
const INTENTS = ["google", "review", "payment-reference", "update-status", "delete-order", "delete-user", "delete-review", "delete-product", "save-product"];

/** Strings as attackers and odd clients send them: empty, huge, unicode, NUL, numbers, ids, e-mails, markup. */
const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...INTENTS, "Delivered", "Shipped", "inverter", "In Stock", "url", "upload", "on", "true") },
  { weight: 1, arbitrary: fc.string({ minLength: 2000, maxLength: 12_000 }) },
  { weight: 2, arbitrary: fc.uuid().map(String) },
  { weight: 2, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.constantFrom("\u0000", "%00", "<script>alert(1)</script>", "' or 1=1 --", "//evil.example", "/\t/evil.example", "HAL000001", "9876543210", "600002", "", " ") },
);

/** Form fields: known names and made-up ones, each once or repeated. */
const anyFields: fc.Arbitrary<[string, string][]> = fc.array(
  fc.tuple(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: fc.string({ maxLength: 20 }) }), anyText),
  { maxLength: 14 },
);

/** JSON of any shape, including deep nesting and the wrong types for every field. */
const anyJson: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 6 }).map((value) => JSON.stringify(value)) },
  {
    weight: 3,
    arbitrary: fc
      .record({ checkoutKey: anyText, items: fc.oneof(fc.array(fc.record({ productId: anyText, quantity: fc.oneof(fc.integer(), fc.double(), anyText) }), { maxLength: 60 }), fc.jsonValue()), shipping: fc.oneof(fc.dictionary(fc.constantFrom("fullName", "mobile", "email", "address", "city", "pincode", "state", "landmark"), anyText), fc.jsonValue()) }, { requiredKeys: [] })
      .map((value) => JSON.stringify(value)),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
);

export type FuzzBody = { body: BodyInit | null; contentType: string | null; label: string };

/** A request body: a form as browsers send it, or multipart, JSON, text, a broken multipart, nothing. */
export const anyBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  { weight: 6, arbitrary: anyFields.map((fields) => ({ body: new URLSearchParams(fields).toString(), contentType: "application/x-www-form-urlencoded", label: `form ${JSON.stringify(fields).slice(0, 300)}` })) },
  {
    weight: 2,
    arbitrary: anyFields.map((fields) => {
      const form = new FormData();
      for (const [name, value] of fields) form.append(name, value);
      return { body: form, contentType: null, label: `multipart ${JSON.stringify(fields).slice(0, 300)}` };
    }),
  },
  { weight: 2, arbitrary: anyJson.map((json) => ({ body: json, contentType: "application/json", label: `json ${json.slice(0, 300)}` })) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom("text/plain", "multipart/form-data", "multipart/form-data; boundary=", "application/xml", "x/y; charset=zz", ";;"), fc.string({ maxLength: 200 })).map(([contentType, text]) => ({ body: text, contentType, label: `${contentType} ${text.slice(0, 100)}` })) },
  { weight: 1, arbitrary: fc.constant({ body: null, contentType: null, label: "no body" }) },
);

/** A query string of known and made-up parameters. */
export const anyQuery: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom("q", "type", "sort", "page", "limit", "ids", "orderId", "sig", "tab", "status", "user", "from", "to", "order"), fc.string({ maxLength: 8 })), anyText), { maxLength: 6 })
  .map((pairs) => new URLSearchParams(pairs).toString());

/** A path segment where an id belongs. */
export const anyId: fc.Arbitrary<string> = anyText.map((text) => encodeURIComponent(text.slice(0, 300)) || "x");

/**
 * What a refused request must not change: a fingerprint of every table a request can write.
 * (Sessions are left out: signing in is a success, and a visit may refresh a session's expiry.)
 */
export async function fingerprint(db: Db): Promise<string> {
  const result = await db.execute(sql`select
    (select count(*) from "user") as users, (select count(*) from "account") as accounts,
    (select count(*) from "order") as orders, (select count(*) from order_item) as items,
    (select count(*) from order_status_event) as events, (select count(*) from review) as reviews,
    (select count(*) from product) as products, (select coalesce(sum(stock_quantity), 0) from product) as stock,
    (select max(updated_at)::text from product) as product_updated, (select count(*) from job) as jobs,
    (select count(*) from mail_message) as mails, (select count(*) from tax_document) as tax_documents,
    (select count(*) from payment_webhook_event) as webhook_events,
    (select string_agg(status::text || coalesce(payment_reference, ''), ',' order by id) from "order") as order_states`);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return JSON.stringify(rows[0]);
}

/** Sends one generated request the way a same-origin page (or, now and then, another site) would. */
export function send(client: Client, origin: string, method: string, path: string, body: FuzzBody | null, crossSite = false): Promise<Response> {
  const headers: Record<string, string> =
    method === "GET" ? {} : crossSite ? { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } : { Origin: origin, "Sec-Fetch-Site": "same-origin" };
  if (body?.contentType) headers["Content-Type"] = body.contentType;
  return client.request(path, { method, body: body?.body ?? undefined, headers });
}
