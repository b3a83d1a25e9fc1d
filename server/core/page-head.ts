/**
 * The <head> of every HTML answer, written by the server from the route and its data so that search
 * engines and link previews see each page as it is without running the SPA: <html lang>, <title>,
 * description, canonical URL, hreflang alternates (it, en, x-default) and Open Graph tags. Every
 * value is escaped: titles and descriptions come from users (course titles, profile bios).
 */
import { LOCALE_TAGS, LOCALES, type Locale } from '../../contracts/core/constants.ts'

export const SITE_NAME = 'Aula'
/** The site's link-preview image (public/og-image.png, 1200×630). */
export const SITE_IMAGE = '/og-image.png'

export interface PageHead {
  locale: Locale
  /** The full document title. */
  title: string
  description: string
  /** Absolute URL of the page in each locale; none for a page that is not there (404). */
  urls: Record<Locale, string> | null
  /** Absolute URL of the preview image. */
  image: string
  /** Keep it out of search results (404s, pages behind a login). */
  noindex: boolean
  /** Nothing is at this URL: the SPA shows its not-found page on first render (src/app/router.tsx). */
  notFound?: boolean
}

/** The meta tag that tells the SPA the server answered 404. */
export const NOT_FOUND_META = '<meta name="aula-status" content="404" />'

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character])

/** Collapses whitespace and cuts at a word boundary: what a result snippet can show. */
export function snippet(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`
}

const ogLocale = (locale: Locale) => LOCALE_TAGS[locale].replace('-', '_')

export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ]
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />')
  if (head.notFound) tags.push(NOT_FOUND_META)
  if (head.urls) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.urls[head.locale])}" />`)
    for (const locale of LOCALES)
      tags.push(`<link rel="alternate" hreflang="${locale}" href="${escapeHtml(head.urls[locale])}" />`)
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.urls.it)}" />`)
  }
  tags.push(
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:image" content="${escapeHtml(head.image)}" />`,
    `<meta property="og:locale" content="${ogLocale(head.locale)}" />`,
    ...LOCALES.filter((locale) => locale !== head.locale).map(
      (locale) => `<meta property="og:locale:alternate" content="${ogLocale(locale)}" />`,
    ),
    '<meta name="twitter:card" content="summary_large_image" />',
  )
  if (head.urls) tags.push(`<meta property="og:url" content="${escapeHtml(head.urls[head.locale])}" />`)
  return tags.join('\n    ')
}

/**
 * Puts the head into the built index.html: its own <title> and description give way, <html lang>
 * follows the page, and `extra` (preload hints) goes in too.
 */
export function injectHead(html: string, head: PageHead, extra = ''): string {
  const tags = renderHead(head) + (extra ? `\n    ${extra}` : '')
  return html
    .replace(/<html[^>]*>/i, `<html lang="${head.locale}">`)
    .replace(/\s*<title>[^<]*<\/title>/i, '')
    .replace(/\s*<meta name="description"[^>]*>/i, '')
    .replace(/<\/head>/i, `  ${tags}\n  </head>`)
}
