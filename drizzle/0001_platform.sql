CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"mileage" integer NOT NULL,
	"location" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"description" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_url" text,
	"user_id" text,
	"tier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"is_approved" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"featured_until" timestamp with time zone,
	"renewal_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_vehicle_type_check" CHECK ("listings"."vehicle_type" in ('van', 'skoolie', 'rv', 'overlander')),
	CONSTRAINT "listings_tier_check" CHECK ("listings"."tier" in ('graze', 'roam', 'stampede')),
	CONSTRAINT "listings_price_check" CHECK ("listings"."price_cents" >= 0),
	CONSTRAINT "listings_mileage_check" CHECK ("listings"."mileage" >= 0),
	CONSTRAINT "listings_year_check" CHECK ("listings"."year" between 1900 and 2100)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sent'))
);
--> statement-breakpoint
CREATE INDEX "listings_title_trgm_idx" ON "listings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_make_trgm_idx" ON "listings" USING gin ("make" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_model_trgm_idx" ON "listings" USING gin ("model" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "listings_year_idx" ON "listings" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "listings_mileage_idx" ON "listings" USING btree ("mileage","id");--> statement-breakpoint
CREATE INDEX "listings_created_at_idx" ON "listings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "listings_vehicle_type_idx" ON "listings" USING btree ("vehicle_type");--> statement-breakpoint
CREATE INDEX "listings_user_id_idx" ON "listings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "listings_featured_idx" ON "listings" USING btree ("is_featured","featured_until");--> statement-breakpoint
CREATE INDEX "listings_earth_idx" ON "listings" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status","id");