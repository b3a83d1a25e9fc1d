/** The home page fetches its courses, trainers and categories at once: the HTML preloads that call. */
import { getHome } from '../../../contracts/public/endpoints.ts'
import { definePageMeta } from '../../core/page-meta.ts'

export default definePageMeta({
  index: async () => ({ preload: [getHome.path] }),
})
