/** Typed calls of the profiles area (contracts/profiles/endpoints.ts). */
import { slugExists } from '../../../contracts/onboarding/endpoints'
import { syncInterests } from '../../../contracts/onboarding/endpoints'
import { fillPath } from '../../../contracts/core/endpoint'
import {
  getProfileSettings,
  listSchools,
  sectionCalls,
  syncCompetences,
  syncSkills,
  updateMyProfile,
  updateProfileSettings,
} from '../../../contracts/profiles/endpoints'
import { deleteMedia, uploadMedia } from '../../../contracts/media/endpoints'
import type { Media, MediaCollection } from '../../../contracts/media/schemas'
import type { ProfileSettingsBody, ProfileUpdateBody } from '../../../contracts/profiles/schemas'
import { isImageSection, type ItemSection } from '../../../contracts/profiles/sections'
import { api, call, sendForm } from '../../shared/api'

// The reads and the presentation video's calls, which the public profile loads without this
// module's onboarding and settings calls (./view-api.ts).
export {
  fetchMyProfile,
  fetchOwnProfile,
  fetchProfileBySlug,
  fetchProfileVideo,
  removeProfileVideo,
  retryProfileVideoCall,
} from './view-api'

export const saveProfile = (body: ProfileUpdateBody) => call(updateMyProfile, { body })

export const saveCompetences = (competences: string[]) => call(syncCompetences, { body: { competences } })
export const saveSkills = (skills: string[]) => call(syncSkills, { body: { skills } })

export const fetchSettings = (_params: Record<string, never>, signal: AbortSignal) =>
  call(getProfileSettings, {}, { signal })
export const saveSettings = (body: ProfileSettingsBody) => call(updateProfileSettings, { body })
export const isSlugTaken = async (slug: string, signal?: AbortSignal) =>
  (await call(slugExists, { query: { slug } }, { signal })).exists

export const searchSchools = (search: string, signal?: AbortSignal) =>
  call(listSchools, { query: { search } }, { signal })

/** Interests are the onboarding's catalogue (its sync keeps the chosen ids). */
export const saveInterests = (interests: number[]) => call(syncInterests, { body: { interests } })

/**
 * Saves an entry of a section: JSON, or for the sections with an image a multipart form through
 * the client's sendForm (the same headers and errors). `image` null removes the entry's image.
 */
export function saveEntry(
  section: ItemSection,
  id: number | null,
  values: Record<string, unknown>,
  image?: File | null,
): Promise<unknown> {
  const calls = sectionCalls[section]
  const target = id === null ? calls.create : calls.update
  const path = fillPath(target.path, id === null ? {} : { id })
  if (!isImageSection(section))
    return target.method === 'POST' ? api.post(path, values) : api.put(path, values)
  const form = new FormData()
  for (const [name, value] of Object.entries(values)) form.append(name, value == null ? '' : String(value))
  if (image) form.append('image', image, image.name)
  if (image === null) form.append('remove_image', 'true')
  return sendForm({ method: target.method, path }, form, () => undefined)
}

export const deleteEntry = (section: ItemSection, id: number) =>
  api.delete(fillPath(sectionCalls[section].remove.path, { id }))

export const orderEntries = (section: ItemSection, ids: number[]) =>
  api.put<unknown[]>(sectionCalls[section].order.path, { ids })

/** Uploads a file into one of the caller's media collections (photo, cover, the PDF lists). */
export function uploadProfileFile(collection: MediaCollection, file: File): Promise<Media> {
  const form = new FormData()
  form.append('collection', collection)
  form.append('file', file, file.name)
  return sendForm<Media>(uploadMedia, form, () => undefined)
}

export const removeProfileFile = (id: number) => call(deleteMedia, { params: { id: String(id) } })
