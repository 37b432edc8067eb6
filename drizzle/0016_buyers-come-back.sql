-- Buyers come back (docs/product/buyers-come-back.md, ADR 027): favourites, saved searches and the listings each one
-- matched, every price change, a price-drop preference per account, and per listing the alert matcher's mark, the
-- latest price drop and the deal rating. The search walks (ADR 023) are rebuilt to carry the latest drop's time (the
-- "Recently reduced" filter), and the "Recently reduced" sort gets a walk of its own. Listings public before this
-- migration count as already matched, so saving a search never mails about them.
CREATE TABLE "favorites" (
	"user_id" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "listing_price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"old_price_cents" integer NOT NULL,
	"new_price_cents" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_saved_search_id_listing_id_pk" PRIMARY KEY("saved_search_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"frequency" text DEFAULT 'instant' NOT NULL,
	"unsubscribe_token" text DEFAULT gen_random_uuid()::text NOT NULL,
	"shape" text NOT NULL,
	"vehicle_type" text,
	"make_pattern" text,
	"model_pattern" text,
	"min_price_cents" integer,
	"max_price_cents" integer,
	"location" text,
	"radius_miles" smallint,
	"centre_latitude" double precision,
	"centre_longitude" double precision,
	"cos_centre_latitude" double precision,
	"max_haversine" double precision,
	"bbox_west" double precision,
	"bbox_south" double precision,
	"bbox_east" double precision,
	"bbox_north" double precision,
	"sleeps_min" integer,
	"length_max_feet" integer,
	"height_min_inches" integer,
	"drivetrain" text,
	"transmission" text,
	"fuel" text,
	"solar_min_watts" integer,
	"battery_min_amp_hours" integer,
	"water_min_gallons" integer,
	"toilet" text,
	"shower" text,
	"heater" text,
	"off_grid_min_tenths" integer,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('instant', 'daily', 'off'))
);
--> statement-breakpoint
DROP INDEX "listings_public_created_at_idx";--> statement-breakpoint
DROP INDEX "listings_public_year_idx";--> statement-breakpoint
DROP INDEX "listings_public_price_idx";--> statement-breakpoint
DROP INDEX "listings_public_mileage_asc_idx";--> statement-breakpoint
DROP INDEX "listings_public_mileage_desc_idx";--> statement-breakpoint
DROP INDEX "listings_public_off_grid_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "alerts_matched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "last_price_drop_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "last_price_drop_cents" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "deal_rating" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "deal_comparables" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "deal_market_price_cents" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "deal_rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "price_drop_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "price_drop_unsubscribe_token" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_listing_idx" ON "favorites" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_price_changes_listing_idx" ON "listing_price_changes" USING btree ("listing_id","changed_at");--> statement-breakpoint
CREATE INDEX "saved_search_matches_unmailed_idx" ON "saved_search_matches" USING btree ("saved_search_id") WHERE "saved_search_matches"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "saved_search_matches_listing_idx" ON "saved_search_matches" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_shape_idx" ON "saved_searches" USING btree ("shape") WHERE "saved_searches"."frequency" <> 'off';--> statement-breakpoint
CREATE INDEX "listings_public_price_drop_idx" ON "listings" USING btree (coalesce("last_price_drop_at", 'epoch'::timestamptz),"id","last_price_drop_at","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_alerts_unmatched_idx" ON "listings" USING btree ("created_at","id") WHERE "listings"."alerts_matched_at" is null and "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_comparables_idx" ON "listings" USING btree ("vehicle_type",lower("make"),"year");--> statement-breakpoint
CREATE INDEX "listings_public_created_at_idx" ON "listings" USING btree ("created_at","id","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths","last_price_drop_at") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_year_idx" ON "listings" USING btree ("year","id","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths","last_price_drop_at") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_price_idx" ON "listings" USING btree ("price_cents","id","expires_at","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths","last_price_drop_at") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_mileage_asc_idx" ON "listings" USING btree (coalesce("mileage", 2147483647),"id","mileage","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths","last_price_drop_at") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_mileage_desc_idx" ON "listings" USING btree (coalesce("mileage", -1),"id","mileage","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths","last_price_drop_at") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_off_grid_idx" ON "listings" USING btree (coalesce("off_grid_rating_tenths", -1),"id","off_grid_rating_tenths","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","last_price_drop_at") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_price_drop_unsubscribe_token_unique" UNIQUE("price_drop_unsubscribe_token");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_deal_rating_check" CHECK ("listings"."deal_rating" in ('great', 'good', 'fair', 'high'));--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_price_changes" ADD CONSTRAINT "listing_price_changes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "listings" SET "alerts_matched_at" = now() WHERE "is_approved" AND "is_active";
