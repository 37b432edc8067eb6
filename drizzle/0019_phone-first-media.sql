ALTER TABLE "media" ADD COLUMN "video_state" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "video_error" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
-- Videos stored before this were served as uploaded (with their location tags): process them like new ones.
UPDATE "media" SET "video_state" = 'processing' WHERE "kind" = 'video';--> statement-breakpoint
CREATE INDEX "media_video_processing_idx" ON "media" USING btree ("created_at") WHERE "media"."video_state" = 'processing';--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_video_state_check" CHECK (("media"."kind" = 'video') = ("media"."video_state" is not null) and "media"."video_state" in ('processing', 'ready', 'failed'));