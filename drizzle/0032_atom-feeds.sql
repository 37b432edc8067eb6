ALTER TABLE "saved_searches" ADD COLUMN "feed_token" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_feed_token_unique" UNIQUE("feed_token");