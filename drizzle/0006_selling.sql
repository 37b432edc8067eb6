-- selling: expiry reminders on listings, and renewals (a paid listing checkout that extends an existing listing)
ALTER TABLE "listings" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "listings_expiry_reminder_idx" ON "listings" USING btree ("expires_at") WHERE "reminder_sent_at" is null;--> statement-breakpoint
CREATE TABLE "listing_renewals" (
	"payment_session_id" uuid PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_renewals" ADD CONSTRAINT "listing_renewals_payment_session_id_payment_sessions_id_fk" FOREIGN KEY ("payment_session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_renewals" ADD CONSTRAINT "listing_renewals_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_renewals_listing_idx" ON "listing_renewals" USING btree ("listing_id");
