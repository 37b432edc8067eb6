CREATE TABLE "listing_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"inspector_name" text,
	"inspection_company" text,
	"dated_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_documents_kind_check" CHECK ("listing_documents"."kind" in ('inspection_report', 'wiring_diagram', 'gas_certificate', 'electrical_certificate')),
	CONSTRAINT "listing_documents_byte_size_check" CHECK ("listing_documents"."byte_size" between 1 and 20971520),
	CONSTRAINT "listing_documents_inspection_check" CHECK ("listing_documents"."kind" <> 'inspection_report' or ("listing_documents"."inspector_name" is not null and "listing_documents"."dated_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "title_status" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "title_region" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "retitled" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "lien" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "seller_is_titled_owner" boolean;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "roof_resealed_on" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "water_damage" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "soft_floor" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rust" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "accident_history" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "mechanical_issues" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "appliances_tested_on" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "last_service_on" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "is_smoke_free" boolean;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "has_had_pets" boolean;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "known_issues" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "last_inspected_on" date;--> statement-breakpoint
ALTER TABLE "listing_documents" ADD CONSTRAINT "listing_documents_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_documents_listing_idx" ON "listing_documents" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "listings_public_paperwork_idx" ON "listings" USING btree ("title_status","lien","last_inspected_on") WHERE "listings"."is_approved" and "listings"."is_active";--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_title_status_check" CHECK ("listings"."title_status" in ('clean', 'salvage', 'rebuilt', 'flood', 'lemon_buyback', 'bonded', 'lost', 'not_titled'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_title_region_check" CHECK ("listings"."title_region" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_retitled_check" CHECK ("listings"."retitled" in ('yes', 'no', 'not_needed'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_lien_check" CHECK ("listings"."lien" in ('none', 'paid_at_sale', 'yes'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_water_damage_check" CHECK ("listings"."water_damage" in ('none_known', 'past_repaired', 'present', 'unknown'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_soft_floor_check" CHECK ("listings"."soft_floor" in ('none_known', 'past_repaired', 'present', 'unknown'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_rust_check" CHECK ("listings"."rust" in ('none_known', 'past_repaired', 'present', 'unknown'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_accident_history_check" CHECK ("listings"."accident_history" in ('none_known', 'past_repaired', 'present', 'unknown'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_mechanical_issues_check" CHECK ("listings"."mechanical_issues" in ('none_known', 'past_repaired', 'present', 'unknown'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_roof_resealed_on_check" CHECK (extract(day from "listings"."roof_resealed_on") = 1 and "listings"."roof_resealed_on" >= date '1950-01-01');--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_appliances_tested_on_check" CHECK (extract(day from "listings"."appliances_tested_on") = 1 and "listings"."appliances_tested_on" >= date '1950-01-01');--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_last_service_on_check" CHECK (extract(day from "listings"."last_service_on") = 1 and "listings"."last_service_on" >= date '1950-01-01');--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_known_issues_check" CHECK ("listings"."known_issues" <> '');