/**
 * The profile completion percentage of SPEC.md §4: "share of filled fields among profile fields and
 * media lists, excluding media and my_recommendation themselves". The fields are SPEC.md §3
 * Profile's list, word for word, without `media` and `my_recommendation`; the media lists are
 * `media`'s six (avatar, certs, cover, cv, master, presentation). The one definition: GET
 * /api/profile/me, /api/profile/completion, /me's checklist and the onboarding's last step read it.
 *
 * What "filled" means, per kind of field:
 * - a text: not blank; a list (studies, competences, a media list…): at least one entry;
 *   socialMedia: at least one link;
 * - a number or a yes/no (ids, counts, flags such as hr_visible, is_following, on_line): always,
 *   since it always holds an answer (0 followers is a count, not a gap), so only what the owner can
 *   fill in can be missing and 100 % is reachable;
 * - the shipping address while `same_residency` is on: the residence's, since it is the same.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Completion } from '../../../contracts/profiles/schemas.ts'
import type { ItemSection } from '../../../contracts/profiles/sections.ts'
import type { Db } from '../../core/db/index.ts'
import { preparedQuery } from '../../core/db/prepared.ts'
import type { UserRow } from '../../core/db/tables.ts'
import { mediaCollectionView } from '../media/index.ts'
import { profileItems, type ProfileRow } from './tables.ts'

/** SPEC.md §3 Profile, in its order, without media and my_recommendation. */
export const PROFILE_FIELDS = [
  'address',
  'address_number',
  'average_reviews',
  'bio',
  'birth_date',
  'books',
  'caseHistories',
  'city',
  'clients',
  'collaborations',
  'competences',
  'email',
  'experiences',
  'hr_visible',
  'first_name',
  'last_name',
  'full_name',
  'followers',
  'followings',
  'gender',
  'id',
  'interests',
  'is_following',
  'sent_recommendation',
  'nickname',
  'on_line',
  'on_presence',
  'payoff',
  'province',
  'presentation',
  'region',
  'review_number',
  'role',
  'same_residency',
  'shipping_address',
  'shipping_address_number',
  'shipping_city',
  'shipping_province',
  'shipping_region',
  'shipping_zip',
  'skills',
  'slug',
  'socialMedia',
  'studies',
  'zip',
  'job_applications',
] as const

/** SPEC.md §3 Profile media lists. */
export const MEDIA_LISTS = ['avatar', 'certs', 'cover', 'cv', 'master', 'presentation'] as const

export type CompletionKey = (typeof PROFILE_FIELDS)[number] | `media.${(typeof MEDIA_LISTS)[number]}`

/** Fields that always hold a value (numbers and yes/no answers the platform keeps). */
const ALWAYS: ReadonlySet<string> = new Set([
  'average_reviews',
  'hr_visible',
  'followers',
  'followings',
  'id',
  'is_following',
  'sent_recommendation',
  'on_line',
  'on_presence',
  'review_number',
  'role',
  'same_residency',
  'job_applications',
])

/** Everything completion reads about one profile. */
export interface CompletionFacts {
  profile: ProfileRow
  user: Pick<UserRow, 'email' | 'first_name' | 'last_name'>
  /** How many entries each CV section has. */
  items: Partial<Record<ItemSection, number>>
  /** How many files each media list has. */
  media: Partial<Record<(typeof MEDIA_LISTS)[number], number>>
}

const SECTION_OF: Partial<Record<CompletionKey, ItemSection>> = {
  books: 'books',
  caseHistories: 'case_histories',
  clients: 'clients',
  collaborations: 'collaborations',
  experiences: 'experiences',
  studies: 'studies',
}

const blank = (value: string | null | undefined) => !value || value.trim() === ''

function isFilled(key: CompletionKey, facts: CompletionFacts): boolean {
  if (ALWAYS.has(key)) return true
  const { profile, user } = facts
  if (key.startsWith('media.')) {
    const list = key.slice('media.'.length) as (typeof MEDIA_LISTS)[number]
    if (list === 'avatar') return !!profile.avatar_url
    if (list === 'cover') return !!profile.cover_url
    // the presentation video counts once an upload of it is ready (processed and playable)
    if (list === 'presentation') return !!profile.presentation_video_path
    return (facts.media[list] ?? 0) > 0
  }
  const section = SECTION_OF[key]
  if (section) return (facts.items[section] ?? 0) > 0
  switch (key) {
    case 'email':
      return !blank(user.email)
    case 'first_name':
      return !blank(user.first_name)
    case 'last_name':
      return !blank(user.last_name)
    case 'full_name':
      return !blank(`${user.first_name} ${user.last_name}`)
    case 'competences':
    case 'interests':
    case 'skills':
      return profile[key].length > 0
    case 'socialMedia':
      return Object.values(profile.social_media).some((link) => !blank(link))
    case 'slug':
      return !blank(profile.slug)
    case 'shipping_address':
    case 'shipping_address_number':
    case 'shipping_city':
    case 'shipping_province':
    case 'shipping_region':
    case 'shipping_zip': {
      const residence = key.slice('shipping_'.length) as 'address' | 'city'
      return !blank(profile.same_residency ? profile[residence] : profile[key])
    }
    default:
      return !blank(profile[key as 'address'])
  }
}

