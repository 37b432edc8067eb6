CREATE TABLE "api_idempotency_keys" (
	"api_key_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"content_sha256" text,
	"status_code" smallint,
	"response_headers" jsonb,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_idempotency_keys_api_key_id_key_pk" PRIMARY KEY("api_key_id","key")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"token_prefix" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "api_keys_scopes_check" CHECK ("api_keys"."scopes" <@ array['read', 'manage_listings']::text[] and cardinality("api_keys"."scopes") > 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_import_rows" (
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"stock_number" text,
	"values" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"problems" jsonb,
	"listing_id" uuid,
	"draft_id" uuid,
	"applied_at" timestamp with time zone,
	"failure" text,
	CONSTRAINT "inventory_import_rows_import_id_row_number_pk" PRIMARY KEY("import_id","row_number"),
	CONSTRAINT "inventory_import_rows_outcome_check" CHECK ("inventory_import_rows"."outcome" in ('create', 'update', 'unchanged', 'invalid'))
);
--> statement-breakpoint
CREATE TABLE "inventory_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'checked' NOT NULL,
	"row_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "inventory_imports_status_check" CHECK ("inventory_imports"."status" in ('checked', 'applying', 'applied', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "photo_fetches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"draft_id" uuid,
	"listing_id" uuid,
	"import_id" uuid,
	"row_number" integer,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"media_id" uuid,
	"failure" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"tried_at" timestamp with time zone,
	"received_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "photo_fetches_status_check" CHECK ("photo_fetches"."status" in ('waiting', 'fetched', 'failed')),
	CONSTRAINT "photo_fetches_target_check" CHECK (("photo_fetches"."draft_id" is null) <> ("photo_fetches"."listing_id" is null))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_status_code" smallint,
	"last_response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"signing_secret" text NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	"disabled_reason" text,
	"last_delivered_at" timestamp with time zone,
	"attempt_lease_until" timestamp with time zone,
	CONSTRAINT "webhook_endpoints_events_check" CHECK ("webhook_endpoints"."events" <@ array['listing.published', 'listing.updated', 'listing.sold', 'message.received', 'offer.updated']::text[] and cardinality("webhook_endpoints"."events") > 0)
);
--> statement-breakpoint
ALTER TABLE "listing_drafts" ADD COLUMN "stock_number" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "stock_number" text;--> statement-breakpoint
ALTER TABLE "api_idempotency_keys" ADD CONSTRAINT "api_idempotency_keys_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_import_rows" ADD CONSTRAINT "inventory_import_rows_import_id_inventory_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."inventory_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_imports" ADD CONSTRAINT "inventory_imports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_fetches" ADD CONSTRAINT "photo_fetches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_fetches" ADD CONSTRAINT "photo_fetches_draft_id_listing_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."listing_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_fetches" ADD CONSTRAINT "photo_fetches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_fetches" ADD CONSTRAINT "photo_fetches_import_id_inventory_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."inventory_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_idempotency_keys_created_idx" ON "api_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_imports_user_idx" ON "inventory_imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_fetches_user_tried_idx" ON "photo_fetches" USING btree ("user_id","tried_at") WHERE "photo_fetches"."tried_at" is not null;--> statement-breakpoint
CREATE INDEX "photo_fetches_user_waiting_idx" ON "photo_fetches" USING btree ("user_id","created_at") WHERE "photo_fetches"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "photo_fetches_draft_idx" ON "photo_fetches" USING btree ("draft_id","position") WHERE "photo_fetches"."draft_id" is not null;--> statement-breakpoint
CREATE INDEX "photo_fetches_listing_idx" ON "photo_fetches" USING btree ("listing_id","position") WHERE "photo_fetches"."listing_id" is not null;--> statement-breakpoint
CREATE INDEX "photo_fetches_import_idx" ON "photo_fetches" USING btree ("import_id","row_number") WHERE "photo_fetches"."import_id" is not null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_waiting_idx" ON "webhook_deliveries" USING btree ("endpoint_id","next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_finished_idx" ON "webhook_deliveries" USING btree (coalesce("last_attempt_at", "created_at")) WHERE "webhook_deliveries"."status" <> 'pending';--> statement-breakpoint
CREATE INDEX "webhook_endpoints_user_idx" ON "webhook_endpoints" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_drafts_seller_stock_number_idx" ON "listing_drafts" USING btree ("user_id","stock_number") WHERE "listing_drafts"."stock_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_seller_stock_number_idx" ON "listings" USING btree ("user_id","stock_number") WHERE "listings"."stock_number" is not null;