CREATE TABLE "payment_webhook_event" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"order_id" uuid,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "razorpay_qr_id" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "razorpay_qr_image_url" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "razorpay_qr_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "razorpay_payment_id" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "paid_paise" bigint;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "payment_flag" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "refund_paise" bigint;--> statement-breakpoint
ALTER TABLE "order_status_event" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "order_status_event" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payment_webhook_event" ADD CONSTRAINT "payment_webhook_event_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: a UPI reference now belongs to one order; where older orders share one, the
-- earliest keeps it and the others' copies are cleared so the unique index can be built.
UPDATE "order" AS o SET "payment_reference" = NULL
WHERE o."payment_reference" IS NOT NULL AND EXISTS (
	SELECT 1 FROM "order" AS p
	WHERE p."payment_reference" = o."payment_reference" AND (p."created_at", p."id") < (o."created_at", o."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "order_payment_reference_idx" ON "order" USING btree ("payment_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "order_razorpay_qr_idx" ON "order" USING btree ("razorpay_qr_id");--> statement-breakpoint
CREATE INDEX "order_user_status_idx" ON "order" USING btree ("user_id","status");