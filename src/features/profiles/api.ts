/** Typed calls of the profiles area (contracts/profiles/endpoints.ts). */
import { slugExists } from '../../../contracts/onboarding/endpoints'
import { syncInterests } from '../../../contracts/onboarding/endpoints'
import { fillPath } from '../../../contracts/core/endpoint'
import {
  deleteProfileVideo,
  getMyProfile,
  getProfileVideo,
  retryProfileVideo,
  getProfileBySlug,
  getProfileSettings,
  listSchools,
  sectionCalls,
  syncCompetences,
  syncSkills,
  updateMyProfile,
  updateProfileSettings,
} from '../../../contracts/profiles/endpoints'
import type { ProfileSettingsBody, ProfileUpdateBody } from '../../../contracts/profiles/schemas'
import { isImageSection, type ItemSection } from '../../../contracts/profiles/sections'
import { api, ApiError, call } from '../../shared/api'

export const fetchMyProfile = (_params: Record<string, never>, signal: AbortSignal) =>
  call(getMyProfile, {}, { signal })

export const fetchProfileBySlug = ({ slug }: { slug: string }, signal: AbortSignal) =>
  call(getProfileBySlug, { params: { slug } }, { signal })

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
 * Saves an entry of a section: JSON, or for the sections with an image a multipart form (outside
 * the JSON client, with its headers and errors). `image` null removes the entry's image.
 */
export async function saveEntry(
  section: ItemSection,
  id: number | null,
  values: Record<string, unknown>,
  image?: File | null,
): Promise<unknown> {
  const calls = sectionCalls[section]
  const target = id === null ? calls.create : calls.update
  if (!isImageSection(section)) {
    const path = fillPath(target.path, id === null ? {} : { id })
    return target.method === 'POST' ? api.post(path, values) : api.put(path, values)
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(values)) form.append(name, value == null ? '' : String(value))
  if (image) form.append('image', image, image.name)
  if (image === null) form.append('remove_image', 'true')
  const headers = await api.stateChangingHeaders()
  const response = await fetch(fillPath(target.path, id === null ? {} : { id }), {
    method: 'POST',
    headers,
    body: form,
    credentials: 'same-origin',
  })
  const body = (await response.json().catch(() => null)) as { data?: unknown } | null
  if (!response.ok || !body?.data)
    throw new ApiError(response.status, body, `${response.status} ${response.statusText}`)
  return body.data
}

export const deleteEntry = (section: ItemSection, id: number) =>
  api.delete(fillPath(sectionCalls[section].remove.path, { id }))

export const orderEntries = (section: ItemSection, ids: number[]) =>
  api.put(sectionCalls[section].order.path, { ids })

/** The presentation video of user `userId`'s profile (its owner's calls). */
export const fetchProfileVideo = (userId: number) => call(getProfileVideo, { params: { id: String(userId) } })
export const retryProfileVideoCall = (userId: number) =>
  call(retryProfileVideo, { params: { id: String(userId) } })
export const removeProfileVideo = (userId: number) =>
  call(deleteProfileVideo, { params: { id: String(userId) } })
