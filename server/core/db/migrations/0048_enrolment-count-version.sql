-- A course's enrolment count moves a version of its own (issue 37). Every enrolment updates its
-- course's row (courses.enrolments_count, migration 0013), and that moved the courses table's
-- version (0038): every cached read of courses was computed again ten times a second under real
-- traffic — the search's courses, topics and categories among them, none of which shows a count.
-- Now the count's trigger says, for its own update, which version the write moves
-- (`aula.version_as`, local to the transaction and unset again at once): `course_enrolment_counts`.
-- The reads that show or order by the count declare that name beside `courses`
-- (server/core/db/snapshot-cache.ts COLUMN_VERSIONS, whose check under the tests fails a cache
-- that reads the column without declaring it). Any other write of the column, and every write of
-- the other columns, moves the courses table's version as before.
create sequence if not exists table_versions.course_enrolment_counts;
--> statement-breakpoint
create or replace function aula_bump_table_version() returns trigger language plpgsql as $$
declare
  name text := coalesce(nullif(current_setting('aula.version_as', true), ''), TG_TABLE_NAME);
begin
  perform pg_advisory_xact_lock_shared(7101037, hashtext(name));
  perform nextval(format('table_versions.%I', name)::regclass);
  return null;
end $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "course_enrolments_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM set_config('aula.version_as', 'course_enrolment_counts', true);
	IF TG_OP = 'INSERT' THEN
		UPDATE "courses" SET "enrolments_count" = "enrolments_count" + 1 WHERE "id" = NEW."course_id";
	ELSE
		UPDATE "courses" SET "enrolments_count" = "enrolments_count" - 1 WHERE "id" = OLD."course_id";
	END IF;
	PERFORM set_config('aula.version_as', '', true);
	RETURN NULL;
END;
$$;
