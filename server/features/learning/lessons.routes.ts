/**
 * The lesson player's API (SPEC.md §4 "Lesson: finish, previous, next", §7 lessons get, finish,
 * prev, next, add-note): see lessons.ts for what each call does, access.ts for who may.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  addLessonNote,
  deleteLessonNote,
  finishLesson,
  getCourseOutline,
  getLesson,
  getNextLesson,
  getPreviousLesson,
  listLessonNotes,
  saveLessonProgress,
  updateLessonNote,
} from '../../../contracts/learning/endpoints.ts'
import { notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { assertCanOpen, assertFollows, courseAccess, type Viewer } from './access.ts'
import {
  addNote,
  courseOutline,
  deleteNote,
  finish,
  lessonFor,
  lessonInCourse,
  listNotes,
  noteOwner,
  saveProgress,
  updateNote,
  videoUrlOf,
} from './lessons.ts'
import { say } from './messages.ts'

const idOf = (request: FastifyRequest) => {
  const raw = (request.params as { id?: string }).id ?? ''
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null
}

export const lessonRoutes: FastifyPluginAsync = async (app) => {
  const viewerOf = (request: FastifyRequest): Viewer => request.user

  /** The lesson, its course as the viewer may see it, or 404. */
  async function open(request: FastifyRequest, id: number) {
    const locale = requestLocale(request)
    const found = await lessonInCourse(app.db, id)
    if (!found) throw notFound(say('lessonNotFound', locale))
    const access = await courseAccess(app.db, { id: found.lesson.course_id }, viewerOf(request))
    return { found, access, locale }
  }

  async function play(request: FastifyRequest, id: number) {
    const { found, access, locale } = await open(request, id)
    assertCanOpen(access, found.lesson, viewerOf(request), locale)
    return { data: await lessonFor(app.db, access, found, viewerOf(request), videoUrlOf(app)) }
  }

  route(app, getCourseOutline, async ({ params, request }) => {
    const access = await courseAccess(app.db, { slug: params.slug }, viewerOf(request))
    return { data: await courseOutline(app.db, access, viewerOf(request)) }
  })

  route(app, getLesson, ({ params, request }) => play(request, params.id))

  route(app, getNextLesson, async ({ params, request }) => {
    const { found, locale } = await open(request, params.id)
    const next = found.siblings[found.index + 1]
    if (!next) throw notFound(say('noNextLesson', locale))
    return play(request, next.id)
  })

  route(app, getPreviousLesson, async ({ params, request }) => {
    const { found, locale } = await open(request, params.id)
    const previous = found.siblings[found.index - 1]
    if (!previous) throw notFound(say('noPreviousLesson', locale))
    return play(request, previous.id)
  })

  route(app, finishLesson, async ({ params, request }) => {
    const { found, access, locale } = await open(request, params.id)
    assertFollows(access, locale)
    return { data: await finish(app.db, currentUser(request).id, found) }
  })

  route(app, saveLessonProgress, async ({ params, body, request }) => {
    const { found, access, locale } = await open(request, params.id)
    assertFollows(access, locale)
    return { data: await saveProgress(app.db, currentUser(request).id, found, body) }
  })

  route(app, listLessonNotes, async ({ params, request }) => {
    const { found, access, locale } = await open(request, params.id)
    assertFollows(access, locale)
    return { data: await listNotes(app.db, currentUser(request).id, found.lesson.id) }
  })

  route(app, addLessonNote, async ({ params, body, request }) => {
    const { found, access, locale } = await open(request, params.id)
    assertFollows(access, locale)
    return { data: await addNote(app.db, currentUser(request).id, found.lesson, body) }
  })

  const ownedNote = {
    owner: (request: FastifyRequest) => {
      const id = idOf(request)
      return id === null ? null : noteOwner(app.db, id)
    },
  }

  route(
    app,
    updateLessonNote,
    async ({ params, body, request }) => {
      const note = await updateNote(app.db, params.id, body.text)
      if (!note) throw notFound(say('noteNotFound', requestLocale(request)))
      return { data: note }
    },
    ownedNote,
  )

  route(
    app,
    deleteLessonNote,
    async ({ params }) => {
      await deleteNote(app.db, params.id)
    },
    ownedNote,
  )
}
