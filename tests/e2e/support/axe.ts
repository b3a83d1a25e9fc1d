/** axe on the page as it is: the serious and critical violations, summed up for a readable failure. */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export async function expectNoSeriousViolations(page: Page, label = page.url()) {
  // Faster, same violations: only the violations keep all their nodes (axe's resultTypes), and
  // axe.run in the page (legacy mode) instead of runPartial plus finishRun in a second, blank page.
  // Legacy mode leaves out cross-origin frames; the pages tested have none (the only one, Stripe's
  // card field, is not there without a Stripe key, and the end-to-end server has none).
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze()
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }))
  expect(serious, label).toEqual([])
}
