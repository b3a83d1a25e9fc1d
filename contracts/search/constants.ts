/**
 * The search area's plain constants: what a page's shell needs (its form's limits and options)
 * without the payload schemas, so the shell's chunk does not bring valibot and the input rules
 * before the page is interactive. schemas.ts re-exports them.
 */
export const SEARCH_LIMITS = {
  qMax: 100,
  /** Results per kind in the search box's preview. */
  preview: 3,
  /** Results per kind on /search. */
  all: 6,
  perPageMax: 50,
  perPageDefault: 12,
  nameMax: 120,
  filterMax: 100,
  filterKeys: 10,
  /** Saved searches one person keeps. */
  savedMax: 50,
} as const

export const COURSE_SORTS = ['relevance', 'newest', 'rating'] as const
