-- 'Showing X of Y products' needs the catalogue's size on every listing. Counting 100,000
-- rows per request is the slow part of a large catalogue, so statement-level triggers keep
-- the counts per type (and 'all') exact in the same transaction as each insert or delete.
INSERT INTO "catalog_count" ("scope", "count") VALUES ('all', 0), ('inverter', 0), ('ups', 0), ('battery', 0)
ON CONFLICT ("scope") DO NOTHING;
--> statement-breakpoint
UPDATE "catalog_count" c SET "count" = s.n
FROM (
  SELECT 'all' AS scope, count(*) AS n FROM "product"
  UNION ALL SELECT type::text, count(*) FROM "product" GROUP BY type
) s
WHERE c.scope = s.scope;
--> statement-breakpoint
CREATE FUNCTION catalog_count_apply(delta_rows jsonb) RETURNS void LANGUAGE sql AS $$
  UPDATE "catalog_count" c SET "count" = c."count" + d.delta
  FROM (
    SELECT scope, sum(delta)::bigint AS delta FROM (
      SELECT r->>'type' AS scope, (r->>'delta')::int AS delta FROM jsonb_array_elements(delta_rows) r
      UNION ALL
      SELECT 'all', (r->>'delta')::int FROM jsonb_array_elements(delta_rows) r
    ) x GROUP BY scope
  ) d
  WHERE c.scope = d.scope AND d.delta <> 0;
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_count_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_count_apply(
    (SELECT coalesce(jsonb_agg(jsonb_build_object('type', type, 'delta', n)), '[]'::jsonb)
     FROM (SELECT type::text, count(*) AS n FROM new_rows GROUP BY type) t));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalog_count_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_count_apply(
    (SELECT coalesce(jsonb_agg(jsonb_build_object('type', type, 'delta', -n)), '[]'::jsonb)
     FROM (SELECT type::text, count(*) AS n FROM old_rows GROUP BY type) t));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalog_count_on_type_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_count_apply(jsonb_build_array(
    jsonb_build_object('type', NEW.type::text, 'delta', 1),
    jsonb_build_object('type', OLD.type::text, 'delta', -1)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_count_insert AFTER INSERT ON "product"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_count_on_insert();
--> statement-breakpoint
CREATE TRIGGER product_count_delete AFTER DELETE ON "product"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_count_on_delete();
--> statement-breakpoint
-- A row trigger here: transition tables cannot be limited to changes of one column.
CREATE TRIGGER product_count_type_change AFTER UPDATE OF type ON "product"
  FOR EACH ROW WHEN (OLD.type IS DISTINCT FROM NEW.type) EXECUTE FUNCTION catalog_count_on_type_change();