const KEYS: readonly CompletionKey[] = [
  ...PROFILE_FIELDS,
  ...MEDIA_LISTS.map((list) => `media.${list}` as const),
]

export function completionOf(facts: CompletionFacts): Completion {
  const missing = KEYS.filter((key) => !isFilled(key, facts))
  const filled = KEYS.length - missing.length
  return {
    completion: Math.round((filled / KEYS.length) * 100),
    missing,
    filled,
    total: KEYS.length,
  }
}

/** The media collection behind each counted media list. */
const COLLECTION = { certs: 'certificates', cv: 'cv', master: 'master' } as const

const collections = Object.values(COLLECTION) as never[]
/** The files of the people counted, in their collections (the media area's read view). */
const mediaFiles = mediaCollectionView('media')

function factsOf(
  itemCounts: readonly { userId: number; section: ItemSection; n: number }[],
  mediaCounts: readonly { userId: number; collection: string; n: number }[],
  userId: number,
) {
  const items: CompletionFacts['items'] = {}
  for (const row of itemCounts) if (row.userId === userId) items[row.section] = row.n
  const files: CompletionFacts['media'] = {}
  for (const [list, collection] of Object.entries(COLLECTION))
    files[list as keyof typeof COLLECTION] =
      mediaCounts.find((row) => row.userId === userId && row.collection === collection)?.n ?? 0
  return { items, media: files }
}

/**
 * The completion of several profiles at once (a directory's page): two grouped queries over every
 * user of the page, instead of two per profile.
 */
export async function loadCompletions(
  db: Db,
  people: { profile: ProfileRow; user: CompletionFacts['user'] & { id: number } }[],
): Promise<Completion[]> {
  if (people.length === 0) return []
  const ids = people.map(({ user }) => user.id)
  const [itemCounts, mediaCounts] = await Promise.all([
    db
      .select({ userId: profileItems.user_id, section: profileItems.section, n: count() })
      .from(profileItems)
      .where(inArray(profileItems.user_id, ids))
      .groupBy(profileItems.user_id, profileItems.section),
    db
      .select({ userId: mediaFiles.owner_id, collection: mediaFiles.collection, n: count() })
      .from(mediaFiles)
      .where(and(inArray(mediaFiles.owner_id, ids), inArray(mediaFiles.collection, collections)))
      .groupBy(mediaFiles.owner_id, mediaFiles.collection),
  ])
  return people.map(({ profile, user }) =>
    completionOf({ profile, user, ...factsOf(itemCounts, mediaCounts, user.id) }),
  )
}

/*
 * One profile's counts, built once (core/db/prepared.ts): the owner's profile reads them on every
 * visit of /me.
 */
const userId = sql.placeholder('userId')
const itemCountsOf = preparedQuery((db) =>
  db
    .select({ userId: profileItems.user_id, section: profileItems.section, n: count() })
    .from(profileItems)
    .where(eq(profileItems.user_id, userId))
    .groupBy(profileItems.user_id, profileItems.section)
    .prepare('completion_item_counts'),
)
const mediaCountsOf = preparedQuery((db) =>
  db
    .select({ userId: mediaFiles.owner_id, collection: mediaFiles.collection, n: count() })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.owner_id, userId), inArray(mediaFiles.collection, collections)))
    .groupBy(mediaFiles.owner_id, mediaFiles.collection)
    .prepare('completion_media_counts'),
)

/** One profile's completion (two grouped queries on indexed columns). */
export async function loadCompletion(
  db: Db,
  profile: ProfileRow,
  user: CompletionFacts['user'] & { id: number },
): Promise<Completion> {
  const [itemCounts, mediaCounts] = await Promise.all([
    itemCountsOf(db).execute({ userId: user.id }),
    mediaCountsOf(db).execute({ userId: user.id }),
  ])
  return completionOf({ profile, user, ...factsOf(itemCounts, mediaCounts, user.id) })
}
