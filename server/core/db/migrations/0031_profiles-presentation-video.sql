ALTER TABLE "video_uploads" DROP CONSTRAINT "video_uploads_target_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "presentation_video_path" text;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD COLUMN "profile_user_id" integer;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_profile_user_id_users_id_fk" FOREIGN KEY ("profile_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_uploads_profile_idx" ON "video_uploads" USING btree ("profile_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_target_check" CHECK (num_nonnulls("video_uploads"."lesson_id", "video_uploads"."course_id", "video_uploads"."profile_user_id") = 1);