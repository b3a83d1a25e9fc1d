/** Search (SPEC.md §2 "Search"): no guard. */
import { defineAreaRoutes } from '../core/routes'

export default defineAreaRoutes('search', [
  { name: 'search', path: '/search', layout: 'default' },
  {
    name: 'search-results-categories-category',
    path: '/search/results/categories/{category}',
    layout: 'default',
  },
  { name: 'search-results-companies', path: '/search/results/companies', layout: 'default' },
  { name: 'search-results-courses', path: '/search/results/courses', layout: 'default' },
  { name: 'search-results-students', path: '/search/results/students', layout: 'default' },
  { name: 'search-results-topics-topic', path: '/search/results/topics/{topic}', layout: 'default' },
  { name: 'search-results-trainers', path: '/search/results/trainers', layout: 'default' },
])
