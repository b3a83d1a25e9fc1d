/**
 * `npm run bench`, section 1: JavaScript per route (DESIGN.md §7). Chromium opens every route on a
 * fresh Aula; each script response is gzipped (level 9). Public pages (isPublicPage, the doors
 * included): the scripts that finished arriving before the page shell was interactive (the
 * `aula:interactive` performance mark) must total ≤ 100 KiB. Any route, every public page too:
 * everything until network idle ≤ 170 KiB (./bundle-budget.ts; a route over either fails the section).
 *
 * On its own: `node --import tsx tests/bench/bundle-sizes.ts` (starts its own Aula, port 3214);
 * BENCH_ROUTES=regex measures only the matching routes, BENCH_FILES=1 lists each script's size.
 */
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { loadRouteTable } from '../../server/core/route-table.ts'
import { chromiumLaunchOptions } from '../chromium.ts'
import { BUDGET_KIB, budgetFailures, isPublicPage, type RouteSizes } from './bundle-budget.ts'
import { runStandalone } from './standalone.ts'

const KiB = 1024

/** Measures and prints; returns the budgets it found exceeded. */
export async function bundleSizes(origin: string): Promise<string[]> {
  const home = (await (await fetch(`${origin}/api/public/home`)).json()) as {
    data: { courses: { slug: string }[]; trainers: { slug: string }[]; categories: { slug: string }[] }
  }
  const params: Record<string, string> = {
    slug: home.data.courses[0].slug,
    id: home.data.trainers[0].slug,
    category: home.data.categories[0].slug,
    topic: 'excel',
    token: 'x',
  }
  // The player's routes open a real lesson of that course (its free preview plays a video, so
  // hls.js is counted), not lesson 1 of whichever course.
  const outline = (await (await fetch(`${origin}/api/learn/${params.slug}`)).json()) as {
    data: { lessons: { id: number }[] }
  }
  const lessonId = String(outline.data.lessons[0].id)
  const browser = await chromium.launch(chromiumLaunchOptions)
  const rows: (RouteSizes & { files: number })[] = []
  try {
    // BENCH_ROUTES=regex measures only the routes whose path matches (while working on one page)
    const only = process.env.BENCH_ROUTES ? new RegExp(process.env.BENCH_ROUTES) : null
    for (const route of (await loadRouteTable()).routes.filter((r) => !only || only.test(r.path))) {
      const routeParams = route.name.startsWith('learn') ? { ...params, id: lessonId } : params
      const url = route.path.replace(/\{(\w+)\}/g, (_, k: string) => routeParams[k] ?? '1')
      const page = await browser.newPage()
      const scripts = new Map<string, Promise<Buffer | null>>()
      page.on('response', (response) => {
        // null: its body could not be read any more (the page was closed before it arrived)
        if (response.request().resourceType() === 'script')
          scripts.set(
            response.url(),
            response.body().catch(() => null),
          )
      })
      await page.goto(origin + url, { waitUntil: 'networkidle' })
      // On a loaded machine the network can fall idle before the scripts have run: wait for the
      // page to become interactive, then until no script has arrived for a second (what it loads
      // after interactive), or a page measured before its mark counts everything as before it.
      await page
        .waitForFunction(
          (mark) => performance.getEntriesByName(mark, 'mark').length > 0,
          'aula:interactive',
          {
            timeout: 60_000,
          },
        )
        .catch(() => undefined)
      for (let seen = -1; seen !== scripts.size;) {
        seen = scripts.size
        await page.waitForTimeout(1000)
      }
      // When each script finished arriving, and when the page shell became interactive
      // (the `aula:interactive` mark set by src/lib/interactive.ts once the first page committed).
      const timing = await page.evaluate((mark) => {
        const interactive = performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? null
        const ends = Object.fromEntries(
          performance
            .getEntriesByType('resource')
            .map((e) => [e.name, (e as PerformanceResourceTiming).responseEnd] as const),
        )
        return { interactive, ends }
      }, 'aula:interactive')
      let beforeInteractive = 0
      let untilIdle = 0
      for (const [scriptUrl, pending] of scripts) {
        const body = await pending
        if (body === null) {
          console.warn(`${url}: the body of ${scriptUrl} could not be read; not counted`)
          continue
        }
        const gz = gzipSync(body, { level: 9 }).length
        untilIdle += gz
        const end = timing.ends[scriptUrl]
        // no mark at all means the page never became interactive: count everything
        const before = timing.interactive === null || end === undefined || end <= timing.interactive
        if (before) beforeInteractive += gz
        // BENCH_FILES=1 lists each script (while looking for what to cut)
        if (process.env.BENCH_FILES)
          console.log(
            `  ${url} ${before ? 'before' : 'after '} ${(gz / KiB).toFixed(1).padStart(6)} ${scriptUrl}`,
          )
      }
      const isPublic = isPublicPage(route)
      rows.push({
        path: url,
        public: isPublic,
        interactive: beforeInteractive / KiB,
        idle: untilIdle / KiB,
        files: scripts.size,
      })
      await page.close()
    }
  } finally {
    await browser.close()
  }
  console.log(
    '\nJavaScript per route (gzip -9, KiB): before the page is interactive, and everything until network idle',
  )
  console.log(
    'route'.padEnd(52),
    'interactive'.padStart(11),
    'idle'.padStart(7),
    'files'.padStart(6),
    ' budget',
  )
  for (const row of rows) {
    const over = budgetFailures([row]).length > 0
    console.log(
      row.path.padEnd(52),
      row.interactive.toFixed(1).padStart(11),
      row.idle.toFixed(1).padStart(7),
      String(row.files).padStart(6),
      ` ${row.public ? `≤ ${BUDGET_KIB.publicInteractive} interactive, ` : ''}≤ ${BUDGET_KIB.idle} idle${over ? '  OVER' : ''}`,
    )
  }
  const worstPublic = Math.max(...rows.filter((r) => r.public).map((r) => r.interactive))
  const worstAny = Math.max(...rows.map((r) => r.idle))
  console.log(
    `largest public route before interactive: ${worstPublic.toFixed(1)} KiB (≤ ${BUDGET_KIB.publicInteractive}); largest route until idle: ${worstAny.toFixed(1)} KiB (≤ ${BUDGET_KIB.idle})`,
  )
  return budgetFailures(rows)
}

if (import.meta.url === `file://${process.argv[1]}`) await runStandalone(3214, bundleSizes)
