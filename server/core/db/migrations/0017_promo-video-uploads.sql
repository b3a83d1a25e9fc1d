ALTER TABLE "video_uploads" ALTER COLUMN "lesson_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_uploads_course_idx" ON "video_uploads" USING btree ("course_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_target_check" CHECK (("video_uploads"."lesson_id" is null) <> ("video_uploads"."course_id" is null));