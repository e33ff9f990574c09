CREATE TABLE "order_day_total" (
	"day" date NOT NULL,
	"status" "order_status" NOT NULL,
	"orders" integer NOT NULL,
	"sales_paise" bigint NOT NULL,
	CONSTRAINT "order_day_total_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
DROP INDEX "order_status_created_idx";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "user_activity_idx" ON "user" USING btree ("activity_at" DESC NULLS FIRST,"id","role");--> statement-breakpoint
CREATE INDEX "order_flagged_idx" ON "order" USING btree ("created_at") WHERE "order"."payment_flag" is not null and "order"."refund_id" is null;--> statement-breakpoint
CREATE INDEX "order_status_created_idx" ON "order" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
-- The back office at 100,000 orders (decision 021). The dashboard's totals and 30-day chart and
-- the Orders tab's counts read order_day_total (a few rows per day) instead of every order;
-- the Users tab pages customers by "user".activity_at. Triggers keep both exact in the same
-- transaction as each write to "order" (statement-level, so a 1,000-row insert is one update).
INSERT INTO "order_day_total" ("day", "status", "orders", "sales_paise")
SELECT ("created_at" AT TIME ZONE 'Asia/Kolkata')::date, "status", count(*), sum("total_paise") FROM "order" GROUP BY 1, 2;
--> statement-breakpoint
UPDATE "user" u SET "activity_at" = greatest(u."created_at", (SELECT max(o."created_at") FROM "order" o WHERE o."user_id" = u."id"));
--> statement-breakpoint
CREATE FUNCTION order_day_total_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In key order, so two writers that touch the same days queue instead of deadlocking.
  INSERT INTO "order_day_total" AS t ("day", "status", "orders", "sales_paise")
  SELECT ("created_at" AT TIME ZONE 'Asia/Kolkata')::date, "status", count(*), sum("total_paise")
  FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("day", "status") DO UPDATE SET "orders" = t."orders" + excluded."orders", "sales_paise" = t."sales_paise" + excluded."sales_paise";
  UPDATE "user" u SET "activity_at" = m.at
  FROM (SELECT "user_id", max("created_at") AS at FROM new_rows GROUP BY 1) m
  WHERE u."id" = m."user_id" AND u."activity_at" < m.at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_day_total_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_day_total" t SET "orders" = t."orders" - d.n, "sales_paise" = t."sales_paise" - d.sales
  FROM (SELECT ("created_at" AT TIME ZONE 'Asia/Kolkata')::date AS day, "status", count(*) AS n, sum("total_paise") AS sales
        FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2) d
  WHERE t."day" = d.day AND t."status" = d."status";
  -- Back to the customer's latest remaining order, else their registration.
  UPDATE "user" u SET "activity_at" = greatest(u."created_at", (SELECT max(o."created_at") FROM "order" o WHERE o."user_id" = u."id"))
  WHERE u."id" IN (SELECT DISTINCT "user_id" FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_day_total_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_day_total" AS t ("day", "status", "orders", "sales_paise")
  -- Grouped: a change of total alone moves both rows into the same (day, status).
  SELECT d.day, d.status, sum(d.n), sum(d.sales) FROM (VALUES
    ((OLD."created_at" AT TIME ZONE 'Asia/Kolkata')::date, OLD."status", -1, -OLD."total_paise"),
    ((NEW."created_at" AT TIME ZONE 'Asia/Kolkata')::date, NEW."status", 1, NEW."total_paise")
  ) AS d(day, status, n, sales) GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("day", "status") DO UPDATE SET "orders" = t."orders" + excluded."orders", "sales_paise" = t."sales_paise" + excluded."sales_paise";
  IF OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."user_id" IS DISTINCT FROM NEW."user_id" THEN
    UPDATE "user" u SET "activity_at" = greatest(u."created_at", (SELECT max(o."created_at") FROM "order" o WHERE o."user_id" = u."id"))
    WHERE u."id" IN (OLD."user_id", NEW."user_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_day_total_insert AFTER INSERT ON "order"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_total_on_insert();
--> statement-breakpoint
CREATE TRIGGER order_day_total_delete AFTER DELETE ON "order"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_total_on_delete();
--> statement-breakpoint
-- A row trigger: transition tables cannot be limited to changes of some columns, and most
-- updates of an order (payment reference, QR, refund) change neither its status nor its total.
CREATE TRIGGER order_day_total_change AFTER UPDATE OF "status", "total_paise", "created_at", "user_id" ON "order"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."total_paise" IS DISTINCT FROM NEW."total_paise"
    OR OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
  EXECUTE FUNCTION order_day_total_on_change();
