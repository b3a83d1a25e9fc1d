/**
 * The first paint of a page whose content is public, drawn by the server into #root from the API
 * answer the HTML already carries (spa.ts inlines it): on a slow phone the course titles are on screen
 * as soon as the HTML is, instead of after the scripts are fetched and run. React replaces it on its
 * first render (createRoot empties #root), so it is plain markup: the UI kit's classes (the stylesheet
 * is inlined in the same HTML), real links, no behaviour. An area gives it in its page meta's `paint`.
 */
import type { Locale } from '../../contracts/core/constants.ts'
import type { CourseSummary } from '../../contracts/courses/schemas.ts'
import { escapeHtml } from './page-head.ts'

/** What a page's painter gets: its inlined answers by preload key, and how to link to a route. */
export interface PaintContext {
  answers: ReadonlyMap<string, unknown>
  locale: Locale
  /** The page's own title (its route title in the page's language). */
  title: string | undefined
  url: (routeName: string, params?: Record<string, string>) => string
}

export type Painter = (context: PaintContext) => string | null

/** One course as src/shared/ui/course-card.tsx draws it, without what needs scripts (the heart). */
function courseCard(course: CourseSummary, context: PaintContext): string {
  const cover = course.cover_url
    ? `<img src="${escapeHtml(course.cover_url)}" alt="" loading="lazy" class="aspect-video w-full object-cover" />`
    : '<div aria-hidden="true" class="flex aspect-video w-full items-center justify-center bg-gradient-to-br from-brand-100 to-brand-200"></div>'
  const href = context.url('course-slug', { slug: course.slug })
  return [
    '<article class="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white wrap-anywhere shadow-sm">',
    cover,
    '<div class="flex flex-1 flex-col p-4">',
    `<p class="text-xs font-semibold tracking-wide text-brand-800 uppercase">${escapeHtml(course.category.name[context.locale])}</p>`,
    `<h2 class="mt-1 text-base font-semibold text-slate-900"><a href="${escapeHtml(href)}" class="text-slate-900 no-underline after:absolute after:inset-0">${escapeHtml(course.title)}</a></h2>`,
    `<p class="mt-1 line-clamp-2 text-sm text-slate-700">${escapeHtml(course.subtitle)}</p>`,
    `<div class="mt-3 flex items-center gap-2 text-sm text-slate-700"><span>${escapeHtml(course.trainer.full_name)}</span></div>`,
    '</div></article>',
  ].join('')
}

/**
 * The page's heading — the catalogue's (src/shared/ui/page-header.tsx) or the home page's hero — then
 * the courses in that page's grid.
 */
export function paintCourseList(
  courses: readonly CourseSummary[],
  context: PaintContext,
  page: 'catalogue' | 'home',
): string {
  const title = escapeHtml(context.title ?? '')
  const heading =
    page === 'home'
      ? `<section class="bg-gradient-to-b from-brand-50 to-slate-50"><div class="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24"><h1 class="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">${title}</h1></div></section>`
      : `<div class="border-b border-slate-200 bg-white"><div class="mx-auto max-w-7xl px-4 py-10 sm:px-6"><h1 class="text-3xl font-bold tracking-tight text-slate-900">${title}</h1></div></div>`
  const grid = page === 'home' ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-2 lg:grid-cols-3'
  const cards = courses.map((course) => courseCard(course, context)).join('')
  return `${heading}<div class="mx-auto max-w-7xl px-4 py-10 sm:px-6"><div class="grid gap-6 ${grid}">${cards}</div></div>`
}

/** Where the paint goes in index.html: the marker inside #root, else right after its opening tag. */
export const PAINT_MARKER = '<!--aula:paint-->'

export function insertPaint(html: string, paint: string): string {
  if (html.includes(PAINT_MARKER)) return html.replace(PAINT_MARKER, () => paint)
  return html.replace(/<div id="root">/, (root) => root + paint)
}
