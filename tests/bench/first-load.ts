/**
 * First load under a slow profile (DESIGN.md §7), part of `npm run bench`: a fresh browser profile
 * opens the home page and the catalogue through Chrome DevTools Protocol throttling — 150 ms round
 * trip, 1.6 Mbit/s down and up, the CPU slowed 4× — and reports first contentful paint, when the
 * first course title is on screen, and how many requests the page made until the network went idle.
 * Budgets: FCP ≤ 1.5 s, content ≤ 2.5 s. Median of RUNS cold loads per page.
 *
 * Standalone (only this section): `node --import tsx tests/bench/first-load.ts` starts its own Aula
 * on a fresh data directory (port FIRST_LOAD_PORT, default 3213).
 */
import { chromium, type Browser } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium.ts'
import { runStandalone } from './standalone.ts'

export const FIRST_LOAD_BUDGET = { fcpMs: 1500, contentMs: 2500 }
const RUNS = Number(process.env.FIRST_LOAD_RUNS ?? 3)
/** 1.6 Mbit/s in bytes per second, as CDP takes it. */
const THROUGHPUT = (1.6 * 1_000_000) / 8

interface Load {
  fcp: number
  content: number
  requests: number
  bytes: number
}

async function coldLoad(browser: Browser, url: string, text: string): Promise<Load> {
  const context = await browser.newContext({ locale: 'it-IT' })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: THROUGHPUT,
    uploadThroughput: THROUGHPUT,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  let bytes = 0
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength
  })
  let requests = 0
  page.on('request', () => requests++)
  // The moment the text is painted into the DOM, timed in the page against navigation start.
  await page.addInitScript((wanted: string) => {
    const observer = new MutationObserver(() => {
      if (document.body?.textContent?.includes(wanted)) {
        ;(window as unknown as { __contentAt: number }).__contentAt = performance.now()
        observer.disconnect()
      }
    })
    observer.observe(document, { childList: true, subtree: true, characterData: true })
  }, text)
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 })
  await page.waitForFunction(() => '__contentAt' in window, undefined, { timeout: 30_000 })
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    content: (window as unknown as { __contentAt: number }).__contentAt,
  }))
  await context.close()
  return { ...timing, requests, bytes }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Measures and prints; returns the budgets it found exceeded. */
export async function firstLoad(origin: string): Promise<string[]> {
  const home = (await (await fetch(`${origin}/api/public/home`)).json()) as {
    data: { courses: { title: string }[] }
  }
  const catalogue = (await (await fetch(`${origin}/api/public/courses`)).json()) as {
    data: { title: string }[]
  }
  const pages = [
    { path: '/', text: home.data.courses[0].title },
    { path: '/courses', text: catalogue.data[0].title },
  ]
  const failures: string[] = []
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    console.log(
      `\nFirst load, slow profile (150 ms RTT, 1.6 Mbit/s, CPU 4× slower), median of ${RUNS} cold loads`,
    )
    console.log(
      'page'.padEnd(12),
      'FCP ms'.padStart(7),
      'content ms'.padStart(11),
      'requests'.padStart(9),
      'KiB'.padStart(6),
    )
    for (const { path, text } of pages) {
      const loads: Load[] = []
      for (let run = 0; run < RUNS; run++) loads.push(await coldLoad(browser, origin + path, text))
      const fcp = median(loads.map((load) => load.fcp))
      const content = median(loads.map((load) => load.content))
      const requests = median(loads.map((load) => load.requests))
      const kib = median(loads.map((load) => load.bytes)) / 1024
      const over = fcp > FIRST_LOAD_BUDGET.fcpMs || content > FIRST_LOAD_BUDGET.contentMs
      console.log(
        path.padEnd(12),
        fcp.toFixed(0).padStart(7),
        content.toFixed(0).padStart(11),
        String(requests).padStart(9),
        kib.toFixed(0).padStart(6),
        ` ≤ ${FIRST_LOAD_BUDGET.fcpMs} FCP, ≤ ${FIRST_LOAD_BUDGET.contentMs} content${over ? '  OVER' : ''}`,
      )
      if (!(fcp <= FIRST_LOAD_BUDGET.fcpMs))
        failures.push(`${path}: first contentful paint ${fcp.toFixed(0)} ms > ${FIRST_LOAD_BUDGET.fcpMs} ms`)
      if (!(content <= FIRST_LOAD_BUDGET.contentMs))
        failures.push(
          `${path}: course titles at ${content.toFixed(0)} ms > ${FIRST_LOAD_BUDGET.contentMs} ms`,
        )
    }
  } finally {
    await browser.close()
  }
  return failures
}

// On its own: a fresh Aula on a temporary data directory, this section only.
if (import.meta.url === `file://${process.argv[1]}`)
  await runStandalone(Number(process.env.FIRST_LOAD_PORT ?? 3213), firstLoad)
