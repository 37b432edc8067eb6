-- Every public listing can be written to (docs/product/contact-and-newsletter.md). Listings without a seller came
-- only from earlier demo seeds: on a demo database they go to the demo seller; anywhere else they stop being shown.
UPDATE "listings" SET "user_id" = 'demo-seller'
WHERE "user_id" IS NULL AND EXISTS (SELECT 1 FROM "user" WHERE "id" = 'demo-seller');--> statement-breakpoint
UPDATE "listings" SET "is_active" = false, "is_featured" = false WHERE "user_id" IS NULL;
