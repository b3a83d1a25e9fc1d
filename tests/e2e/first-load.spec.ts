/**
 * What a first visit gets before any script runs: the language of a bare /, compressed files, a
 * favicon, and a <head> that names the page (issue #9 items 20–22); the public pages drawn by the
 * server with the SPA's components, taken over by the browser without a change (issue 37).
 */
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test'

test.describe('an English browser on its first visit', () => {
  test.use({ locale: 'en-US' })

  test('is sent from / to /en, and stays on Italian once it picked Italian', async ({ page, context }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByRole('link', { name: 'Italiano' }).first().click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
    expect((await context.cookies()).find((cookie) => cookie.name === 'i18n_locale')?.value).toBe('it')
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
  })
})

test('an Italian browser stays at /', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'it')
})

test('scripts arrive compressed with a long cache, and /favicon.ico is an icon', async ({ page }) => {
  const scripts: Promise<{ headers: Record<string, string>; size: number }>[] = []
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        Promise.all([response.allHeaders(), response.body()]).then(([headers, body]) => ({
          headers,
          size: body.length,
        })),
      )
  }
  page.on('response', collect)
  await page.goto('/courses')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // lazy chunks may still be arriving: read every script the page loaded, then stop listening, so
  // no body is still being read when the test ends
  await page.waitForLoadState('networkidle')
  page.off('response', collect)
  expect(scripts.length).toBeGreaterThan(0)
  for (const { headers, size } of await Promise.all(scripts)) {
    // the build leaves files under 512 bytes as they are: compressing them saves nothing
    if (size >= 1024) expect(headers['content-encoding']).toBe('br')
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable')
  }
  const icon = await page.request.get('/favicon.ico')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toMatch(/icon/)
})

