CREATE TABLE "ended_listings" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text,
	"vin" text,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" smallint NOT NULL,
	"first_listed_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"listing_id" uuid,
	"buyer_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"made_by" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"counters_offer_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "offers_made_by_check" CHECK ("offers"."made_by" in ('buyer', 'seller')),
	CONSTRAINT "offers_amount_check" CHECK ("offers"."amount_cents" > 0),
	CONSTRAINT "offers_currency_check" CHECK ("offers"."currency" in ('USD', 'CAD')),
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('open', 'countered', 'accepted', 'declined', 'expired', 'withdrawn', 'lapsed')),
	CONSTRAINT "offers_decided_check" CHECK (("offers"."status" = 'open') = ("offers"."decided_at" is null)),
	CONSTRAINT "offers_counter_check" CHECK (("offers"."made_by" = 'seller') = ("offers"."counters_offer_id" is not null))
);
--> statement-breakpoint
DROP INDEX "listings_public_created_at_idx";--> statement-breakpoint
DROP INDEX "listings_public_reduced_created_at_idx";--> statement-breakpoint
DROP INDEX "listings_public_year_idx";--> statement-breakpoint
DROP INDEX "listings_public_price_idx";--> statement-breakpoint
DROP INDEX "listings_public_mileage_asc_idx";--> statement-breakpoint
DROP INDEX "listings_public_mileage_desc_idx";--> statement-breakpoint
DROP INDEX "listings_public_off_grid_idx";--> statement-breakpoint
DROP INDEX "listings_public_best_deal_idx";--> statement-breakpoint
DROP INDEX "listings_public_price_drop_idx";--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "offer_event" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sold_price_is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "first_listed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "accepts_offers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "offer_floor_cents" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sale_pending_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sale_pending_extended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ended_listings" ADD CONSTRAINT "ended_listings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ended_listings_vin_idx" ON "ended_listings" USING btree ("vin") WHERE "ended_listings"."vin" is not null;--> statement-breakpoint
CREATE INDEX "ended_listings_seller_camper_idx" ON "ended_listings" USING btree ("user_id",lower("make"),lower("model"),"year");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_per_conversation" ON "offers" USING btree ("conversation_id") WHERE "offers"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_accepted_per_listing" ON "offers" USING btree ("listing_id") WHERE "offers"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "offers_conversation_idx" ON "offers" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_listing_idx" ON "offers" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "offers_open_expiry_idx" ON "offers" USING btree ("expires_at") WHERE "offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "conversation_messages_offer_idx" ON "conversation_messages" USING btree ("offer_id") WHERE "conversation_messages"."offer_id" is not null;--> statement-breakpoint
CREATE INDEX "listings_public_first_listed_idx" ON "listings" USING btree ("first_listed_at","id","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths","last_price_drop_at","sale_pending_until") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_sold_public_idx" ON "listings" USING btree ("sold_at","id") WHERE "listings"."sold_price_is_public";--> statement-breakpoint
CREATE INDEX "listings_sale_pending_idx" ON "listings" USING btree ("sale_pending_until") WHERE "listings"."sale_pending_until" is not null;--> statement-breakpoint
CREATE INDEX "listings_public_created_at_idx" ON "listings" USING btree ("created_at","id","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths","last_price_drop_at","sale_pending_until") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_reduced_created_at_idx" ON "listings" USING btree ("created_at","id","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths","last_price_drop_at","sale_pending_until") WHERE "listings"."is_approved" and "listings"."is_active" and "listings"."last_price_drop_at" is not null;--> statement-breakpoint
CREATE INDEX "listings_public_year_idx" ON "listings" USING btree ("year","id","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths","last_price_drop_at","sale_pending_until") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_price_idx" ON "listings" USING btree ("price_cents","id","expires_at","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths","last_price_drop_at","sale_pending_until") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_mileage_asc_idx" ON "listings" USING btree (coalesce("mileage", 2147483647),"id","mileage","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths","last_price_drop_at","sale_pending_until") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_mileage_desc_idx" ON "listings" USING btree (coalesce("mileage", -1),"id","mileage","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths","last_price_drop_at","sale_pending_until") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_off_grid_idx" ON "listings" USING btree (coalesce("off_grid_rating_tenths", -1),"id","off_grid_rating_tenths","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","last_price_drop_at","sale_pending_until") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_best_deal_idx" ON "listings" USING btree (coalesce("deal_price_basis_points", 2147483647),"id","deal_price_basis_points","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths","last_price_drop_at","sale_pending_until") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_public_price_drop_idx" ON "listings" USING btree (coalesce("last_price_drop_at", 'epoch'::timestamptz),"id","last_price_drop_at","expires_at","price_cents","latitude","longitude","vehicle_type","make","model","sleeps","length_feet","interior_height_inches","drivetrain","transmission","fuel","solar_watts","battery_amp_hours","fresh_water_gallons","toilet","shower","heater","off_grid_rating_tenths","sale_pending_until") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_offer_event_check" CHECK ("conversation_messages"."offer_event" in ('made', 'countered', 'accepted', 'declined', 'declined_under_floor', 'expired', 'withdrawn', 'lapsed'));--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_offer_check" CHECK (("conversation_messages"."offer_id" is null) = ("conversation_messages"."offer_event" is null));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_sold_price_public_check" CHECK (not "listings"."sold_price_is_public" or "listings"."sold_price_cents" is not null);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_offer_floor_check" CHECK ("listings"."offer_floor_cents" >= 0);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_sale_pending_check" CHECK ("listings"."sale_pending_until" is null or "listings"."sold_at" is null);;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The listings already held were first listed when they were made.
UPDATE "listings" SET "first_listed_at" = "created_at";
