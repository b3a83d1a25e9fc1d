/**
 * The profile's own calls: the owner's summary and whole profile, its fields, competences and
 * skills, settings and completion; the public profile by slug or id under the public-profile guard
 * (visibility.ts); the schools a study is chosen from.
 */
import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { isReservedSlug } from '../../../contracts/core/routes.ts'
import {
  getMyProfile,
  getOwnProfile,
  getProfileById,
  getProfileBySlug,
  getProfileCompletion,
  getProfileSettings,
  listSchools,
  syncCompetences,
  syncSkills,
  updateMyProfile,
  updateProfileSettings,
} from '../../../contracts/profiles/endpoints.ts'
import type { OwnProfile } from '../../../contracts/accounts/schemas.ts'
import type { MyProfile, PublicProfile } from '../../../contracts/profiles/profile.ts'
import type { ProfileSettings } from '../../../contracts/profiles/schemas.ts'
import type { ProfileSection } from '../../../contracts/profiles/sections.ts'
import { preparedQuery } from '../../core/db/prepared.ts'
import { snapshotCache } from '../../core/db/snapshot-cache.ts'
import { notFound, unauthenticated, validationError } from '../../core/http/errors.ts'
import { requestLocale } from '../../core/http/locale.ts'
import { route } from '../../core/http/route.ts'
import { currentUser } from '../../core/plugins/auth.ts'
import type { UserRow } from '../../core/db/tables.ts'
import { loadCompletion } from './completion.ts'
import { say } from './messages.ts'
import { toOwnProfile } from './own-profile.ts'
import { buildMyProfile, buildPublicProfile, findProfile, type ProfileWithUser } from './profile.queries.ts'
import { profiles, schools, type ProfileRow } from './tables.ts'
import { escapeLike } from '../../core/db/sql.ts'
import { sightOf } from './visibility.ts'
import { profileCounts, viewerFields, type ProfileCounts } from './profile-viewer.ts'

const toSettings = (profile: ProfileRow, user: UserRow): ProfileSettings => ({
  slug: profile.slug,
  is_public: profile.is_public,
  hidden_sections: profile.hidden_sections as ProfileSection[],
  hr_visible: profile.hr_visible,
  can_set_hr_visible: user.role === 'student',
})

/** Built once (core/db/prepared.ts): every call of the owner's profile starts with it. */
const profileOfUser = preparedQuery((db) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.user_id, sql.placeholder('userId')))
    .prepare('profile_of_user'),
)

/** What a profile as others see it reads: its owner, sections and media, courses, company, follows. */
const SHOWN_PROFILE_TABLES = [
  'certificates',
  'companies',
  'course_enrolment_counts',
  'course_reviews',
  'courses',
  'follows',
  'job_listings',
  'media',
  'profile_items',
  'profiles',
  'users',
]

/** The owner's profile: its summary, details, completion, competences, skills and settings. */
function registerOwnProfileRoutes(app: FastifyInstance) {
  /** The caller's profile and user, or 404 (every account has one; a test's bare user may not). */
  async function mine(user: UserRow): Promise<ProfileWithUser> {
    const [profile] = await profileOfUser(app.db).execute({ userId: user.id })
    if (!profile) throw notFound('Profile not found.')
    return { profile, user }
  }

  /**
   * The owner's summary and whole profile, kept until a table they read is written like the public
   * view below: opening /me asks for both, and every page asks for the summary. The profile and
   * its user are read inside the computation, so what is kept saw one state of the data.
   */
  const ownViews = snapshotCache<{ data: OwnProfile } | { data: MyProfile }>({
    name: 'own profile views',
    maxEntries: 10_000,
    // /me's details hold the public profile and the presentation video's upload
    tables: [...SHOWN_PROFILE_TABLES, 'video_uploads'],
  })

  async function ownView<T extends { data: OwnProfile } | { data: MyProfile }>(
    userId: number,
    key: string,
    build: (found: ProfileWithUser) => Promise<T>,
  ): Promise<T> {
    return (await ownViews.read(app.db, `${key}:${userId}`, async () => {
      const found = await findProfile(app.db, { userId })
      if (!found) throw notFound('Profile not found.')
      return { value: await build(found) }
    })) as T
  }

  route(app, getOwnProfile, async ({ request }) =>
    ownView(currentUser(request).id, 'own', async ({ profile, user }) => {
      const { completion } = await loadCompletion(app.db, profile, user)
      return { data: toOwnProfile(profile, user, completion) }
    }),
  )

  route(app, getMyProfile, async ({ request }) => {
    const locale = requestLocale(request)
    return ownView(currentUser(request).id, `details:${locale}`, async (found) => ({
      data: await buildMyProfile(app.db, found, locale),
    }))
  })

  route(app, getProfileCompletion, async ({ request }) => {
    const { profile, user } = await mine(currentUser(request))
    return { data: await loadCompletion(app.db, profile, user) }
  })

  route(app, updateMyProfile, async ({ request, body }) => {
    const user = currentUser(request)
    const found = await mine(user)
    const changes: Record<string, unknown> = Object.fromEntries(
      Object.entries(body).filter(([, value]) => value !== undefined),
    )
    if ('social_media' in changes)
      changes.social_media = Object.fromEntries(
        Object.entries(body.social_media ?? {}).filter(([, link]) => link !== ''),
      )
    // A text left empty is no value: completion and the page both see it as missing.
    for (const key of ['nickname', 'address', 'address_number', 'city', 'province', 'region', 'zip'])
      if (changes[key] === '') changes[key] = null
    for (const key of Object.keys(changes))
      if (key.startsWith('shipping_') && changes[key] === '') changes[key] = null
    let profile = found.profile
    if (Object.keys(changes).length > 0)
      [profile] = await app.db
        .update(profiles)
        .set({ ...changes, updated_at: new Date() })
        .where(eq(profiles.user_id, user.id))
        .returning()
    return { data: await buildMyProfile(app.db, { profile, user }, requestLocale(request)) }
  })

  route(app, syncCompetences, async ({ request, body }) => {
    const user = currentUser(request)
    await mine(user)
    await app.db.update(profiles).set({ competences: body.competences }).where(eq(profiles.user_id, user.id))
    return { data: { competences: body.competences } }
  })

  route(app, syncSkills, async ({ request, body }) => {
    const user = currentUser(request)
    await mine(user)
    await app.db.update(profiles).set({ skills: body.skills }).where(eq(profiles.user_id, user.id))
    return { data: { skills: body.skills } }
  })

  route(app, getProfileSettings, async ({ request }) => {
    const { profile, user } = await mine(currentUser(request))
    return { data: toSettings(profile, user) }
  })

  route(app, updateProfileSettings, async ({ request, body }) => {
    const user = currentUser(request)
    const locale = requestLocale(request)
    await mine(user)
    if (body.hr_visible !== undefined && user.role !== 'student')
      throw validationError({ hr_visible: [say('hrVisibleStudents', locale)] }, locale)
    if (body.slug !== undefined) {
      if (isReservedSlug(app.routeTable, body.slug))
        throw validationError({ slug: [say('slugReserved', locale)] }, locale)
      const [taken] = await app.db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.slug, body.slug), ne(profiles.user_id, user.id)))
      if (taken) throw validationError({ slug: [say('slugTaken', locale)] }, locale)
    }
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined))
    try {
      const [profile] = await app.db
        .update(profiles)
        .set({ ...changes, updated_at: new Date() })
        .where(eq(profiles.user_id, user.id))
        .returning()
      return { data: toSettings(profile, user) }
    } catch (error) {
      // Two people taking the same free address at once: the unique index decides.
      if ((error as { code?: string }).code === '23505' || /unique/i.test(String(error)))
        throw validationError({ slug: [say('slugTaken', locale)] }, locale)
      throw error
    }
  })
}

