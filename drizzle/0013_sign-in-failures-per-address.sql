-- Sign-in throttling without lock-out (docs/decisions/018-sign-in-throttling.md): failures are counted per
-- (account, client address) and per address; rows from before have no address and count as 'unknown'.
ALTER TABLE "sign_in_failures" ADD COLUMN "client_address" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_failures_pair_idx" ON "sign_in_failures" USING btree ("email","client_address","attempted_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_address_idx" ON "sign_in_failures" USING btree ("client_address","attempted_at");