/**
 * Course posts (SPEC.md §7 "Courses: post"): a course's questions and answers, for those who
 * follow it and its trainer (403 for anyone else, 404 for an unknown or unpublished course).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  answerCourseQuestion,
  askCourseQuestion,
  deleteCoursePost,
  listCourseQuestions,
} from '../../../contracts/learning/endpoints.ts'
import { notFound } from '../../core/http/errors.ts'
import { paginated } from '../../core/http/pagination.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { assertFollows, courseAccess } from './access.ts'
import { addPost, deletePost, findQuestion, listQuestions, postOwner } from './posts.ts'

export const postRoutes: FastifyPluginAsync = async (app) => {
  /** The course, once the caller is known to follow or teach it. */
  async function followed(request: FastifyRequest, courseId: number) {
    const access = await courseAccess(app.db, { id: courseId }, currentUser(request))
    assertFollows(access, requestLocale(request))
    return access.course
  }

  route(app, listCourseQuestions, async ({ params, query, request }) => {
    const course = await followed(request, params.id)
    const page = { page: Number(query.page), perPage: Number(query.perPage) }
    const { items, total } = await listQuestions(app.db, course, currentUser(request).id, page)
    return paginated(items, page, total)
  })

  route(app, askCourseQuestion, async ({ params, body, request }) => {
    const course = await followed(request, params.id)
    return { data: await addPost(app.db, course, currentUser(request).id, body.text, null) }
  })

  route(app, answerCourseQuestion, async ({ params, body, request }) => {
    const question = await findQuestion(app.db, params.id)
    if (!question) throw notFound()
    const course = await followed(request, question.course_id)
    const { answers: _none, ...answer } = await addPost(
      app.db,
      course,
      currentUser(request).id,
      body.text,
      question.id,
    )
    return { data: answer }
  })

  route(
    app,
    deleteCoursePost,
    async ({ params }) => {
      await deletePost(app.db, params.id)
    },
    {
      owner: (request) => {
        const raw = (request.params as { id?: string }).id ?? ''
        return /^\d{1,9}$/.test(raw) ? postOwner(app.db, Number(raw)) : null
      },
    },
  )
}