/** A profile as others see it (by its address or its user), and the schools to pick from. */
function registerShownProfileRoutes(app: FastifyInstance) {
  /**
   * What anyone but the owner sees of a profile is the same for every such viewer, so it is kept
   * while the database is unchanged (core/db/snapshot-cache.ts), with what the guard needs: whose
   * it is and whether visitors may see it, and the owner's follow counts (the same for everyone).
   * The owner's own view is computed each time, and so is what depends on the caller
   * (profile-viewer.ts): nothing kept here differs from one caller to another.
   */
  const shownProfiles = snapshotCache<{
    userId: number
    isPublic: boolean
    answer: { data: PublicProfile }
    counts: ProfileCounts
  } | null>({
    name: 'shown profiles',
    maxEntries: 10_000,
    tables: SHOWN_PROFILE_TABLES,
  })

  async function shownProfile(by: { slug: string } | { userId: number }, viewer: UserRow | null) {
    const key = 'slug' in by ? `slug:${by.slug.toLowerCase()}` : `id:${by.userId}`
    const shown = await shownProfiles.read(app.db, key, async () => {
      const found = await findProfile(app.db, by)
      if (!found) return { value: null }
      const [answer, counts] = await Promise.all([
        buildPublicProfile(app.db, found, null),
        profileCounts(app.db, found.user.id),
      ])
      return {
        value: { userId: found.user.id, isPublic: found.profile.is_public, answer: { data: answer }, counts },
      }
    })
    if (!shown) throw notFound(say('profileMissing', 'en'))
    const sight = sightOf({ user_id: shown.userId, is_public: shown.isPublic }, viewer?.id ?? null)
    if (sight === 'login') throw unauthenticated()
    if (sight === 'shown') return { answer: shown.answer, counts: shown.counts, userId: shown.userId }
    const found = await findProfile(app.db, { userId: shown.userId })
    if (!found) throw notFound(say('profileMissing', 'en'))
    return {
      answer: { data: await buildPublicProfile(app.db, found, viewer!.id) },
      counts: shown.counts,
      userId: shown.userId,
    }
  }

  route(app, getProfileBySlug, async ({ params, request }) => {
    const { answer, counts, userId } = await shownProfile({ slug: params.slug }, request.user)
    // A new object each time: the kept answer is shared (and frozen), the caller's fields are not.
    return {
      data: { ...answer.data, ...counts, ...(await viewerFields(app, request.user?.id ?? null, userId)) },
    }
  })

  route(app, getProfileById, async ({ params, request }) => {
    const { answer } = await shownProfile({ userId: params.id }, request.user)
    return answer
  })

  route(app, listSchools, async ({ query }) => {
    const pattern = `%${escapeLike(query.search)}%`
    const rows = await app.db
      .select()
      .from(schools)
      .where(query.search ? or(ilike(schools.name, pattern), ilike(schools.city, pattern)) : undefined)
      .orderBy(asc(schools.name))
      .limit(20)
    return { data: rows }
  })
}

export const profileRoutes: FastifyPluginAsync = async (app) => {
  registerOwnProfileRoutes(app)
  registerShownProfileRoutes(app)
}
