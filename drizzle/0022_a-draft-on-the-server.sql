CREATE TABLE "listing_draft_payments" (
	"payment_session_id" uuid PRIMARY KEY NOT NULL,
	"draft_id" uuid,
	"typed_location" text NOT NULL,
	"location" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"tier" text NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_drafts_tier_check" CHECK ("listing_drafts"."tier" in ('graze', 'roam', 'stampede'))
);
--> statement-breakpoint
ALTER TABLE "listing_draft_payments" ADD CONSTRAINT "listing_draft_payments_payment_session_id_payment_sessions_id_fk" FOREIGN KEY ("payment_session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_draft_payments" ADD CONSTRAINT "listing_draft_payments_draft_id_listing_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."listing_drafts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_drafts" ADD CONSTRAINT "listing_drafts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_draft_payments_draft_idx" ON "listing_draft_payments" USING btree ("draft_id");--> statement-breakpoint
CREATE INDEX "listing_drafts_user_idx" ON "listing_drafts" USING btree ("user_id","updated_at");