/**
 * `npm run bench`, the Lighthouse section (DESIGN.md §7, issue 37): Lighthouse 12 (the `lighthouse`
 * package, pinned) through chrome-launcher on Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium,
 * `--headless=new --no-sandbox`), its default mobile preset (simulated slow 4G, 4× CPU), three runs
 * per page on a fresh production Aula of its own (its own port and data directory, loopback only),
 * the median of each figure reported and held to the budgets: performance ≥ 95, CLS ≤ 0.05,
 * TBT ≤ 150 ms, LCP ≤ 2.0 s, accessibility, best practices and SEO 100.
 *
 * The pages: the home page, the catalogue, a course, the job list, a job listing, a public profile,
 * the trainers and the home page in English. On its own: `node --import tsx tests/bench/lighthouse.ts`
 * (port 3215); `BENCH_ONLY=lighthouse npm run bench` runs it as a section. LIGHTHOUSE_RUNS changes
 * the number of runs per page (3).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { runStandalone } from './standalone.ts'

/** DESIGN.md §7 and issue 37. Scores out of 100, times in ms. */
export const LIGHTHOUSE_BUDGET = {
  performance: 95,
  cls: 0.05,
  tbtMs: 150,
  lcpMs: 2000,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
}

interface Figures {
  performance: number
  cls: number
  lcpMs: number
  tbtMs: number
  accessibility: number
  bestPractices: number
  seo: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The pages measured, with real slugs of the demo data. */
async function pages(origin: string): Promise<[string, string][]> {
  const json = async <T>(path: string) => ((await (await fetch(origin + path)).json()) as { data: T }).data
  const home = await json<{ courses: { slug: string }[]; trainers: { slug: string }[] }>('/api/public/home')
  const jobs = await json<{ id: number }[]>('/api/public/job-listings')
  return [
    ['/', '/'],
    ['/courses', '/courses'],
    ['a course', `/course/${home.courses[0].slug}`],
    ['/joblistings', '/joblistings'],
    ['a job listing', `/joblistings/${jobs[0].id}`],
    ['a public profile', `/${home.trainers[0].slug}`],
    ['/trainers', '/trainers'],
    ['/en', '/en'],
  ]
}

/** Measures and prints; returns the budgets it found exceeded. */
export async function lighthouseBench(origin: string): Promise<string[]> {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
  const failures: string[] = []
  const targets = await pages(origin)
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
  })
  const rows: { label: string; path: string; figures: Figures }[] = []
  try {
    for (const [label, path] of targets) {
      const measured: Figures[] = []
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(
          origin + path,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            // an Italian visitor (the site's language at /): Chromium's en-US would be sent on to /en
            extraHeaders: { 'Accept-Language': 'it-IT,it;q=0.9' },
          },
          // Lighthouse's default config: the mobile preset
          undefined,
        )
        const { categories, audits, runtimeError } = result?.lhr ?? {}
        if (!categories || !audits || runtimeError) {
          failures.push(`Lighthouse ${label} (${path}): ${runtimeError?.code ?? 'no result'}`)
          break
        }
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
        measured.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          cls: audits['cumulative-layout-shift'].numericValue ?? Infinity,
          lcpMs: audits['largest-contentful-paint'].numericValue ?? Infinity,
          tbtMs: audits['total-blocking-time'].numericValue ?? Infinity,
        })
        // what failed and why, for the page's worst run (BENCH_LIGHTHOUSE_AUDITS=1)
        if (process.env.BENCH_LIGHTHOUSE_AUDITS)
          for (const audit of Object.values(audits))
            if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
              console.log(
                `  ${path} run ${run + 1}: ${audit.id} ${audit.displayValue ?? ''} (${audit.score})`,
              )
      }
      if (measured.length < runs) continue
      const figures = Object.fromEntries(
        Object.keys(measured[0]).map((key) => [key, median(measured.map((m) => m[key as keyof Figures]))]),
      ) as unknown as Figures
      rows.push({ label, path, figures })
    }
  } finally {
    chrome.kill()
  }

  console.log(`\nLighthouse 12, mobile preset, median of ${runs} (Debian Chromium, a fresh production Aula)`)
  console.log(
    'page'.padEnd(34),
    'perf'.padStart(5),
    'CLS'.padStart(7),
    'LCP s'.padStart(7),
    'TBT ms'.padStart(7),
    'a11y'.padStart(5),
    'best'.padStart(5),
    'seo'.padStart(5),
  )
  const b = LIGHTHOUSE_BUDGET
  for (const { label, path, figures: f } of rows) {
    const over = [
      f.performance < b.performance && `performance ${f.performance} < ${b.performance}`,
      f.cls > b.cls && `CLS ${f.cls.toFixed(3)} > ${b.cls}`,
      f.lcpMs > b.lcpMs && `LCP ${(f.lcpMs / 1000).toFixed(2)} s > ${b.lcpMs / 1000} s`,
      f.tbtMs > b.tbtMs && `TBT ${Math.round(f.tbtMs)} ms > ${b.tbtMs} ms`,
      f.accessibility < b.accessibility && `accessibility ${f.accessibility} < ${b.accessibility}`,
      f.bestPractices < b.bestPractices && `best practices ${f.bestPractices} < ${b.bestPractices}`,
      f.seo < b.seo && `SEO ${f.seo} < ${b.seo}`,
    ].filter((x): x is string => typeof x === 'string')
    for (const reason of over) failures.push(`Lighthouse ${label} (${path}): ${reason}`)
    console.log(
      (label === path ? path : `${label} (${path})`).slice(0, 34).padEnd(34),
      String(f.performance).padStart(5),
      f.cls.toFixed(3).padStart(7),
      (f.lcpMs / 1000).toFixed(2).padStart(7),
      String(Math.round(f.tbtMs)).padStart(7),
      String(f.accessibility).padStart(5),
      String(f.bestPractices).padStart(5),
      String(f.seo).padStart(5),
      over.length ? '  OVER' : '',
    )
  }
  console.log(
    `budget: performance ≥ ${b.performance}, CLS ≤ ${b.cls}, LCP ≤ ${b.lcpMs / 1000} s, TBT ≤ ${b.tbtMs} ms, accessibility, best practices and SEO ${b.seo}`,
  )
  return failures
}

if (import.meta.url === `file://${process.argv[1]}`) await runStandalone(3215, lighthouseBench)
