ALTER TABLE "listings" ADD COLUMN "vin" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "vin_decode" jsonb;--> statement-breakpoint
CREATE INDEX "listings_vin_idx" ON "listings" USING btree ("vin") WHERE "listings"."vin" is not null;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_vin_check" CHECK ("listings"."vin" ~ '^[A-HJ-NPR-Z0-9]{17}$');