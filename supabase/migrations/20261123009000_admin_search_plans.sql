-- The admin's trigram search indexes take each new row into the index at once (fastupdate off).
-- With GIN's default, new rows wait in a pending list that every search reads in full until
-- autovacuum merges it: right after a bulk import of 10,000 rows a search took 14 ms per index
-- scan instead of under 1 ms, and the planner fell back to reading the whole table
-- (docs/architecture.md#search). These tables are written a few times a day, so the slightly
-- slower insert costs nothing. Every trigram index in public at this point (including any added
-- by earlier migrations) is switched, and its pending entries are merged now.
do $$
declare
  index_name regclass;
begin
  for index_name in
    select i.indexrelid::regclass
    from pg_catalog.pg_index i
    join pg_catalog.pg_class c on c.oid = i.indexrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_opclass o on o.oid = any (i.indclass::oid[])
    where n.nspname = 'public' and o.opcname = 'gin_trgm_ops'
  loop
    execute format('alter index %s set (fastupdate = off)', index_name);
    perform pg_catalog.gin_clean_pending_list(index_name);
  end loop;
end;
$$;

-- Staff queries are planned with their own values every time. PostgREST sends prepared
-- statements; after five runs Postgres may switch to a generic plan that guesses a search term
-- matches 1% of rows, and then walks the list order's index filtering every row: a search for
-- one person among 10,000 went from 2 ms to 16 ms. Planning each staff query costs well under a
-- millisecond. PostgREST applies the impersonated role's settings in each request, as it does
-- the role's statement timeout. Anonymous reads filter on equality and keep generic plans.
alter role authenticated set plan_cache_mode = force_custom_plan;
