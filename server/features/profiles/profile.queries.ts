/**
 * Reading a profile whole: the row and its user, every CV section's entries (one index scan of
 * profile_items), the media lists, and what the role adds — a trainer's published courses and
 * their reviews, a student's certificates, an HR user's company and open job listings.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { Media } from '../../../contracts/media/schemas.ts'
import type { MyProfile, PublicProfile } from '../../../contracts/profiles/profile.ts'
import type { SectionEntry } from '../../../contracts/profiles/schemas.ts'
import { ITEM_SECTIONS, type ItemSection, type ProfileSection } from '../../../contracts/profiles/sections.ts'
import type { Db } from '../../core/db/index.ts'
import { preparedQuery } from '../../core/db/prepared.ts'
import { users, type UserRow } from '../../core/db/tables.ts'
import { latestProfileUpload, profileDocumentRowsOf, profileVideoState, toMedia } from '../media/index.ts'
import { loadCompletion } from './completion.ts'
import { profileRoleSection } from './role-sections.ts'
import { profileItems, profiles, type ProfileItemRow, type ProfileRow } from './tables.ts'

export type Entries = { [S in ItemSection]: SectionEntry<S>[] }

/*
 * The reads of one profile are built once (core/db/prepared.ts), with the user's id as their
 * parameter: every view of a profile runs six or more of them, and building each Drizzle query
 * again cost more of the server's time than PostgreSQL spent answering it.
 */
const userId = sql.placeholder('userId')

export function toEntry<S extends ItemSection>(row: ProfileItemRow): SectionEntry<S> {
  return { ...(row.data as object), id: row.id, position: row.position } as SectionEntry<S>
}

const entriesOf = preparedQuery((db) =>
  db
    .select()
    .from(profileItems)
    .where(eq(profileItems.user_id, userId))
    .orderBy(asc(profileItems.section), asc(profileItems.position), asc(profileItems.id))
    .prepare('profile_entries'),
)

export async function loadEntries(db: Db, userId: number): Promise<Entries> {
  const rows = await entriesOf(db).execute({ userId })
  const entries = Object.fromEntries(ITEM_SECTIONS.map((section) => [section, []])) as unknown as Record<
    ItemSection,
    unknown[]
  >
  for (const row of rows) entries[row.section].push(toEntry(row))
  return entries as Entries
}

export async function loadSection<S extends ItemSection>(
  db: Db,
  userId: number,
  section: S,
): Promise<SectionEntry<S>[]> {
  const rows = await db
    .select()
    .from(profileItems)
    .where(and(eq(profileItems.user_id, userId), eq(profileItems.section, section)))
    .orderBy(asc(profileItems.position), asc(profileItems.id))
  return rows.map((row) => toEntry<S>(row))
}

async function loadMediaLists(db: Db, userId: number): Promise<PublicProfile['media']> {
  const rows = await profileDocumentRowsOf(db, userId)
  const of = (collection: string): Media[] => rows.filter((row) => row.collection === collection).map(toMedia)
  return { certs: of('certificates'), cv: of('cv'), master: of('master') }
}

export interface ProfileWithUser {
  profile: ProfileRow
  user: UserRow
}

const profileWith = (db: Db, by: 'slug' | 'userId') =>
  db
    .select({ profile: profiles, user: users })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.user_id))
    .where(
      and(
        by === 'slug' ? eq(profiles.slug, sql.placeholder('slug')) : eq(profiles.user_id, userId),
        eq(users.status, 'active'),
      ),
    )
    .limit(1)
    .prepare(`profile_by_${by}`)
const profileBySlug = preparedQuery((db) => profileWith(db, 'slug'))
const profileByUserId = preparedQuery((db) => profileWith(db, 'userId'))

/** A profile and its user, by slug or user id; blocked and deactivated accounts have none. */
export async function findProfile(
  db: Db,
  by: { slug: string } | { userId: number },
): Promise<ProfileWithUser | null> {
  const [row] =
    'slug' in by
      ? await profileBySlug(db).execute({ slug: by.slug.toLowerCase() })
      : await profileByUserId(db).execute({ userId: by.userId })
  return row ?? null
}

/** The presentation video a profile plays (null: none ready). */
function presentationVideo(profile: ProfileRow): PublicProfile['presentation_video'] {
  const { hls_url, poster_url } = profileVideoState(profile, undefined, 'it')
  return hls_url ? { hls_url, poster_url, duration_seconds: profile.presentation_video_seconds } : null
}

const hidden = (profile: ProfileRow) => new Set(profile.hidden_sections as ProfileSection[])

