ALTER TABLE "video_uploads" DROP CONSTRAINT "video_uploads_lesson_id_lessons_id_fk";
--> statement-breakpoint
ALTER TABLE "video_uploads" DROP CONSTRAINT "video_uploads_course_id_courses_id_fk";
