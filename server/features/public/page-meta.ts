/**
 * The home page fetches its courses, trainers and categories at once: the HTML carries that answer,
 * and the server draws the latest courses from it before any script runs.
 */
import { getHome } from '../../../contracts/public/endpoints.ts'
import type { HomePayload } from '../../../contracts/public/schemas.ts'
import { paintCourseList } from '../../core/first-paint.ts'
import { definePageMeta } from '../../core/page-meta.ts'

export default definePageMeta({
  index: async () => ({
    preload: [getHome.path],
    paint: (context) => {
      const answer = context.answers.get(getHome.path) as { data: HomePayload } | undefined
      return answer ? paintCourseList(answer.data.courses, context, 'home') : null
    },
  }),
})
