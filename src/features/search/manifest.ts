/** Search (contracts/search/routes.ts): not built yet, titles only. */
import { msg } from '@lingui/core/macro'
import routes from '../../../contracts/search/routes'
import { defineManifest } from '../../shared/lib/manifest'

export default defineManifest(routes, {
  pages: {
    search: { title: msg`Cerca` },
    'search-results-categories-category': { title: msg`Risultati per categoria` },
    'search-results-companies': { title: msg`Aziende trovate` },
    'search-results-courses': { title: msg`Corsi trovati` },
    'search-results-students': { title: msg`Studenti trovati` },
    'search-results-topics-topic': { title: msg`Risultati per argomento` },
    'search-results-trainers': { title: msg`Formatori trovati` },
  },
})
