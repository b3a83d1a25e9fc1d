/**
 * Accessibility (issue #9 item 24) beyond the route sweep (every-route.spec.ts runs axe on every
 * route): the not-found page passes axe, and keyboard focus is clearly visible on every control
 * (WCAG 2.2 focus appearance: a solid outline at least 2px thick, 3:1 against the page).
 */
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe'

async function axeOn(page: Page, url: string) {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoSeriousViolations(page, `${url} → ${page.url()}`)
}

test('axe: the not-found page', async ({ page }) => {
  await axeOn(page, '/does/not/exist')
  await axeOn(page, '/en/does/not/exist')
})

/** Contrast ratio of two sRGB colours given as [r, g, b] (WCAG 2.x relative luminance). */
function contrast(a: number[], b: number[]): number {
  const luminance = (color: number[]) => {
    const [r, g, b] = color.map((channel) => {
      const c = channel / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

for (const url of ['/', '/login', '/en/courses']) {
  test(`keyboard focus is clearly visible on every control of ${url}`, async ({ page }) => {
    // controls fade their colours in (transition-colors): read the ring once it is there
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    const seen = new Set<string>()
    for (let stop = 0; stop < 40; stop++) {
      await page.keyboard.press('Tab')
      await page.waitForTimeout(20)
      const focus = await page.evaluate(async () => {
        const element = document.activeElement as HTMLElement | null
        if (!element || element === document.body) return null
        // a colour still fading in (a transition the reduced motion does not stop) is read at its end
        await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => null)))
        const style = getComputedStyle(element)
        // any CSS colour (Tailwind's are oklch) to sRGB bytes, through a 1×1 canvas
        const rgba = (color: string) => {
          const canvas = document.createElement('canvas')
          canvas.width = canvas.height = 1
          const context = canvas.getContext('2d')!
          context.fillStyle = color
          context.fillRect(0, 0, 1, 1)
          return [...context.getImageData(0, 0, 1, 1).data]
        }
        // the surface the indicator is drawn on: the element's ancestors' backgrounds, blended
        // from the first opaque one up (Tailwind's translucent bg-white/95 and the like)
        const layers: number[][] = []
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const layer = rgba(getComputedStyle(parent).backgroundColor)
          if (layer[3] === 0) continue
          layers.unshift(layer)
          if (layer[3] === 255) break
        }
        const background = layers.reduce(
          (under, [r, g, b, a]) => [r, g, b].map((channel, i) => (channel * a + under[i] * (255 - a)) / 255),
          [255, 255, 255],
        )
        // the indicator: the outline and the ring a box-shadow draws around it
        const ring = /^((?:rgba?|oklch|oklab|color)\([^)]*\)|#\w+)/.exec(style.boxShadow)?.[1]
        const indicator = [rgba(style.outlineColor), ...(ring ? [rgba(ring)] : [])].map((c) => c.slice(0, 3))
        return {
          name: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ${element.getAttribute('aria-label') ?? ''}`,
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          indicator,
          background,
        }
      })
      if (!focus || seen.has(focus.name)) continue
      seen.add(focus.name)
      expect(focus.style, focus.name).toBe('solid')
      expect(focus.width, focus.name).toBeGreaterThanOrEqual(2)
      const best = Math.max(...focus.indicator.map((color) => contrast(color, focus.background)))
      expect(best, focus.name).toBeGreaterThanOrEqual(3)
    }
    expect(seen.size).toBeGreaterThan(3)
  })
}
