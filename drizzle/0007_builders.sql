CREATE TABLE "builders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"business_name" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_url" text,
	"instagram" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"tier" text DEFAULT 'roamstead' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_approved" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"payment_session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "builders_payment_session_id_unique" UNIQUE("payment_session_id"),
	CONSTRAINT "builders_tier_check" CHECK ("builders"."tier" = 'roamstead'),
	CONSTRAINT "builders_image_count_check" CHECK (coalesce(array_length("builders"."image_urls", 1), 0) <= 30)
);
--> statement-breakpoint
ALTER TABLE "builders" ADD CONSTRAINT "builders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builders" ADD CONSTRAINT "builders_payment_session_id_payment_sessions_id_fk" FOREIGN KEY ("payment_session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builders_created_at_idx" ON "builders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "builders_user_id_idx" ON "builders" USING btree ("user_id");
