/**
 * /sitemap.xml: every public page without parameters that the SPA has built (a route still showing
 * the placeholder is not a page yet) plus every published course and open job listing, each in both locales (Italian
 * unprefixed, English under /en) with hreflang alternates between them.
 */
import type { FastifyPluginAsync } from 'fastify'
import { LOCALE_TAGS, LOCALES, type Locale } from '../../../contracts/core/constants.ts'
import type { RouteDef } from '../../../contracts/core/routes.ts'
import { listPublishedCourseSlugs } from '../courses/index.ts'
import { listOpenListingIds } from '../jobs/index.ts'

/** Pages worth indexing: no guard, no parameter, not a focused auth flow, not a results page. */
export function sitemapRouteNames(routes: readonly RouteDef[]): string[] {
  return routes
    .filter(
      (route) =>
        route.guards.length === 0 &&
        route.layout !== 'empty' &&
        !route.path.includes('{') &&
        route.name !== 'dev' &&
        !route.path.startsWith('/search/results'),
    )
    .map((route) => route.name)
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (character) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[character]};`,
  )

function urlEntries(publicUrl: string, href: (locale: Locale) => string, lastmod?: Date): string[] {
  const alternates = [
    ...LOCALES.map(
      (locale) =>
        `    <xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[locale]}" href="${escapeXml(publicUrl + href(locale))}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(publicUrl + href('it'))}"/>`,
  ]
  return LOCALES.map((locale) =>
    [
      '  <url>',
      `    <loc>${escapeXml(publicUrl + href(locale))}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>`] : []),
      ...alternates,
      '  </url>',
    ].join('\n'),
  )
}

export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  // every area's routes (contracts/<area>/routes.ts), loaded by buildApp
  const { routes, routeUrl } = app.routeTable
  const pageNames = sitemapRouteNames(routes)

  app.get('/sitemap.xml', async (_request, reply) => {
    const publicUrl = app.config.publicUrl
    // the build lists the routes with a real page; without a build every candidate is listed
    const built = (await app.spa.index())?.texts?.built
    const pages = pageNames
      .filter((name) => !built || built.includes(name))
      .flatMap((name) => urlEntries(publicUrl, (locale) => routeUrl(name, {}, locale)))
    const courses = (await listPublishedCourseSlugs(app.db)).flatMap((course) =>
      urlEntries(
        publicUrl,
        (locale) => routeUrl('course-slug', { slug: course.slug }, locale),
        course.updated_at,
      ),
    )
    // only open listings: a closed or expired one is no page worth sending anyone to
    const jobs = (await listOpenListingIds(app.db)).flatMap((job) =>
      urlEntries(publicUrl, (locale) => routeUrl('joblistings-id', { id: job.id }, locale), job.updated_at),
    )
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600')
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...pages,
      ...courses,
      ...jobs,
      '</urlset>',
      '',
    ].join('\n')
  })
}
