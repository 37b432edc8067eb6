CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"attached_to" text,
	"detached_at" timestamp with time zone,
	"avif_ready_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_kind_check" CHECK ("media"."kind" in ('image', 'video')),
	CONSTRAINT "media_image_size_check" CHECK ("media"."kind" <> 'image' or ("media"."width" > 0 and "media"."height" > 0)),
	CONSTRAINT "media_byte_size_check" CHECK ("media"."byte_size" > 0)
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "media_attached_to_idx" ON "media" USING btree ("attached_to");--> statement-breakpoint
CREATE INDEX "media_unattached_idx" ON "media" USING btree ("created_at") WHERE "media"."attached_to" is null;
