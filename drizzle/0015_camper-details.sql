-- Camper details (docs/product/camper-details.md, ADR 026): optional columns with the form's ranges as checks and the
-- stored off-grid rating in tenths. The search walks (ADR 023) are rebuilt to carry the details a search filters on,
-- so a walk stays an index-only scan with detail filters too, and the off-grid sort gets a walk of its own; one small
-- index per filtered detail over public listings serves rare matches (PostgreSQL combines them); and a GiST index
-- answers the map's bounding boxes.
DROP INDEX "listings_public_created_at_idx";--> statement-breakpoint
DROP INDEX "listings_public_year_idx";--> statement-breakpoint
DROP INDEX "listings_public_price_idx";--> statement-breakpoint
DROP INDEX "listings_public_mileage_asc_idx";--> statement-breakpoint
DROP INDEX "listings_public_mileage_desc_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sleeps" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "seatbelts" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "length_feet" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "interior_height_inches" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "drivetrain" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "transmission" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "fuel" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "solar_watts" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "battery_amp_hours" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "battery_chemistry" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "inverter_watts" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "fresh_water_gallons" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "grey_water_gallons" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "toilet" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "shower" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "heater" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "has_air_conditioning" boolean;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "has_fridge" boolean;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "off_grid_rating_tenths" smallint;--> statement-breakpoint
CREATE INDEX "listings_public_off_grid_idx" ON "listings" USING btree (coalesce("off_grid_rating_tenths", -1),"id","off_grid_rating_tenths","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_sleeps_idx" ON "listings" USING btree ("sleeps") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_length_feet_idx" ON "listings" USING btree ("length_feet") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_interior_height_inches_idx" ON "listings" USING btree ("interior_height_inches") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_drivetrain_idx" ON "listings" USING btree ("drivetrain") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_transmission_idx" ON "listings" USING btree ("transmission") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_fuel_idx" ON "listings" USING btree ("fuel") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_solar_watts_idx" ON "listings" USING btree ("solar_watts") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_battery_amp_hours_idx" ON "listings" USING btree ("battery_amp_hours") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_fresh_water_gallons_idx" ON "listings" USING btree ("fresh_water_gallons") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_toilet_idx" ON "listings" USING btree ("toilet") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_shower_idx" ON "listings" USING btree ("shower") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_heater_idx" ON "listings" USING btree ("heater") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_off_grid_rating_tenths_idx" ON "listings" USING btree ("off_grid_rating_tenths") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_point_idx" ON "listings" USING gist (point("longitude", "latitude")) WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_created_at_idx" ON "listings" USING btree ("created_at","id","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_year_idx" ON "listings" USING btree ("year","id","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_price_idx" ON "listings" USING btree ("price_cents","id","expires_at","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_mileage_asc_idx" ON "listings" USING btree (coalesce("mileage", 2147483647),"id","mileage","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_mileage_desc_idx" ON "listings" USING btree (coalesce("mileage", -1),"id","mileage","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_sleeps_check" CHECK ("listings"."sleeps" between 1 and 12);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seatbelts_check" CHECK ("listings"."seatbelts" between 1 and 12);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_length_feet_check" CHECK ("listings"."length_feet" between 10 and 45);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_interior_height_inches_check" CHECK ("listings"."interior_height_inches" between 40 and 90);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_drivetrain_check" CHECK ("listings"."drivetrain" in ('2wd', '4x4', 'awd'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_transmission_check" CHECK ("listings"."transmission" in ('automatic', 'manual'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_fuel_check" CHECK ("listings"."fuel" in ('gasoline', 'diesel', 'electric', 'hybrid'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_solar_watts_check" CHECK ("listings"."solar_watts" between 0 and 5000);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_battery_amp_hours_check" CHECK ("listings"."battery_amp_hours" between 0 and 2000);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_battery_chemistry_check" CHECK ("listings"."battery_chemistry" in ('lithium', 'agm', 'lead_acid'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_inverter_watts_check" CHECK ("listings"."inverter_watts" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_fresh_water_gallons_check" CHECK ("listings"."fresh_water_gallons" between 0 and 300);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_grey_water_gallons_check" CHECK ("listings"."grey_water_gallons" between 0 and 300);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_toilet_check" CHECK ("listings"."toilet" in ('none', 'cassette', 'composting', 'black_tank', 'portable'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_shower_check" CHECK ("listings"."shower" in ('none', 'indoor', 'outdoor'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_heater_check" CHECK ("listings"."heater" in ('none', 'diesel', 'propane', 'electric'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_off_grid_rating_tenths_check" CHECK ("listings"."off_grid_rating_tenths" between 0 and 100);