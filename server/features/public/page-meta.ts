/**
 * The home page fetches its courses, trainers and categories at once: the HTML carries that answer,
 * and the server draws the page from it (server/core/plugins/spa.ts) before any script runs.
 */
import { getHome } from '../../../contracts/public/endpoints.ts'
import { definePageMeta } from '../../core/page-meta.ts'

export default definePageMeta({
  index: async () => ({ preload: [getHome.path] }),
})
