-- Trigram indexes power the listing's search on brand and name.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
