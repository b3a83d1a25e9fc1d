/**
 * Data at the scale DESIGN.md §7 and issue 14 measure reads on: 1 000 trainers with profiles,
 * 10 000 published courses with 4 lessons each and a few ratings, and 20 000 learners enrolled in
 * 50 courses each (1 000 000 enrolments), added beside the demo data with set-based SQL.
 *
 * Who follows what: learner k's slot j (0…49) falls in its own band of course numbers, band j being
 * [courses·j²/50², courses·(j+1)²/50²), and picks the band's (k mod width)th course. The bands of
 * one learner never overlap, so every (user, course) pair is distinct; they widen with j, so
 * popularity falls off with the course number: courses 1-4 have 5 000 learners each, courses in
 * the last band about 50 (every course has some).
 *
 * The row trigger that keeps courses.enrolments_count (migration 0013) would update a course a
 * million times; it is off during the bulk insert, the counts are set from one grouped count, and
 * it is on again before the statement ends (everything runs as one implicit transaction, so a
 * failure leaves it on too).
 *
 * Time, on a 2-vCPU machine: the courses about 1 s; the enrolments about 21 s on PostgreSQL 15 and
 * 30 s on PGlite (half of it the foreign key checks, a third the three indexes), so both databases
 * get them: the bench stays within a few minutes. `{ enrolments: false }` leaves them out.
 *
 * Runs through a plain query function so the same statements serve PGlite (opened by the bench
 * process while no server holds the directory) and PostgreSQL.
 */
export const SCALE = {
  trainers: 1_000,
  courses: 10_000,
  lessonsPerCourse: 4,
  learners: 20_000,
  enrolmentsPerLearner: 50,
}

export type Exec = (sql: string) => Promise<unknown>

export interface SeedOptions {
  /** Seed the learners and their enrolments too (default true). */
  enrolments?: boolean
}

export async function seedScale(exec: Exec, { enrolments = true }: SeedOptions = {}): Promise<void> {
  const { trainers, courses, lessonsPerCourse, learners, enrolmentsPerLearner: slots } = SCALE
  await exec(`
    insert into users (email, password, first_name, last_name, role, roles, email_verified_at,
                       referral_code, wizard_complete, created_at)
    select 'bench-trainer-' || n || '@bench.test', 'not-a-hash', 'Formatore', 'Bench ' || n, 'trainer',
           array['trainer'], now(), 'BENCH' || n, true, now() - n * interval '1 hour'
    from generate_series(1, ${trainers}) as n;

    insert into profiles (user_id, slug, payoff, bio)
    select id, 'bench-trainer-' || split_part(split_part(email, '@', 1), '-', 3), 'Formatore di prova',
           'Profilo generato dal benchmark.'
    from users where email like 'bench-trainer-%@bench.test';

    -- Ratings for the "rated" order: 0 to 39 reviews, averaging 3.0 to 5.0 (none for every 40th course).
    with trainer as (
      select id, row_number() over (order by id) - 1 as k from users where email like 'bench-trainer-%@bench.test'
    ), category as (
      select id, row_number() over (order by id) - 1 as k, count(*) over () as total from categories
    )
    insert into courses (slug, trainer_id, category_id, title, subtitle, description, language,
                         price_cents, published_at, review_number, average_reviews)
    select 'bench-course-' || n, trainer.id, category.id, 'Corso di prova ' || n,
           'Sottotitolo del corso ' || n, 'Descrizione del corso numero ' || n || ' per il benchmark.',
           case when n % 3 = 0 then 'en' else 'it' end, (n % 50) * 100, now() - n * interval '1 minute',
           n * 13 % 40, case when n * 13 % 40 = 0 then 0 else 3 + (n * 7 % 21) / 10.0 end
    from generate_series(1, ${courses}) as n
    join trainer on trainer.k = n % ${trainers}
    join category on category.k = n % category.total;

    -- course by course, as trainers add them: a course's lessons share a page or two of the table
    insert into lessons (course_id, position, title, duration_seconds, free)
    select c.id, p, 'Lezione ' || p, 300 + p * 60, p = 1
    from courses c cross join generate_series(1, ${lessonsPerCourse}) as p
    where c.slug like 'bench-course-%'
    order by c.id, p;
  `)
  if (enrolments)
    await exec(`
      insert into users (email, password, first_name, last_name, role, roles, email_verified_at,
                         referral_code, wizard_complete, created_at)
      select 'bench-learner-' || n || '@bench.test', 'not-a-hash', 'Studente', 'Bench ' || n, 'student',
             array['student'], now(), 'BENCHL' || n, true, now() - n * interval '1 minute'
      from generate_series(1, ${learners}) as n;

      alter table course_enrolments disable trigger course_enrolments_count;

      with learner as (
        select id, split_part(split_part(email, '@', 1), '-', 3)::int - 1 as k
        from users where email like 'bench-learner-%@bench.test'
      ), band as (
        select j, ${courses} * j * j / ${slots * slots} as low,
               ${courses} * (j + 1) * (j + 1) / ${slots * slots} - ${courses} * j * j / ${slots * slots} as width
        from generate_series(0, ${slots - 1}) as j
      ), course as (
        select id, substr(slug, length('bench-course-') + 1)::int as n
        from courses where slug like 'bench-course-%'
      )
      insert into course_enrolments (user_id, course_id, created_at)
      select learner.id, course.id, now() - (learner.k * ${slots} + band.j) * interval '1 second'
      from learner cross join band
      join course on course.n = band.low + learner.k % band.width + 1;

      update courses set enrolments_count = counted.total
      from (select course_id, count(*)::int as total from course_enrolments group by course_id) counted
      where courses.id = counted.course_id and courses.enrolments_count <> counted.total;

      alter table course_enrolments enable trigger course_enrolments_count;
    `)
  await exec('analyze')
}
