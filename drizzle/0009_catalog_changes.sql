-- hand-written: short search terms (issue 14, finding 7). A term under 3 characters matches
-- only the start of a brand/name word, through a GIN index of the stored column
-- search_prefixes: each product's 1- and 2-character word starts (words split at spaces and
-- at anything not a letter or digit).
CREATE FUNCTION search_prefixes(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT left(w, n)), '{}'::text[])
  FROM (SELECT regexp_split_to_table(t, '\s+') AS w
        UNION SELECT regexp_split_to_table(t, '[^[:alnum:]]+')) words,
       generate_series(1, 2) AS n
  WHERE w <> ''
$$;
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "search_prefixes" text[] GENERATED ALWAYS AS (search_prefixes(lower(brand || ' ' || name))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_prefix_idx" ON "product" USING gin ("search_prefixes");
--> statement-breakpoint
-- hand-written: catalogue change announcements (decision 018). Every statement that changes
-- products or reviews notifies 'catalog_changed' at commit with the product ids it touched
-- (comma-separated), or '*' when it touched more than 50, with a leading '+' when the set of
-- products or their searchable text may have changed (insert, delete, name/brand/type); each
-- app process LISTENs and drops what it cached for them.
CREATE FUNCTION catalog_notify_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids text;
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM changed_rows LIMIT 51) s) > 50 THEN ids := '*';
  ELSE SELECT string_agg(DISTINCT id::text, ',') INTO ids FROM changed_rows;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('catalog_changed', CASE WHEN TG_OP = 'UPDATE' THEN '' ELSE '+' END || ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalog_notify_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids text;
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM changed_rows LIMIT 51) s) > 50 THEN ids := '*';
  ELSE SELECT string_agg(DISTINCT product_id::text, ',') INTO ids FROM changed_rows;
  END IF;
  IF ids IS NOT NULL THEN PERFORM pg_notify('catalog_changed', ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalog_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '+*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalog_notify_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '+');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_notify_insert AFTER INSERT ON "product"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_notify_products();
--> statement-breakpoint
CREATE TRIGGER product_notify_update AFTER UPDATE ON "product"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_notify_products();
--> statement-breakpoint
CREATE TRIGGER product_notify_membership AFTER UPDATE OF name, brand, type ON "product"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_notify_search();
--> statement-breakpoint
CREATE TRIGGER product_notify_delete AFTER DELETE ON "product"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_notify_products();
--> statement-breakpoint
CREATE TRIGGER product_notify_truncate AFTER TRUNCATE ON "product"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_notify_all();
--> statement-breakpoint
CREATE TRIGGER review_notify_insert AFTER INSERT ON "review"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_notify_reviews();
--> statement-breakpoint
CREATE TRIGGER review_notify_update AFTER UPDATE ON "review"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_notify_reviews();
--> statement-breakpoint
CREATE TRIGGER review_notify_delete AFTER DELETE ON "review"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_notify_reviews();
--> statement-breakpoint