/**
 * The profile as `viewer` sees it: the owner everything; anyone else without the hidden sections
 * (they come empty, so nothing hidden travels) and without the private fields (MyProfile's).
 */
export async function buildPublicProfile(
  db: Db,
  { profile, user }: ProfileWithUser,
  viewerId: number | null,
): Promise<PublicProfile> {
  const isOwner = viewerId === user.id
  const hide = isOwner ? new Set<ProfileSection>() : hidden(profile)
  const shows = (section: ProfileSection) => !hide.has(section)
  const role = user.roles.includes('admin') ? 'admin' : (user.role as PublicProfile['role'])
  const [entries, mediaLists, trainerCourses, reviews, certs, company] = await Promise.all([
    loadEntries(db, user.id),
    shows('media') ? loadMediaLists(db, user.id) : Promise.resolve({ certs: [], cv: [], master: [] }),
    role === 'trainer' ? profileRoleSection('trainer').courses(db, user.id) : Promise.resolve([]),
    role === 'trainer' ? profileRoleSection('trainer').reviews(db, user.id) : Promise.resolve([]),
    role !== 'trainer' && role !== 'hr' && shows('certificates')
      ? profileRoleSection('learner').certificates(db, user.id)
      : Promise.resolve([]),
    role === 'hr' ? profileRoleSection('hr').company(db, user.id) : Promise.resolve(null),
  ])
  const section = <S extends ItemSection>(name: S): SectionEntry<S>[] => (shows(name) ? entries[name] : [])
  return {
    id: profile.id,
    user_id: user.id,
    slug: profile.slug,
    role,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    nickname: profile.nickname,
    payoff: profile.payoff,
    bio: profile.bio,
    mission: profile.mission,
    presentation: shows('presentation') ? profile.presentation : '',
    presentation_video: shows('presentation') ? presentationVideo(profile) : null,
    city: profile.city,
    region: profile.region,
    avatar_url: profile.avatar_url,
    cover_url: profile.cover_url,
    social_media: profile.social_media as Record<string, string>,
    average_reviews: profile.average_reviews,
    review_number: profile.review_number,
    competences: shows('competences') ? profile.competences : [],
    skills: shows('skills') ? profile.skills : [],
    interests: shows('interests') ? profile.interests : [],
    studies: section('studies'),
    experiences: section('experiences'),
    languages: section('languages'),
    books: section('books'),
    case_histories: section('case_histories'),
    clients: section('clients'),
    collaborations: section('collaborations'),
    media: mediaLists,
    courses: trainerCourses,
    reviews,
    certificates: certs,
    company,
    hidden_sections: isOwner ? (profile.hidden_sections as ProfileSection[]) : [],
    is_public: profile.is_public,
    is_owner: isOwner,
  }
}

/** The owner's whole profile for /me: the public one, the private fields and the completion. */
export async function buildMyProfile(
  db: Db,
  found: ProfileWithUser,
  locale: Locale = 'it',
): Promise<MyProfile> {
  const { profile, user } = found
  const [shown, completion, upload] = await Promise.all([
    buildPublicProfile(db, found, user.id),
    loadCompletion(db, profile, user),
    latestProfileUpload(db, user.id),
  ])
  return {
    ...shown,
    email: user.email,
    gender: profile.gender,
    birth_date: profile.birth_date,
    address: profile.address,
    address_number: profile.address_number,
    province: profile.province,
    zip: profile.zip,
    same_residency: profile.same_residency,
    shipping_address: profile.shipping_address,
    shipping_address_number: profile.shipping_address_number,
    shipping_city: profile.shipping_city,
    shipping_province: profile.shipping_province,
    shipping_region: profile.shipping_region,
    shipping_zip: profile.shipping_zip,
    hr_visible: profile.hr_visible,
    completion,
    presentation_video_state: profileVideoState(profile, upload, locale),
  }
}

/** The page title's and description's words for a profile (page-meta.ts), in the page's language. */
export function describeProfile(found: ProfileWithUser, locale: Locale) {
  const { profile, user } = found
  const name = `${user.first_name} ${user.last_name}`.trim()
  const role = {
    trainer: { it: 'Formatore', en: 'Trainer' },
    student: { it: 'Studente', en: 'Student' },
    hr: { it: 'HR', en: 'HR' },
  }[user.role as 'trainer' | 'student' | 'hr'] ?? { it: '', en: '' }
  const description = (profile.payoff || profile.bio || role[locale]).replace(/\s+/g, ' ').trim()
  return {
    title: name,
    description: description.length > 160 ? `${description.slice(0, 157)}…` : description,
    image: profile.avatar_url,
  }
}
