CREATE TABLE "payment_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"tier" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"used_for_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sessions_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "payment_sessions_provider_check" CHECK ("payment_sessions"."provider" in ('local', 'stripe')),
	CONSTRAINT "payment_sessions_kind_check" CHECK ("payment_sessions"."kind" in ('listing', 'builder')),
	CONSTRAINT "payment_sessions_tier_check" CHECK (("payment_sessions"."kind" = 'listing' and "payment_sessions"."tier" in ('graze', 'roam', 'stampede')) or ("payment_sessions"."kind" = 'builder' and "payment_sessions"."tier" = 'roamstead')),
	CONSTRAINT "payment_sessions_status_check" CHECK ("payment_sessions"."status" in ('open', 'paid', 'expired', 'canceled')),
	CONSTRAINT "payment_sessions_amount_check" CHECK ("payment_sessions"."amount_cents" >= 0),
	CONSTRAINT "payment_sessions_currency_check" CHECK ("payment_sessions"."currency" = 'usd'),
	CONSTRAINT "payment_sessions_paid_at_check" CHECK (("payment_sessions"."status" = 'paid') = ("payment_sessions"."paid_at" is not null)),
	CONSTRAINT "payment_sessions_used_check" CHECK ("payment_sessions"."used_at" is null or "payment_sessions"."status" = 'paid')
);
--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_sessions_user_kind_status_idx" ON "payment_sessions" USING btree ("user_id","kind","status");