/** Answers of GET /api/search?short_preview=1 for the search-preview tests. */
import type { SearchAll } from '../../contracts/search/schemas'

const none = { items: [], total: 0 }

/** Nothing found. */
export const emptyResults = (q: string): SearchAll => ({
  q,
  courses: none,
  trainers: none,
  students: none,
  companies: none,
  jobs: none,
  topics: none,
  categories: none,
})

/** One course and one topic: three options with "all results". */
export const foundResults = (q: string): SearchAll => ({
  ...emptyResults(q),
  courses: {
    items: [
      {
        id: 1,
        slug: 'excel-avanzato',
        title: 'Excel avanzato',
        title_highlight: 'Excel avanzato',
        snippet: '',
        cover_url: null,
        language: 'it',
        level: null,
        topic: 'excel',
        price_cents: 4900,
        average_reviews: 4.5,
        review_number: 12,
        published_at: '2026-11-01T10:00:00.000Z',
        category: { slug: 'office', name_it: 'Ufficio', name_en: 'Office' },
        trainer_name: 'Anna Rossi',
      },
    ],
    total: 1,
  },
  topics: { items: [{ topic: 'excel', courses: 4 }], total: 1 },
})
