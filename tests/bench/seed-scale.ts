/**
 * Data at the scale DESIGN.md §7 measures reads on: 1 000 trainers with profiles and 10 000
 * published courses with 4 lessons each, added beside the demo data with set-based SQL (a few
 * seconds on either database). Enrolments join the seed when their table exists (issue 14).
 *
 * Runs through a plain query function so the same statements serve PGlite (opened by the bench
 * process while no server holds the directory) and PostgreSQL.
 */
export const SCALE = { trainers: 1_000, courses: 10_000, lessonsPerCourse: 4 }

export type Exec = (sql: string) => Promise<unknown>

export async function seedScale(exec: Exec): Promise<void> {
  const { trainers, courses, lessonsPerCourse } = SCALE
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

    with trainer as (
      select id, row_number() over (order by id) - 1 as k from users where email like 'bench-trainer-%@bench.test'
    ), category as (
      select id, row_number() over (order by id) - 1 as k, count(*) over () as total from categories
    )
    insert into courses (slug, trainer_id, category_id, title, subtitle, description, language,
                         price_cents, published_at)
    select 'bench-course-' || n, trainer.id, category.id, 'Corso di prova ' || n,
           'Sottotitolo del corso ' || n, 'Descrizione del corso numero ' || n || ' per il benchmark.',
           case when n % 3 = 0 then 'en' else 'it' end, (n % 50) * 100, now() - n * interval '1 minute'
    from generate_series(1, ${courses}) as n
    join trainer on trainer.k = n % ${trainers}
    join category on category.k = n % category.total;

    insert into lessons (course_id, position, title, duration_seconds, free)
    select c.id, p, 'Lezione ' || p, 300 + p * 60, p = 1
    from courses c cross join generate_series(1, ${lessonsPerCourse}) as p
    where c.slug like 'bench-course-%';

    analyze;
  `)
}
