-- Autovacuum keeps the listings' search fast: its vacuum sets the visibility map the search's index-only walks rely on,
-- and its analyze refreshes the statistics the planner chooses by (ADR 023, ADR 054).
--
-- A vacuum once a hundredth of the listings changed or arrived, not PostgreSQL's fifth. An update or insert clears its
-- page's bit until a vacuum sets it again; at a fifth, an hourly deal rating that moved 92,000 of a million prices left
-- the walks reading the table's pages until 200,000 rows had changed. A vacuum after a small change reads only the pages
-- it changed.
ALTER TABLE "listings" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);
--> statement-breakpoint
-- Autovacuum runs with an empty search_path, and earthdistance 1.1's ll_to_earth (PostgreSQL 15's) names cube and earth
-- unqualified: every automatic analyze of listings failed computing the listings_earth_idx expression ("type earth does
-- not exist"), so the statistics never followed the table. Pinning the function's search_path to the extensions' schemas
-- fixes it; the function is then no longer inlined, which costs about 0.5 µs a row where it is computed (measured at a
-- million listings), and the index still answers the radius. Left with a warning where the migrating role does not own
-- the function (an extension an administrator installed); the administrator can run the same ALTER FUNCTION.
DO $$
DECLARE
  earth_schema text := (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'earthdistance');
  cube_schema text := (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'cube');
BEGIN
  IF pg_has_role((select proowner from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where p.proname = 'll_to_earth' and n.nspname = earth_schema), 'USAGE') THEN
    EXECUTE format('ALTER FUNCTION %I.ll_to_earth(float8, float8) SET search_path = %I, %I', earth_schema, earth_schema, cube_schema);
  ELSE
    RAISE WARNING 'll_to_earth is not ours to change: autovacuum cannot analyze listings until its owner runs ALTER FUNCTION %.ll_to_earth(float8, float8) SET search_path = %, %', earth_schema, earth_schema, cube_schema;
  END IF;
END $$;
