/**
 * The PROFILES calls (SPEC.md §7 profile, books, case-history, collaborations, clients, competences
 * sync, languages, presentation, schools, slug-exists, study and experience delete; issue 16): the
 * owner's CV sections, fields and settings, the completion of SPEC.md §4, and the public profile
 * under the public-profile guard. The slug check itself is the onboarding area's
 * (GET /api/profile/slug-exists), which the settings page reuses. The reads of a profile and the
 * presentation video's calls are ./view-endpoints.ts's, re-exported here.
 */
import * as v from 'valibot'
import { data, endpoint } from '../core/endpoint'
import { MyProfile } from './profile'
import {
  Completion,
  CompetencesBody,
  ItemIdParams,
  OrderBody,
  ProfileSettings,
  ProfileSettingsBody,
  ProfileUpdateBody,
  School,
  SchoolQuery,
  SECTION_BODIES,
  SECTION_ENTRIES,
  SkillsBody,
} from './schemas'
import { ITEM_SECTIONS, SECTION_PATHS, isImageSection, type ItemSection } from './sections'

const tag = 'profiles'

// The reads of a profile and the presentation video's calls: in ./view-endpoints.ts with the
// answers' payloads only, so the public profile and the lesson player do not load the forms' rules.
export {
  deleteProfileVideo,
  getMyProfile,
  getOwnProfile,
  getProfileById,
  getProfileBySlug,
  getProfileVideo,
  retryProfileVideo,
} from './view-endpoints'

export const updateMyProfile = endpoint({
  method: 'PUT',
  path: '/api/profile',
  auth: 'user',
  tag,
  summary:
    'Saves the profile fields sent (texts, presentation, addresses, social links); the others stay as they are',
  body: ProfileUpdateBody,
  response: data(MyProfile),
  errors: [404],
})

export const getProfileCompletion = endpoint({
  method: 'GET',
  path: '/api/profile/completion',
  auth: 'user',
  tag,
  summary: 'The caller’s completion percentage (SPEC.md §4) and the fields still empty',
  response: data(Completion),
  errors: [404],
})

export const syncCompetences = endpoint({
  method: 'POST',
  path: '/api/competences/sync',
  auth: 'user',
  tag,
  summary: 'Replaces the caller’s competences with this list, in this order',
  body: CompetencesBody,
  response: data(v.object({ competences: v.array(v.string()) })),
})

export const syncSkills = endpoint({
  method: 'POST',
  path: '/api/profile/skills/sync',
  auth: 'user',
  tag,
  summary: 'Replaces the caller’s main skills with this list, in this order',
  body: SkillsBody,
  response: data(v.object({ skills: v.array(v.string()) })),
})

export const getProfileSettings = endpoint({
  method: 'GET',
  path: '/api/profile/settings',
  auth: 'user',
  tag,
  summary: 'The caller’s profile address, visibility, hidden sections and (students) HR visibility',
  response: data(ProfileSettings),
})

export const updateProfileSettings = endpoint({
  method: 'PUT',
  path: '/api/profile/settings',
  auth: 'user',
  tag,
  summary:
    'Changes the profile address (422 when taken), whether visitors see it, which sections others see and (students) whether HR users find it',
  body: ProfileSettingsBody,
  response: data(ProfileSettings),
})

export const listSchools = endpoint({
  method: 'GET',
  path: '/api/schools',
  auth: 'user',
  tag,
  summary: 'Schools and universities whose name or city contains the search, at most 20',
  query: SchoolQuery,
  response: data(v.array(School)),
})

/**
 * One section's six calls. The multipart sections (SPEC.md §7 books, case-history, collaborations,
 * clients) upsert with POST …/upsert and POST …/upsert/:id; the others with POST and PUT …/:id.
 */
function sectionEndpoints<S extends ItemSection>(section: S) {
  const base = `/api/${SECTION_PATHS[section]}` as const
  const entry = SECTION_ENTRIES[section]
  const body = SECTION_BODIES[section]
  const multipartFields = isImageSection(section)
    ? {
        multipart: {
          ...Object.fromEntries(Object.keys(body.entries).map((field) => [field, 'text' as const])),
          image: 'file' as const,
          remove_image: 'text' as const,
        },
      }
    : { body }
  return {
    list: endpoint({
      method: 'GET',
      path: base,
      auth: 'user',
      tag,
      summary: `The caller’s ${section}, in their order`,
      response: data(v.array(entry)),
    }),
    get: endpoint({
      method: 'GET',
      path: `${base}/get/:id`,
      auth: 'owner',
      tag,
      summary: `One of the caller’s ${section}`,
      params: ItemIdParams,
      response: data(entry),
      errors: [404],
    }),
    create: endpoint({
      method: 'POST',
      path: isImageSection(section) ? `${base}/upsert` : base,
      auth: 'user',
      tag,
      summary: `Adds an entry at the end of the caller’s ${section}`,
      ...multipartFields,
      status: 201,
      response: data(entry),
    }),
    update: endpoint({
      method: isImageSection(section) ? 'POST' : 'PUT',
      path: isImageSection(section) ? `${base}/upsert/:id` : `${base}/:id`,
      auth: 'owner',
      tag,
      summary: `Replaces one of the caller’s ${section}`,
      params: ItemIdParams,
      ...multipartFields,
      response: data(entry),
      errors: [404],
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      auth: 'owner',
      tag,
      summary: `Deletes one of the caller’s ${section}; the others close ranks`,
      params: ItemIdParams,
      status: 204,
      errors: [404],
    }),
    order: endpoint({
      method: 'PUT',
      path: `${base}/order`,
      auth: 'user',
      tag,
      summary: `Puts the caller’s ${section} in this order (every entry once)`,
      body: OrderBody,
      response: data(v.array(entry)),
    }),
  }
}

export const sectionCalls = {
  studies: sectionEndpoints('studies'),
  experiences: sectionEndpoints('experiences'),
  languages: sectionEndpoints('languages'),
  books: sectionEndpoints('books'),
  case_histories: sectionEndpoints('case_histories'),
  clients: sectionEndpoints('clients'),
  collaborations: sectionEndpoints('collaborations'),
} satisfies Record<ItemSection, unknown>

export { ITEM_SECTIONS }
