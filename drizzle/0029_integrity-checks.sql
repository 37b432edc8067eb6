CREATE TABLE "listing_integrity" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"pending_since" timestamp with time zone,
	"retry_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone,
	"held_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "listing_integrity_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"subjects" text[] NOT NULL,
	"evidence" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	CONSTRAINT "listing_integrity_flags_kind_check" CHECK ("listing_integrity_flags"."kind" in ('photo_copy', 'vin_elsewhere', 'vin_mismatch', 'price_below_fence')),
	CONSTRAINT "listing_integrity_flags_status_check" CHECK ("listing_integrity_flags"."status" in ('open', 'cleared', 'hidden', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "hash_luma" bigint;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "hash_blue" bigint;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "hash_red" bigint;--> statement-breakpoint
ALTER TABLE "listing_integrity" ADD CONSTRAINT "listing_integrity_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_integrity_flags" ADD CONSTRAINT "listing_integrity_flags_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_integrity_flags" ADD CONSTRAINT "listing_integrity_flags_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_integrity_pending_idx" ON "listing_integrity" USING btree ("pending_since") WHERE "listing_integrity"."pending_since" is not null;--> statement-breakpoint
CREATE INDEX "listing_integrity_held_idx" ON "listing_integrity" USING btree ("held_at") WHERE "listing_integrity"."held_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_integrity_flags_open_unique" ON "listing_integrity_flags" USING btree ("listing_id","kind") WHERE "listing_integrity_flags"."status" = 'open';--> statement-breakpoint
CREATE INDEX "listing_integrity_flags_listing_idx" ON "listing_integrity_flags" USING btree ("listing_id","status");--> statement-breakpoint
CREATE INDEX "media_hash_high_band_idx" ON "media" USING btree ((("hash_luma" >> 43) & 2097151),"hash_luma","hash_blue","hash_red","id");--> statement-breakpoint
CREATE INDEX "media_hash_middle_band_idx" ON "media" USING btree ((("hash_luma" >> 22) & 2097151),"hash_luma","hash_blue","hash_red","id");--> statement-breakpoint
CREATE INDEX "media_hash_low_band_idx" ON "media" USING btree (("hash_luma" & 4194303),"hash_luma","hash_blue","hash_red","id");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_hash_check" CHECK (("media"."hash_luma" is null) = ("media"."hash_blue" is null) and ("media"."hash_luma" is null) = ("media"."hash_red" is null));