-- Every list search ignores accents and case the same way (lib/list-query.ts searchAny): the
-- column through posada_normaliza, the term normalised alike. PGlite has no unaccent, so the
-- accented letters of Spanish (and of French and Portuguese names) are translated by hand; under the
-- C locale lower() folds only ASCII, hence the upper-case ones too. The trigram indexes (pg_trgm, a
-- trusted extension on PostgreSQL 13+, bundled with PGlite) serve the contains-search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION posada_normaliza(texto text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(lower(texto), 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc') $$;--> statement-breakpoint
CREATE INDEX "productos_nombre_busqueda_idx" ON "productos" USING gin (posada_normaliza("nombre") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "productos_codigo_busqueda_idx" ON "productos" USING gin (posada_normaliza("codigo") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clientes_busqueda_trgm_idx" ON "clientes" USING gin (posada_normaliza("busqueda") gin_trgm_ops);