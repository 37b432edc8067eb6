-- Every make a listing has had, for the make filter that reads the listings of the makes it matches (ADR 093).
CREATE TABLE "listing_makes" (
	"make" text PRIMARY KEY NOT NULL,
	"make_slug" text GENERATED ALWAYS AS (trim(both '-' from regexp_replace(lower(make), '[^a-z0-9]+', '-', 'g'))) STORED NOT NULL
);
--> statement-breakpoint
INSERT INTO "listing_makes" ("make") SELECT DISTINCT "make" FROM "listings";
--> statement-breakpoint
-- Inserted listings' makes, once a statement, whatever its size (a bulk import, the million-listing seed).
CREATE FUNCTION "add_inserted_listing_makes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "listing_makes" ("make") SELECT DISTINCT "make" FROM "inserted_listings" ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listing_makes_on_insert" AFTER INSERT ON "listings"
	REFERENCING NEW TABLE AS "inserted_listings"
	FOR EACH STATEMENT EXECUTE FUNCTION "add_inserted_listing_makes"();
--> statement-breakpoint
-- A listing whose make changed: a row trigger, since a statement trigger with the changed rows would fire on every
-- update of listings (a view count, the hourly deal rating), and PostgreSQL gives those rows only to triggers without
-- a column list.
CREATE FUNCTION "add_changed_listing_make"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "listing_makes" ("make") VALUES (NEW."make") ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listing_makes_on_make_change" AFTER UPDATE OF "make" ON "listings"
	FOR EACH ROW WHEN (OLD."make" IS DISTINCT FROM NEW."make") EXECUTE FUNCTION "add_changed_listing_make"();
--> statement-breakpoint
-- A make's own listings with every sort key and filtered column: a rare make sorted against its grain is one
-- index-only read of its listings.
CREATE INDEX "listings_public_make_idx" ON "listings" USING btree ("make","created_at","year","first_listed_at","mileage","deal_price_basis_points","make_slug","id","expires_at","price_cents","latitude","longitude","vehicle_type","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths","last_price_drop_at","sale_pending_until") WHERE "listings"."is_approved" and "listings"."is_active";
