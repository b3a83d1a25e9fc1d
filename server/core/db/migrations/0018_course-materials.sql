ALTER TABLE "lesson_materials" ALTER COLUMN "lesson_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_materials" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "lesson_materials" ADD CONSTRAINT "lesson_materials_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_materials_course_idx" ON "lesson_materials" USING btree ("course_id","id");--> statement-breakpoint
ALTER TABLE "lesson_materials" ADD CONSTRAINT "lesson_materials_target_check" CHECK (("lesson_materials"."lesson_id" is null) <> ("lesson_materials"."course_id" is null));