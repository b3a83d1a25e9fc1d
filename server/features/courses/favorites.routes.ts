/** Favorite courses (SPEC.md §4 "Toggles: favorite"): read, set and list the caller's own. */
import type { FastifyPluginAsync } from 'fastify'
import {
  FAVORITE_IDS_MAX,
  getCourseFavorite,
  listFavoriteCourseIds,
  listFavoriteCourses,
  setCourseFavorite,
} from '../../../contracts/courses/endpoints.ts'
import { notFound } from '../../core/http/errors.ts'
import { paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import {
  favoriteCourseIds,
  isFavorite,
  listFavoriteCourses as listFavorites,
  publishedCourseId,
  setFavorite,
} from './courses.queries.ts'

export const favoriteRoutes: FastifyPluginAsync = async (app) => {
  const published = async (id: number) => {
    const course = await publishedCourseId(app.db, id)
    if (course === null) throw notFound()
    return course
  }

  route(app, getCourseFavorite, async ({ params, request }) => ({
    data: { favorite: await isFavorite(app.db, currentUser(request).id, await published(params.id)) },
  }))

  route(app, setCourseFavorite, async ({ params, body, request }) => {
    await setFavorite(app.db, currentUser(request).id, await published(params.id), body.favorite)
    return { data: { favorite: body.favorite } }
  })

  route(app, listFavoriteCourses, async ({ query, request }) => {
    const page = { page: Number(query.page), perPage: Number(query.perPage) }
    const { items, total } = await listFavorites(app.db, currentUser(request).id, page)
    return paginated(items, page, total)
  })

  route(app, listFavoriteCourseIds, async ({ request }) => ({
    data: await favoriteCourseIds(app.db, currentUser(request).id, FAVORITE_IDS_MAX),
  }))
}
