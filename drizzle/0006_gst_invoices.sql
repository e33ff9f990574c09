CREATE TABLE "tax_document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"order_record_id" uuid,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"refers_to_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"buyer_gstin" text,
	"place_of_supply" text NOT NULL,
	"inter_state" boolean NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_document_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_document_kind" CHECK ("tax_document"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "tax_document_adds_up" CHECK ("tax_document"."total_paise" = "tax_document"."taxable_paise" + "tax_document"."cgst_paise" + "tax_document"."sgst_paise" + "tax_document"."igst_paise")
);
--> statement-breakpoint
CREATE TABLE "tax_document_counter" (
	"kind" text NOT NULL,
	"financial_year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "tax_document_counter_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "hsn_code" text DEFAULT '850440' NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "gst_rate_bp" integer DEFAULT 1800 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_document" ADD CONSTRAINT "tax_document_order_record_id_order_id_fk" FOREIGN KEY ("order_record_id") REFERENCES "public"."order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_document_series_idx" ON "tax_document" USING btree ("kind","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_document_order_kind_idx" ON "tax_document" USING btree ("order_record_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_document_refers_to_idx" ON "tax_document" USING btree ("refers_to_id");--> statement-breakpoint
CREATE INDEX "tax_document_issued_idx" ON "tax_document" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "tax_document_user_idx" ON "tax_document" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_gst_rate_range" CHECK ("product"."gst_rate_bp" between 0 and 10000);--> statement-breakpoint
-- hand-written: existing batteries get their own HSN default (accumulators, 8507); inverters and UPS units keep 8504 40.
UPDATE "product" SET "hsn_code" = '8507' WHERE "type" = 'battery';
