/**
 * The diary (issue 17, SPEC.md §2 /diary): a user's private entries. Each call first asks for the
 * `diary` feature flag (403 with where to get it, before the input is read), then touches only the
 * caller's own rows: someone else's entry answers 404, as one that does not exist — its existence
 * never leaks, and admins are no exception.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  createDiaryEntry,
  deleteDiaryEntry,
  getDiaryEntry,
  listDiaryEntries,
  listDiaryMonths,
  updateDiaryEntry,
} from '../../../contracts/diary/endpoints.ts'
import { forbidden, notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { paginated } from '../../core/http/pagination.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { deleteEntry, findEntry, insertEntry, listEntries, listMonths, updateEntry } from './diary.queries.ts'
import { say } from './messages.ts'

/** Runs before the input is validated: without the flag, nothing about the input matters. */
const withDiary = {
  before: (request: FastifyRequest) => {
    if (!currentUser(request).features.diary) throw forbidden(say('noDiary', requestLocale(request)))
  },
}

const missing = (request: FastifyRequest) => notFound(say('notFound', requestLocale(request)))

export const diaryRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    listDiaryEntries,
    async ({ query, request }) => {
      const { items, total } = await listEntries(app.db, currentUser(request).id, query)
      return paginated(items, query, total)
    },
    withDiary,
  )

  route(
    app,
    listDiaryMonths,
    async ({ request }) => ({ data: await listMonths(app.db, currentUser(request).id) }),
    withDiary,
  )

  route(
    app,
    getDiaryEntry,
    async ({ params, request }) => {
      const entry = await findEntry(app.db, currentUser(request).id, params.id)
      if (!entry) throw missing(request)
      return { data: entry }
    },
    withDiary,
  )

  route(
    app,
    createDiaryEntry,
    async ({ body, request }) => ({ data: await insertEntry(app.db, currentUser(request).id, body) }),
    withDiary,
  )

  route(
    app,
    updateDiaryEntry,
    async ({ params, body, request }) => {
      const entry = await updateEntry(app.db, currentUser(request).id, params.id, body)
      if (!entry) throw missing(request)
      return { data: entry }
    },
    withDiary,
  )

  route(
    app,
    deleteDiaryEntry,
    async ({ params, request, reply }) => {
      if (!(await deleteEntry(app.db, currentUser(request).id, params.id))) throw missing(request)
      return reply.code(204).send()
    },
    withDiary,
  )
}
