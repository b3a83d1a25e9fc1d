/** Search (contracts/search/routes.ts): /search with every kind, the paged result pages, saved searches. */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/search/routes'
import { defineManifest, lazyPage } from '../../shared/lib/manifest'

const results = lazyPage(() => import('./pages/results-page'), 'ResultsPage')

export default defineManifest(routes, {
  pages: {
    search: { title: msg`Cerca`, page: lazyPage(() => import('./pages/search-page'), 'SearchPage') },
    'search-results-categories-category': { title: msg`Risultati per categoria`, page: results },
    'search-results-companies': { title: msg`Aziende trovate`, page: results },
    'search-results-courses': { title: msg`Corsi trovati`, page: results },
    'search-results-students': { title: msg`Studenti trovati`, page: results },
    'search-results-topics-topic': { title: msg`Risultati per argomento`, page: results },
    'search-results-trainers': { title: msg`Formatori trovati`, page: results },
  },
})
