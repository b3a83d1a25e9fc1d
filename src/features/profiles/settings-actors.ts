/**
 * What /me/s reads and starts (DESIGN.md §2): the settings and the private data through the resource
 * machine, each form's save through machines/request (the 422's messages by field come back in its
 * view), and the live check of the profile's address. The real calls of api.ts are given here, so
 * the page reads view mappers and sends events.
 */
import { useEffect, useState } from 'react'
import type { ProfileSettingsBody, ProfileUpdateBody } from '../../../contracts/profiles/schemas'
import { requestWith, useRequestActor } from '../../shared/lib/use-request-actor'
import { useResource } from '../../shared/lib/use-resource'
import { fetchMyProfile, fetchSettings, isSlugTaken, saveProfile, saveSettings } from './api'

const loadBoth = async (_params: Record<string, never>, signal: AbortSignal) => {
  const [settings, profile] = await Promise.all([fetchSettings({}, signal), fetchMyProfile({}, signal)])
  return { settings, profile }
}

/** The profile's settings and the owner's profile (its private data), loaded together. */
export const useProfileSettings = () => useResource(loadBoth)

export const appSaveSettingsMachine = requestWith((body: ProfileSettingsBody) => saveSettings(body))
export const appSavePersonalMachine = requestWith((body: ProfileUpdateBody) => saveProfile(body))

/** Saving who sees the profile (address, public, sections, found by HR users). */
export const useSettingsSave = () => useRequestActor<ProfileSettingsBody, unknown>(appSaveSettingsMachine)
/** Saving the private data (gender, birth date, residence and shipping address). */
export const usePersonalSave = () => useRequestActor<ProfileUpdateBody, unknown>(appSavePersonalMachine)

/**
 * Whether someone else has the address typed: asked 300 ms after the last change (the one before
 * aborted), not for the profile's own address nor one under 3 characters. It is "taken" while the
 * field still says the address the server said someone else has.
 */
export function useSlugTaken(slug: string, own: string): boolean {
  const [takenSlug, setTakenSlug] = useState<string | null>(null)
  useEffect(() => {
    if (slug === own || slug.length < 3) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      isSlugTaken(slug, controller.signal).then(
        (exists) => setTakenSlug(exists ? slug : null),
        () => undefined,
      )
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [slug, own])
  return takenSlug === slug
}
