/**
 * The daily notification of a saved search's new matches (issue 19: "optionally be notified of new
 * matches (a daily job)"). For each saved search with `notify` on, the same search its page runs
 * (search.queries.ts), limited to what appeared after `notified_until` — courses and job listings
 * published, people and companies who joined — is counted as its owner would see it; a count above
 * zero is one `saved_search_matches` notification, and `notified_until` moves to the moment counted
 * from, so nothing is announced twice and nothing between two runs is missed.
 */
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { SEARCH_NOTIFICATIONS } from '../../../contracts/search/notifications.ts'
import { PAGED_KINDS, SearchPageQuery, type PagedKind } from '../../../contracts/search/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { users } from '../../core/db/tables.ts'
import { pagedSearch, type Viewer } from './search.queries.ts'
import { savedSearches } from './tables.ts'

export const SAVED_MATCHES_QUEUE = 'search.saved-matches'
export const SAVED_MATCHES_CRON = '0 7 * * *'

/** The kinds a saved search of each kind looks through for new matches. */
function kindsOf(kind: string): PagedKind[] {
  if (kind === 'all') return [...PAGED_KINDS]
  if (kind === 'category' || kind === 'topic') return ['courses']
  return (PAGED_KINDS as readonly string[]).includes(kind) ? [kind as PagedKind] : []
}

export interface SentNotice {
  userId: number
  savedSearchId: number
  count: number
}

/** Counts each saved search's new matches and notifies their owners; answers what was sent. */
export async function notifySavedSearches(
  db: Db,
  send: (userId: number, data: Record<string, unknown>) => Promise<unknown>,
  now = new Date(),
): Promise<SentNotice[]> {
  const rows = await db
    .select({ saved: savedSearches, roles: users.roles })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.user_id))
    .where(and(eq(savedSearches.notify, true), eq(users.status, 'active')))
  const sent: SentNotice[] = []
  for (const { saved, roles } of rows) {
    const { q, kind, filters } = saved.item_data
    // the filters as the page would read them; a search whose filters no longer parse counts nothing
    const parsed = v.safeParse(SearchPageQuery, { ...filters, q })
    let count = 0
    if (parsed.success) {
      const viewer: Viewer = { id: saved.user_id, roles }
      for (const each of kindsOf(kind)) {
        const query = {
          ...parsed.output,
          // a topic page's topic is in the path, not among the page's filters
          topic: kind === 'topic' ? filters.topic : undefined,
          since: saved.notified_until,
        }
        const found = await pagedSearch(db, each, query, viewer, { limit: 1, offset: 0 })
        count += found.total
      }
    }
    // moved only if nobody changed the search meanwhile (turned notify off and on again)
    const [moved] = await db
      .update(savedSearches)
      .set({ notified_until: now })
      .where(and(eq(savedSearches.id, saved.id), eq(savedSearches.notified_until, saved.notified_until)))
      .returning({ id: savedSearches.id })
    if (!moved || count === 0) continue
    await send(saved.user_id, { saved_search_id: saved.id, name: saved.name, count })
    sent.push({ userId: saved.user_id, savedSearchId: saved.id, count })
  }
  return sent
}

export const SAVED_MATCHES_TYPE = SEARCH_NOTIFICATIONS.savedSearchMatches.type
