/**
 * Build time only: vite.config.ts runs this module once per build and writes what it returns to
 * dist/page-texts.json, so the server can give every HTML response the route's <title> and
 * description (server/core/page-head.ts) in the URL's language without running the SPA. The titles
 * are the ones the router shows (each area's manifest), translated with the same catalogs. Nothing
 * in the SPA imports it: both catalogs stay out of the bundle.
 */
import { translateAll, type LocalizedText } from '../shared/i18n/all-catalogs'
import { appAreas } from './areas'
import { dashboardTitle, notFoundTitle, siteDescription } from './texts'

export interface PageTexts {
  /** Route name -> its title, as the router shows it (the document title adds ' · Aula'). */
  titles: Record<string, LocalizedText>
  /** The document title of every dashboard page, exact. */
  dashboard: LocalizedText
  description: LocalizedText
  notFound: LocalizedText
  /** Routes with a real page; the others show the placeholder and stay out of the sitemap. */
  built: string[]
  /** Route name -> the module of its lazily loaded page ('src/features/…/x-page.tsx'), for preloading. */
  modules: Record<string, string>
}

/** The module a lazy page's loader imports, read from the loader's code as the build transformed it. */
export function pageModule(page: unknown): string | undefined {
  const load = (page as { load?: unknown } | null)?.load
  if (typeof load !== 'function') return undefined
  return /import\w*\(\s*["'`]\/?((?:src|\.\.?)\/[^"'`]+)["'`]/.exec(String(load))?.[1]
}

export function pageTexts(): PageTexts {
  const titles: Record<string, LocalizedText> = {}
  for (const [name, descriptor] of Object.entries(appAreas.titles)) {
    if (descriptor) titles[name] = translateAll(descriptor)
  }
  return {
    titles,
    dashboard: translateAll(dashboardTitle),
    description: translateAll(siteDescription),
    notFound: translateAll(notFoundTitle),
    built: Object.keys(appAreas.pages),
    modules: Object.fromEntries(
      Object.entries(appAreas.pages).flatMap(([name, page]) => {
        const module = pageModule(page)
        return module ? [[name, module]] : []
      }),
    ),
  }
}
