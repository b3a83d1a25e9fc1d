import { expect, test, type Page } from '@playwright/test'

// A name, title or payoff typed as one unbroken word (older data, a bot, a paste) wraps inside its
// card instead of widening the page: issue 9 measured a 134 019 px wide page for a 10 000-character
// name. The API now refuses names over 100 characters, so the long text is put into the real API
// answers on their way to the page; what is tested is the page's layout, at phone and desktop width.
const LONG = 'W'.repeat(10_000)

type Json = Record<string, unknown>

/** The strings of `before` that `after` has changed, each with its new text. */
function changedTexts(before: unknown, after: unknown, found = new Map<string, string>()) {
  if (typeof before === 'string' && typeof after === 'string' && before !== after && before.length > 2)
    found.set(before, after)
  else if (before && after && typeof before === 'object' && typeof after === 'object')
    for (const key of Object.keys(before)) changedTexts((before as Json)[key], (after as Json)[key], found)
  return found
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

/**
 * Rewrites the JSON answers of `pattern`, keeping everything else the server said: those the page
 * asks for, and those the server wrote into the page's HTML as its first answers (issue #9 item 23,
 * `<script type="application/json" id="aula-preloaded">`, keyed by the call's path and query). A
 * public page the server draws with React (issue 37) shows those answers in its markup too, which
 * the browser takes over instead of drawing again: the texts changed are changed there as well, so
 * the page is drawn as it would be had the server held the long texts.
 */
async function lengthen(page: Page, pattern: RegExp, rewrite: (body: Json) => void) {
  await page.route(pattern, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as Json
    rewrite(body)
    await route.fulfill({ response, json: body })
  })
  await page.route(
    (url) => !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const changed = new Map<string, string>()
      let html = (await response.text()).replace(
        /(<script type="application\/json" id="aula-preloaded">)(.*?)(<\/script>)/s,
        (_, open: string, json: string, close: string) => {
          const answers = JSON.parse(json) as Record<string, Json>
          for (const [key, answer] of Object.entries(answers))
            if (pattern.test(key)) {
              const before = structuredClone(answer)
              rewrite(answer)
              changedTexts(before, answer, changed)
            }
          return open + JSON.stringify(answers).replace(/</g, '\\u003c') + close
        },
      )
      // the drawn markup: #root's content (the answers' script is in the head, before it)
      const [start, end] = [html.indexOf('<div id="root"'), html.lastIndexOf('</body>')]
      if (start >= 0 && end > start) {
        let drawn = html.slice(start, end)
        for (const [before, after] of changed) drawn = drawn.split(escapeHtml(before)).join(escapeHtml(after))
        html = html.slice(0, start) + drawn + html.slice(end)
      }
      await route.fulfill({ response, body: html })
    },
  )
}

type Card = { full_name?: string; payoff?: string; title?: string; trainer?: { full_name: string } }
const longCard = (card: Card) => {
  if ('full_name' in card) card.full_name = LONG
  if ('payoff' in card) card.payoff = LONG
  if ('title' in card) card.title = LONG
  if (card.trainer) card.trainer.full_name = LONG
}

/** No horizontal scroll, and the long text itself inside the window (not just clipped by its card). */
async function expectItFits(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
  const rightmost = await page
    .getByText(LONG)
    .evaluateAll((elements) => Math.max(...elements.map((element) => element.getBoundingClientRect().right)))
  expect(rightmost).toBeLessThanOrEqual(innerWidth)
}

for (const width of [375, 1280]) {
  test.describe(`long unbroken words at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const [path, api] of [
      ['/trainers/all', /\/api\/public\/trainers\/all(\?|$)/],
      ['/students', /\/api\/public\/students(\?|$)/],
      ['/courses', /\/api\/public\/courses(\?|$)/],
    ] as const) {
      test(`${path}: a 10 000-character name stays inside its card`, async ({ page }) => {
        await lengthen(page, api, (body) => (body.data as Card[]).forEach(longCard))
        await page.goto(path)
        await expect(page.getByText(LONG).first()).toBeVisible()
        await expectItFits(page)
      })
    }

    test('a course page with a 10 000-character title and trainer name', async ({ page }) => {
      const home = (await (await page.request.get('/api/public/home')).json()) as {
        data: { courses: { slug: string }[] }
      }
      const slug = home.data.courses[0].slug
      await lengthen(page, new RegExp(`/api/public/courses/${slug}$`), (body) => longCard(body.data as Card))
      await page.goto(`/course/${slug}`)
      await expect(page.getByRole('heading', { level: 1, name: LONG })).toBeVisible()
      await expectItFits(page)
    })
  })
}
