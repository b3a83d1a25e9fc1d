/**
 * Saved searches (SPEC.md §3 "Saved search: item_data"): a logged-in user saves the current text,
 * kind and filters, lists, renames and deletes them, and may ask to be told of new matches daily
 * (notify.ts). Only the owner reaches one (auth 'owner'; someone else's id is 404 either way).
 */
import { count, desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from '../../../contracts/search/endpoints.ts'
import { SEARCH_LIMITS, type ItemData, type SavedSearch } from '../../../contracts/search/schemas.ts'
import { HttpError, notFound } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import { say } from './messages.ts'
import { savedSearches } from './tables.ts'

type Row = typeof savedSearches.$inferSelect

export const toSavedSearch = (row: Row): SavedSearch => ({
  id: row.id,
  name: row.name,
  item_data: {
    q: row.item_data.q,
    kind: row.item_data.kind as SavedSearch['item_data']['kind'],
    filters: row.item_data.filters,
  },
  notify: row.notify,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

function idParam(request: FastifyRequest): number | null {
  const raw = (request.params as { id?: string }).id
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null
}

/** RouteOptions for auth 'owner': whose saved search :id is (null: none, 404). */
const ownsSavedSearch = {
  owner: async (request: FastifyRequest) => {
    const id = idParam(request)
    if (id === null) return null
    const [row] = await request.server.db
      .select({ user_id: savedSearches.user_id })
      .from(savedSearches)
      .where(eq(savedSearches.id, id))
    return row?.user_id ?? null
  },
}

/** A name from what was searched when none is given: the text, else the kind. */
function defaultName(item: ItemData, locale: 'it' | 'en'): string {
  const subject = item.q || item.filters.category || item.filters.topic || say('allResults', locale)
  return subject.slice(0, SEARCH_LIMITS.nameMax)
}

export const savedRoutes: FastifyPluginAsync = async (app) => {
  route(app, listSavedSearches, async ({ request }) => {
    const rows = await app.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.user_id, currentUser(request).id))
      .orderBy(desc(savedSearches.created_at), desc(savedSearches.id))
    return { data: rows.map(toSavedSearch) }
  })

  route(app, createSavedSearch, async ({ body, request }) => {
    const user = currentUser(request)
    const locale = requestLocale(request)
    const [{ saved }] = await app.db
      .select({ saved: count() })
      .from(savedSearches)
      .where(eq(savedSearches.user_id, user.id))
    if (saved >= SEARCH_LIMITS.savedMax)
      throw new HttpError(409, say('tooManySaved', locale, { max: SEARCH_LIMITS.savedMax }))
    const filters = Object.fromEntries(
      Object.entries(body.item_data.filters).filter(([, value]) => value.trim() !== ''),
    )
    const item = { q: body.item_data.q, kind: body.item_data.kind, filters }
    const [row] = await app.db
      .insert(savedSearches)
      .values({
        user_id: user.id,
        name: body.name || defaultName(item, locale),
        item_data: item,
        notify: body.notify,
      })
      .returning()
    return { data: toSavedSearch(row) }
  })

  route(
    app,
    updateSavedSearch,
    async ({ params, body }) => {
      const changes = {
        ...(body.name === undefined ? {} : { name: body.name }),
        // turning it on starts from now: what was there before is not "new"
        ...(body.notify === undefined
          ? {}
          : { notify: body.notify, ...(body.notify ? { notified_until: new Date() } : {}) }),
      }
      const [row] =
        Object.keys(changes).length > 0
          ? await app.db
              .update(savedSearches)
              .set({ ...changes, updated_at: new Date() })
              .where(eq(savedSearches.id, params.id))
              .returning()
          : await app.db.select().from(savedSearches).where(eq(savedSearches.id, params.id))
      if (!row) throw notFound()
      return { data: toSavedSearch(row) }
    },
    ownsSavedSearch,
  )

  route(
    app,
    deleteSavedSearch,
    async ({ params, reply }) => {
      // the owner check ran first (admins pass it too)
      const gone = await app.db
        .delete(savedSearches)
        .where(eq(savedSearches.id, params.id))
        .returning({ id: savedSearches.id })
      if (gone.length === 0) throw notFound()
      return reply.code(204).send()
    },
    ownsSavedSearch,
  )
}