test("a course page's head names the course", async ({ page }) => {
  const home = await (await page.request.get('/api/public/home')).json()
  const course = home.data.courses[0]
  const response = await page.request.get(`/en/course/${course.slug}`)
  const html = await response.text()
  expect(html).toContain('<html lang="en">')
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+/en/course/${course.slug}" />`))
  expect(html).toMatch(/<meta property="og:title" content="[^"]+ · Aula" \/>/)
  await page.goto(`/en/course/${course.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(course.title)
})

test.describe('the catalogue and the home on a first load', () => {
  // the HTML carries their first API answers (issue #9 item 23): with those calls refused, the
  // titles still show, so the pages did not wait for them
  for (const [path, api, answered] of [
    ['/courses', '/api/public/courses', '/api/public/courses?page=1&perPage=10'],
    ['/en/courses', '/api/public/courses', '/api/public/courses?page=1&perPage=10'],
    ['/', '/api/public/home', '/api/public/home'],
  ] as const)
    test(`${path} shows course titles with ${api} blocked`, async ({ page }) => {
      const body = (await (await page.request.get(answered)).json()) as {
        data: { title: string }[] | { courses: { title: string }[] }
      }
      const title = (Array.isArray(body.data) ? body.data : body.data.courses)[0].title
      const blocked: string[] = []
      await page.route(
        (url) => url.pathname === api,
        (route) => {
          blocked.push(route.request().url())
          return route.abort()
        },
      )
      await page.goto(path)
      await expect(page.getByRole('heading', { name: title }).first()).toBeVisible()
      expect(blocked).toEqual([])
    })
})

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false })

  test('the catalogue and the home page already show their courses, linked to their pages', async ({
    page,
    request,
  }) => {
    const catalogue = (await (await request.get('/api/public/courses?page=1&perPage=10')).json()) as {
      data: { title: string; slug: string }[]
    }
    await page.goto('/courses')
    await expect(page.getByRole('heading', { level: 1, name: 'Corsi' })).toBeVisible()
    const first = page.getByRole('link', { name: catalogue.data[0].title })
    await expect(first).toBeVisible()
    await expect(first).toHaveAttribute('href', `/course/${catalogue.data[0].slug}`)

    const home = (await (await request.get('/api/public/home')).json()) as {
      data: { courses: { title: string }[] }
    }
    await page.goto('/en')
    await expect(page.getByRole('link', { name: home.data.courses[0].title })).toBeVisible()
  })
})

test.describe('a public page drawn by the server', () => {
  // the layout shifts the page makes, summed as CLS counts them (input-driven ones left out)
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { aulaShift: number }
      w.aulaShift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[])
          if (!entry.hadRecentInput) w.aulaShift += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
      // the page's and the navigation's elements as the server drew them, noted once parsed and
      // before any module script runs ('interactive' comes before deferred scripts): hydration
      // keeps them, a part of the page drawn again by the browser (React dropping markup it could
      // not take over) takes them out of the document
      const drawnBy = window as unknown as { aulaDrawn: Element[] }
      drawnBy.aulaDrawn = []
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          drawnBy.aulaDrawn = [...document.querySelectorAll('#root main, #root main *, #root header nav *')]
      })
    })
  })

  for (const name of ['/', '/courses', '/en', '/trainers', 'a course'])
    test(`${name} is hydrated without an error or a layout shift, and taken over as drawn`, async ({
      page,
      request,
    }) => {
      const path = name === 'a course' ? `/course/${(await homeCourses(request))[0].slug}` : name
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      const html = await (await page.request.get(path)).text()
      expect(html).toContain('<div id="root" data-ssr>')
      await page.goto(path)
      // the page's shell committed: hydration is over (src/app/router.tsx marks it)
      await page.waitForFunction(() => performance.getEntriesByName('aula:interactive').length > 0)
      await page.waitForLoadState('networkidle')
      expect(errors).toEqual([])
      expect(
        await page.evaluate(() => (window as unknown as { aulaShift: number }).aulaShift),
      ).toBeLessThanOrEqual(0.05)
      // React has taken the whole page over, its data sections too (each element it holds carries
      // its props), and the page and the navigation are still the very elements the server drew:
      // the browser drew nothing of it a second time
      await expect
        .poll(() => page.evaluate(notTakenOver, '#root main, #root main *'), { timeout: 15_000 })
        .toEqual([])
      const { drawn, redrawn } = await page.evaluate(() => {
        const { aulaDrawn } = window as unknown as { aulaDrawn: Element[] }
        return {
          drawn: aulaDrawn.length,
          redrawn: aulaDrawn.filter((element) => !element.isConnected).map((element) => element.textContent),
        }
      })
      expect(drawn).toBeGreaterThan(50)
      // (a course's reviews are not drawn by the server: it shows that they are loading)
      if (name === 'a course') expect(redrawn).toEqual(['Caricamento delle recensioni…'])
      else expect(redrawn).toEqual([])
    })

  test("a course's heart pressed before its section is taken over still asks the visitor to log in", async ({
    page,
    request,
  }) => {
    const [course] = await homeCourses(request)
    // the section's chunk (the heart's code with it) is held back until the press has been made
    const release = await holdChunk(page, /\/assets\/course-data-[\w-]+\.js$/)
    await page.goto(`/course/${course.slug}`, { waitUntil: 'domcontentloaded' })
    await page.waitForFunction(() => performance.getEntriesByName('aula:interactive').length > 0)
    const heart = page.getByRole('button', { name: `Aggiungi ai preferiti ${course.title}` })
    expect(await heart.evaluate(isTakenOver)).toBe(false)
    await heart.click()
    release()
    await expect(page.getByRole('dialog', { name: 'Login necessario' })).toBeVisible()
  })

  test('a category picked on /courses before its list is taken over is the one filtered by', async ({
    page,
    request,
  }) => {
    const categories = (await (await request.get('/api/public/categories')).json()) as {
      data: { slug: string }[]
    }
    const category = categories.data[0]
    const release = await holdChunk(page, /\/assets\/courses-data-[\w-]+\.js$/)
    await page.goto('/courses', { waitUntil: 'domcontentloaded' })
    await page.waitForFunction(() => performance.getEntriesByName('aula:interactive').length > 0)
    const select = page.getByLabel('Categoria')
    expect(await select.evaluate(isTakenOver)).toBe(false)
    await select.selectOption(category.slug)
    release()
    await expect.poll(() => select.evaluate(isTakenOver)).toBe(true)
    await expect(select).toHaveValue(category.slug)
    const filters = page.locator('form[role="search"]', { has: select })
    await filters.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(new RegExp(`[?&]category=${category.slug}`))
  })

  test('/courses stays interactive once hydrated: a category filter applies', async ({ page, request }) => {
    const categories = (await (await request.get('/api/public/categories')).json()) as {
      data: { slug: string; name: { it: string } }[]
    }
    const category = categories.data[0]
    await page.goto('/courses')
    await page.waitForFunction(() => performance.getEntriesByName('aula:interactive').length > 0)
    await page.getByLabel('Categoria').selectOption(category.slug)
    const filters = page.locator('form[role="search"]', { has: page.getByLabel('Categoria') })
    await filters.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(new RegExp(`[?&]category=${category.slug}`))
    await expect(page.getByLabel('Categoria')).toHaveValue(category.slug)
  })
})

test.describe('the job pages drawn by the server (issue 37)', () => {
  interface Listing {
    id: number
    title: string
    contract_type: string
    remote: boolean
  }
  const firstListing = async (request: APIRequestContext, query = '') =>
    (await (await request.get(`/api/public/job-listings?page=1&perPage=10${query}`)).json()) as {
      data: Listing[]
      meta: { total: number }
    }

  for (const width of [375, 1280])
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 812 } })

      for (const [name, path] of [
        ['/joblistings', () => '/joblistings'],
        ['/en/joblistings', () => '/en/joblistings'],
        ['a listing', (id: number) => `/joblistings/${id}`],
        ['a listing in English', (id: number) => `/en/joblistings/${id}`],
      ] as const)
        test(`${name} is taken over as drawn, without a layout shift`, async ({ page, request }) => {
          const url = path((await firstListing(request)).data[0].id)
          expect(await (await request.get(url)).text()).toContain('<div id="root" data-ssr>')
          const errors: string[] = []
          page.on('console', (message) => {
            if (message.type() === 'error') errors.push(message.text())
          })
          page.on('pageerror', (error) => errors.push(error.message))
          await page.addInitScript(() => {
            const w = window as unknown as { aulaShift: number; aulaDrawn: WeakSet<Element> }
            w.aulaShift = 0
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number
                hadRecentInput: boolean
              })[])
                if (!entry.hadRecentInput) w.aulaShift += entry.value
            }).observe({ type: 'layout-shift', buffered: true })
            // the elements the server drew, marked once parsed, before any module script runs: a
            // takeover keeps them, React drawing a part of the page again replaces them
            w.aulaDrawn = new WeakSet()
            document.addEventListener('readystatechange', () => {
              if (document.readyState === 'interactive')
                for (const element of document.querySelectorAll('#root *')) w.aulaDrawn.add(element)
            })
          })
          // a phone's slower processor: a page drawn again from its skeleton paints that skeleton
          const cdp = await page.context().newCDPSession(page)
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
          await page.goto(url)
          await page.waitForFunction(() => performance.getEntriesByName('aula:interactive').length > 0)
          await page.waitForLoadState('networkidle')
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
          expect(errors).toEqual([])
          const { shift, redrawn } = await page.evaluate(() => {
            const w = window as unknown as { aulaShift: number; aulaDrawn: WeakSet<Element> }
            return {
              shift: w.aulaShift,
              redrawn: [...document.querySelectorAll('#root main, #root main *')]
                .filter((element) => !w.aulaDrawn.has(element))
                .map((element) => element.outerHTML.slice(0, 120)),
            }
          })
          expect(shift).toBeLessThanOrEqual(0.05)
          expect(redrawn).toEqual([])
        })
    })

  test('a filter chosen on /joblistings before its scripts run is kept once taken over, and applies', async ({
    page,
    request,
  }) => {
    const { contract_type } = (await firstListing(request)).data[0]
    const matching = await firstListing(request, `&contract_type=${contract_type}&remote=1`)
    // the page's scripts wait until the visitor has chosen
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/joblistings', { waitUntil: 'commit' })
    await page.getByLabel('Contratto').selectOption(contract_type)
    await page.getByLabel('Da remoto').check()
    release()
    await page.waitForFunction(() => performance.getEntriesByName('aula:interactive').length > 0)
    await page.waitForLoadState('networkidle')
    await expect(page.getByLabel('Contratto')).toHaveValue(contract_type)
    await expect(page.getByLabel('Da remoto')).toBeChecked()
    const filters = page.getByRole('search').filter({ has: page.getByLabel('Contratto') })
    await filters.getByRole('button', { name: 'Cerca' }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]contract_type=${contract_type}(&|$)`))
    await expect(page).toHaveURL(/[?&]remote=1(&|$)/)
    await expect(page.getByRole('article')).toHaveCount(matching.data.length)
    await expect(page.getByRole('link', { name: matching.data[0].title }).first()).toBeVisible()
  })

  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false })

    test("/joblistings' filters search on the server", async ({ page, request }) => {
      const { contract_type, title } = (await firstListing(request)).data[0]
      const matching = await firstListing(request, `&contract_type=${contract_type}`)
      await page.goto('/en/joblistings')
      await page.getByLabel('Contract').selectOption(contract_type)
      const filters = page.getByRole('search').filter({ has: page.getByLabel('Contract') })
      await filters.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(new RegExp(`/en/joblistings\\?.*contract_type=${contract_type}`))
      await expect(page.getByRole('article')).toHaveCount(matching.data.length)
      await expect(page.getByRole('link', { name: title })).toBeVisible()
    })
  })
})

/** The home page's courses (real slugs of the demo data). */
async function homeCourses(request: APIRequestContext) {
  const home = (await (await request.get('/api/public/home')).json()) as {
    data: { courses: { slug: string; title: string }[] }
  }
  return home.data.courses
}

/** Whether React holds the element (it keeps its props on it once it rendered or hydrated it). */
function isTakenOver(element: Element) {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'))
}

/** The elements matching the selector that React has not taken over yet. */
function notTakenOver(selector: string) {
  return [...document.querySelectorAll(selector)]
    .filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactProps$')))
    .map((element) => element.outerHTML.slice(0, 120))
}

/** Holds the chunk back until the returned function is called. */
async function holdChunk(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}
