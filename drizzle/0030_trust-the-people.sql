CREATE TABLE "account_trust_figures" (
	"user_id" text PRIMARY KEY NOT NULL,
	"first_messages" integer DEFAULT 0 NOT NULL,
	"replied" integer DEFAULT 0 NOT NULL,
	"median_reply_seconds" integer,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_average" numeric(3, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid,
	"question_id" uuid,
	"reporter_user_id" text,
	"reporter_key" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	CONSTRAINT "content_reports_subject_check" CHECK (("content_reports"."review_id" is null) <> ("content_reports"."question_id" is null)),
	CONSTRAINT "content_reports_reason_check" CHECK ("content_reports"."reason" in ('scam', 'already_sold', 'wrong_information', 'offensive', 'other')),
	CONSTRAINT "content_reports_status_check" CHECK ("content_reports"."status" in ('open', 'dismissed', 'actioned'))
);
--> statement-breakpoint
CREATE TABLE "listing_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"asker_id" text NOT NULL,
	"body" text NOT NULL,
	"scam_signals" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_body" text,
	"answered_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "listing_questions_answer_check" CHECK (("listing_questions"."answer_body" is null) = ("listing_questions"."answered_at" is null))
);
--> statement-breakpoint
CREATE TABLE "listing_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid,
	"listing_title" text NOT NULL,
	"seller_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"conversation_id" uuid,
	"named_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"reviews_close_at" timestamp with time zone,
	CONSTRAINT "listing_sales_listing_unique" UNIQUE("listing_id"),
	CONSTRAINT "listing_sales_parties_check" CHECK ("listing_sales"."seller_id" <> "listing_sales"."buyer_id"),
	CONSTRAINT "listing_sales_confirmed_check" CHECK (("listing_sales"."confirmed_at" is null) = ("listing_sales"."reviews_close_at" is null))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"author_role" text NOT NULL,
	"accuracy" smallint,
	"communication" smallint NOT NULL,
	"handover" smallint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"reply_body" text,
	"replied_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "reviews_sale_author_unique" UNIQUE("sale_id","author_id"),
	CONSTRAINT "reviews_author_role_check" CHECK ("reviews"."author_role" in ('buyer', 'seller')),
	CONSTRAINT "reviews_parties_check" CHECK ("reviews"."author_id" <> "reviews"."subject_id"),
	CONSTRAINT "reviews_ratings_check" CHECK ("reviews"."communication" between 1 and 5 and "reviews"."handover" between 1 and 5 and ("reviews"."accuracy" is null or "reviews"."accuracy" between 1 and 5)),
	CONSTRAINT "reviews_accuracy_check" CHECK (("reviews"."accuracy" is null) = ("reviews"."author_role" = 'seller')),
	CONSTRAINT "reviews_reply_check" CHECK (("reviews"."reply_body" is null) = ("reviews"."replied_at" is null))
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "about" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "public_place" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "mail_off" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "first_buyer_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "first_seller_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "reply_nudges_sent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_trust_figures" ADD CONSTRAINT "account_trust_figures_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_question_id_listing_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."listing_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_user_id_user_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_questions" ADD CONSTRAINT "listing_questions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_questions" ADD CONSTRAINT "listing_questions_asker_id_user_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_sales" ADD CONSTRAINT "listing_sales_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_sales" ADD CONSTRAINT "listing_sales_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_sales" ADD CONSTRAINT "listing_sales_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_sales" ADD CONSTRAINT "listing_sales_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_sale_id_listing_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."listing_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_user_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_review_reporter_unique" ON "content_reports" USING btree ("review_id","reporter_key") WHERE "content_reports"."review_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_question_reporter_unique" ON "content_reports" USING btree ("question_id","reporter_key") WHERE "content_reports"."question_id" is not null;--> statement-breakpoint
CREATE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("created_at") WHERE "content_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "listing_questions_listing_idx" ON "listing_questions" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_questions_asker_idx" ON "listing_questions" USING btree ("asker_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_sales_buyer_idx" ON "listing_sales" USING btree ("buyer_id","named_at");--> statement-breakpoint
CREATE INDEX "listing_sales_seller_idx" ON "listing_sales" USING btree ("seller_id","named_at");--> statement-breakpoint
CREATE INDEX "listing_sales_closing_idx" ON "listing_sales" USING btree ("reviews_close_at") WHERE "listing_sales"."reviews_close_at" is not null;--> statement-breakpoint
CREATE INDEX "reviews_subject_public_idx" ON "reviews" USING btree ("subject_id","published_at") WHERE "reviews"."published_at" is not null and "reviews"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "conversations_seller_first_message_idx" ON "conversations" USING btree ("seller_id","first_buyer_message_at");--> statement-breakpoint
CREATE INDEX "conversations_unanswered_idx" ON "conversations" USING btree ("first_buyer_message_at") WHERE "conversations"."first_seller_reply_at" is null and "conversations"."reply_nudges_sent" < 2;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_mail_off_check" CHECK ("user"."mail_off" <@ array['new_messages', 'reply_nudges', 'questions', 'reviews', 'saved_search_alerts', 'expiry_reminders']::text[]);--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_reply_nudges_check" CHECK ("conversations"."reply_nudges_sent" between 0 and 2);--> statement-breakpoint
-- The reply record of the conversations already held: the buyer's first message and the seller's first one after it.
UPDATE "conversations" AS c SET
	"first_buyer_message_at" = (SELECT min(m."created_at") FROM "conversation_messages" m WHERE m."conversation_id" = c."id" AND m."sender_role" = 'buyer'),
	"first_seller_reply_at" = (SELECT min(s."created_at") FROM "conversation_messages" s WHERE s."conversation_id" = c."id" AND s."sender_role" = 'seller'
		AND s."created_at" >= (SELECT min(b."created_at") FROM "conversation_messages" b WHERE b."conversation_id" = c."id" AND b."sender_role" = 'buyer'));--> statement-breakpoint
-- Reminders are for messages that arrive from now on, not for those already waiting when this ships.
UPDATE "conversations" SET "reply_nudges_sent" = 2 WHERE "first_seller_reply_at" IS NULL;
