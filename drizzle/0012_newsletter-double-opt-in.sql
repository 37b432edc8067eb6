-- Newsletter double opt-in (docs/decisions/019-newsletter-double-opt-in.md): a sign-up stores the address
-- with a hashed, expiring confirmation token; it is subscribed once the mailed link is confirmed, and the
-- consent (when, and from which client address) is kept with the sign-up it answered.
ALTER TABLE "newsletter_subscribers" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "request_ip" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_ip" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
-- Everyone who subscribed before double opt-in counts as confirmed, at the time they subscribed (no
-- confirmation address is known for them); unsubscribed rows too, so a new sign-up of theirs is a re-activation.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "subscribed_at" WHERE "confirmed_at" IS NULL;
