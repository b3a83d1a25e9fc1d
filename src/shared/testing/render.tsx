/** Test helpers for views: Lingui activated, and a router on an in-memory location. */
import { I18nProvider } from '@lingui/react'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { Locale } from '../../../contracts/core/constants'
import { splitLocale } from '../../../contracts/core/routes'
import { activateLocale, i18n, loadEveryCatalogPart } from '../i18n'

export async function renderWithApp(
  ui: ReactNode,
  { path = '/', locale = splitLocale(path.split('?')[0]).locale }: { path?: string; locale?: Locale } = {},
): Promise<RenderResult & { location: ReturnType<typeof memoryLocation> & { history: string[] } }> {
  // like src/app/main.tsx, the URL's language is active before the first render
  // views are rendered here without the router that loads each area's messages with its page
  await loadEveryCatalogPart(locale)
  await activateLocale(locale)
  const [pathname, search = ''] = path.split('?')
  const location = memoryLocation({ path: pathname, searchPath: search, record: true })
  const result = render(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </I18nProvider>,
  )
  return Object.assign(result, { location })
}
