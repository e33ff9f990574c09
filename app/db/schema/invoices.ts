/**
 * Tax invoices and credit notes (decision 013): each a frozen snapshot of what was printed,
 * numbered from a per-series, per-financial-year counter row that is bumped inside the
 * transaction that issues the document, so a rolled-back issue leaves no gap.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { TaxDocumentKind, TaxDocumentSnapshot } from "~/domain/gst/views";
import { createdAt } from "./columns";
import { order } from "./orders";

export const taxDocumentCounter = pgTable(
  "tax_document_counter",
  {
    kind: text("kind").$type<TaxDocumentKind>().notNull(),
    /** The calendar year the financial year began in (2026 = FY 2026–27). */
    financialYear: integer("financial_year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

export const taxDocument = pgTable(
  "tax_document",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<TaxDocumentKind>().notNull(),
    number: text("number").notNull().unique(),
    financialYear: integer("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    /** Null once the order is deleted; the document itself is never deleted. */
    orderRecordId: uuid("order_record_id").references(() => order.id, { onDelete: "set null" }),
    orderId: text("order_id").notNull(),
    /** The order's customer: only they (and the admin) may download it. */
    userId: text("user_id").notNull(),
    /** For a credit note: the invoice it cancels. */
    refersToId: uuid("refers_to_id"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    buyerGstin: text("buyer_gstin"),
    placeOfSupply: text("place_of_supply").notNull(),
    interState: boolean("inter_state").notNull(),
    taxablePaise: bigint("taxable_paise", { mode: "number" }).notNull(),
    cgstPaise: bigint("cgst_paise", { mode: "number" }).notNull(),
    sgstPaise: bigint("sgst_paise", { mode: "number" }).notNull(),
    igstPaise: bigint("igst_paise", { mode: "number" }).notNull(),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull(),
    snapshot: jsonb("snapshot").$type<TaxDocumentSnapshot>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tax_document_series_idx").on(t.kind, t.financialYear, t.sequence),
    // One invoice per order, one credit note per invoice.
    uniqueIndex("tax_document_order_kind_idx").on(t.orderRecordId, t.kind),
    uniqueIndex("tax_document_refers_to_idx").on(t.refersToId),
    index("tax_document_issued_idx").on(t.issuedAt),
    index("tax_document_user_idx").on(t.userId),
    check("tax_document_kind", sql`${t.kind} in ('invoice', 'credit_note')`),
    check("tax_document_adds_up", sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`),
  ],
);
