/**
 * The public job list at 100 000 listings on PostgreSQL (issue 18), a section of `npm run bench`
 * (BENCH_ONLY=areas); alone: `node --import tsx tests/bench/jobs.ts` (TEST_DATABASE_URL,
 * BENCH_DURATION, JOBS_BENCH_PORT).
 *
 * A scratch database gets Aula's migrations and demo data (the server does it at start), then
 * 100 000 listings of the demo HR user's company with set-based SQL (ten cities, every contract and
 * seniority, one in five remote, published over 90 days; 5 % closed, 5 % drafts). Then autocannon,
 * 100 connections, on the list's first page unfiltered and with each kind of filter, beside a bare
 * node:http + postgres server answering the unfiltered page with the same two statements.
 * Budget (DESIGN.md §7): p99 ≤ 50 ms for every filter, the free text too (the stored search
 * documents of migration 0033, the listing's or its company's; the title's trigrams only when the
 * words match nothing). Public lists are answered from a cache of at most a minute, so these figures
 * are the cached read; the free text's statements alone, uncached, take about 26 ms at this scale.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import postgres from 'postgres'
import { load, report, verdict, withScratchAula } from './scratch-aula.ts'

const LISTINGS = 100_000

async function seedListings(sql: postgres.Sql) {
  await sql.unsafe(`
    insert into job_listings (user_id, company_id, title, description, requirements, city, contract_type,
                              seniority, remote, salary_min, salary_max, status, published_at, created_at)
    select c.user_id, c.id,
           (array['Sviluppatore', 'Analista', 'Contabile', 'Commerciale', 'Progettista'])[1 + n % 5] || ' ' || n,
           'Annuncio di prova numero ' || n || ' con una descrizione di qualche riga.',
           'Requisiti di prova.',
           (array['Milano', 'Roma', 'Torino', 'Napoli', 'Bologna', 'Firenze', 'Bari', 'Verona', 'Padova', 'Genova'])[1 + n % 10],
           (array['full_time', 'part_time', 'freelance', 'internship'])[1 + n % 4],
           (array['junior', 'mid', 'senior', 'lead'])[1 + (n / 4) % 4],
           n % 5 = 0,
           case when n % 3 = 0 then 25000 + (n % 20) * 1000 end,
           case when n % 3 = 0 then 35000 + (n % 20) * 1000 end,
           case when n % 20 = 0 then 'draft' when n % 20 = 1 then 'closed' else 'published' end,
           case when n % 20 = 0 then null else now() - (n % 90) * interval '1 day' - n * interval '1 second' end,
           now() - (n % 90) * interval '1 day'
    from generate_series(1, ${LISTINGS}) as n,
         (select id, user_id from companies where slug = 'talentia') as c;
  `)
  // VACUUM runs outside a transaction: on its own, so the counts can read the index alone
  await sql.unsafe('vacuum analyze job_listings')
}

/** The bare baseline: node:http and the postgres driver answering the first page with the same statements. */
function bareServer(databaseUrl: string) {
  const sql = postgres(databaseUrl, { max: 10, onnotice: () => {} })
  const server = http.createServer((_request, response) => {
    Promise.all([
      sql`select l.*, c.slug, c.ragione_sociale, u.first_name, u.last_name, p.slug as owner_slug
          from job_listings l join users u on u.id = l.user_id left join profiles p on p.user_id = l.user_id
          left join companies c on c.id = l.company_id
          where l.status = 'published' and (l.expires_at is null or l.expires_at > now())
          order by l.published_at desc nulls last, l.id desc nulls last limit 10`,
      sql`select count(*)::int as total from job_listings
          where status = 'published' and (expires_at is null or expires_at > now())`,
    ]).then(
      ([rows, [{ total }]]) => {
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify({ data: rows, meta: { total } }))
      },
      () => {
        response.statusCode = 500
        response.end()
      },
    )
  })
  return { server, sql }
}

export async function jobsBench(port = Number(process.env.JOBS_BENCH_PORT ?? 3413)): Promise<string[]> {
  return withScratchAula('jobs', port, async ({ origin, databaseUrl, sql }) => {
    const started = Date.now()
    await seedListings(sql)
    console.log(`seeded ${LISTINGS} job listings in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    const list = `${origin}/api/public/job-listings`
    const bare = bareServer(databaseUrl)
    await new Promise<void>((resolve) => bare.server.listen(0, '127.0.0.1', resolve))
    const barePort = (bare.server.address() as AddressInfo).port
    const baseline = await load(`http://127.0.0.1:${barePort}/`)
    bare.server.close()
    await bare.sql.end()
    const title = `GET /api/public/job-listings on PostgreSQL at ${LISTINGS} listings`
    report(title, [['bare node:http + postgres (page 1)', baseline]], false)
    const failures = report('the same through Aula, each filter answered from an index', [
      ['first page, no filter', await load(list)],
      ['a later page (page 50)', await load(`${list}?page=50`)],
      ['contract and seniority', await load(`${list}?contract_type=part_time&seniority=senior`)],
      ['a city or remote', await load(`${list}?place=Bologna&remote=1`)],
      ['a city', await load(`${list}?place=Bologna`)],
      ['published in the last 7 days', await load(`${list}?since=7`)],
      // a fifth of the listings match: the page and its count come from the text indexes
      ['free text (q=analista)', await load(`${list}?q=analista`)],
      ['free text and a city (q=analista bologna)', await load(`${list}?q=analista%20bologna`)],
    ])
    return failures
  })
}

if (import.meta.url === `file://${process.argv[1]}`) verdict(await jobsBench())
