-- What a signed-out visitor was doing, carried through sign-in (docs/product/accounts.md); rate limits whose
-- windows slide (ADR 045): the fixed windows and better-auth's own table go, their counts with them (at most an
-- hour's worth of limits starts afresh at the upgrade).
CREATE TABLE "waiting_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"user_id" text,
	"carried_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"hit_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "rate_limit_windows" CASCADE;--> statement-breakpoint
DROP TABLE "rate_limit" CASCADE;--> statement-breakpoint
ALTER TABLE "waiting_actions" ADD CONSTRAINT "waiting_actions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_actions_token_kind_idx" ON "waiting_actions" USING btree ("token_hash","kind");--> statement-breakpoint
CREATE INDEX "waiting_actions_user_idx" ON "waiting_actions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "waiting_actions_expires_idx" ON "waiting_actions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_idx" ON "rate_limit_hits" USING btree ("key","hit_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expires_idx" ON "rate_limit_hits" USING btree ("expires_at");