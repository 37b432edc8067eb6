-- Mileage is optional (seller spec §3 'mileage (integer or null)', §5): a listing without one stores NULL.
-- The mileage sorts put unknown mileage last in both directions, so each sorts on its own expression,
-- served by its own (expression, id) index (see app/modules/search/listing-order.server.ts).
ALTER TABLE "listings" ALTER COLUMN "mileage" DROP NOT NULL;--> statement-breakpoint
DROP INDEX "listings_mileage_idx";--> statement-breakpoint
CREATE INDEX "listings_mileage_asc_idx" ON "listings" USING btree ((coalesce("mileage", 2147483647)),"id");--> statement-breakpoint
CREATE INDEX "listings_mileage_desc_idx" ON "listings" USING btree ((coalesce("mileage", -1)),"id");--> statement-breakpoint
-- A renewal stays a renewal when its listing is deleted: the link keeps the payment session and loses
-- only the listing, so a paid renewal can never become a new listing (app/modules/listings/renew-listing.server.ts).
ALTER TABLE "listing_renewals" ALTER COLUMN "listing_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_renewals" DROP CONSTRAINT "listing_renewals_listing_id_listings_id_fk";--> statement-breakpoint
ALTER TABLE "listing_renewals" ADD CONSTRAINT "listing_renewals_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;
