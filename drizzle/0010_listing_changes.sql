-- One counter that moves in the same transaction as any change to listings, so cached search
-- results are keyed by it and can never outlive a committed change (see app/modules/search/search-cache.server.ts).
CREATE TABLE "listing_changes" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_changes_single_row_check" CHECK ("listing_changes"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "listing_changes" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_listing_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listing_changes" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listings"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_changes"();
