/**
 * What other areas change in a profile (issue 33: an area never writes another area's table): the
 * fields the onboarding wizard fills in (its service, from index.ts), and what profiles does when
 * accounts and media publish (subscribers.ts): the profile made with the account at registration,
 * its anonymisation when the account is deleted, the avatar or cover media stored or removed.
 * Each takes the caller's transaction handle, so the profile changes with the rest of the caller's
 * work or not at all.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { isReservedSlug } from '../../../contracts/core/routes.ts'
import type { Db } from '../../core/db/index.ts'
import { routeTable } from '../../core/route-table.ts'
import { profiles } from './tables.ts'

/** A database or a transaction on it. */
type Writer = Pick<Db, 'select' | 'insert' | 'update'>

/** A URL slug from a name: lower case ASCII words joined by '-'. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'utente'
  )
}

/**
 * The profile of a new account, at its name's address; a name whose address is taken, or is a
 * page's ('Admin', 'Corsi', issue 32 item 11), gets the user's id too. Two registrations drawing
 * one address at once: the unique index decides (registration draws again).
 */
export async function createProfile(tx: Writer, userId: number, name: string): Promise<void> {
  const base = slugify(name)
  const [clash] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.slug, base))
  const taken = clash || isReservedSlug(await routeTable(), base)
  await tx.insert(profiles).values({ user_id: userId, slug: taken ? `${base}-${userId}` : base })
}

/** The profiles of deleted accounts keep nothing that tells who they were, and are no longer public. */
export async function anonymiseProfiles(tx: Writer, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return
  await tx
    .update(profiles)
    .set({
      is_public: false,
      nickname: null,
      payoff: '',
      bio: '',
      mission: '',
      presentation: '',
      birth_date: null,
      address: null,
      address_number: null,
      shipping_address: null,
      shipping_address_number: null,
      social_media: {},
      avatar_url: null,
      cover_url: null,
      hr_visible: false,
    })
    .where(inArray(profiles.user_id, userIds))
}

/** The fields of a profile the onboarding wizard's steps and its interests' call fill in. */
export type WizardProfileFields = Partial<
  Pick<
    typeof profiles.$inferInsert,
    | 'slug'
    | 'nickname'
    | 'birth_date'
    | 'gender'
    | 'address'
    | 'address_number'
    | 'city'
    | 'province'
    | 'region'
    | 'zip'
    | 'same_residency'
    | 'shipping_address'
    | 'shipping_address_number'
    | 'shipping_city'
    | 'shipping_province'
    | 'shipping_region'
    | 'shipping_zip'
    | 'bio'
    | 'mission'
    | 'payoff'
    | 'skills'
    | 'competences'
    | 'social_media'
    | 'interests'
  >
>

/** Writes what a wizard step saved into the user's profile. */
export async function saveWizardFields(
  tx: Writer,
  userId: number,
  fields: WizardProfileFields,
): Promise<void> {
  await tx.update(profiles).set(fields).where(eq(profiles.user_id, userId))
}

/** Which of a profile's pictures a stored image is. */
export type ProfilePicture = 'avatar_url' | 'cover_url'

/** The user's profile shows the image at `url` as its avatar or cover. */
export async function setProfilePicture(
  tx: Writer,
  userId: number,
  picture: ProfilePicture,
  url: string,
): Promise<void> {
  await tx
    .update(profiles)
    .set({ [picture]: url })
    .where(eq(profiles.user_id, userId))
}

/** The image at `url` is gone: a profile still showing it as its avatar or cover shows none. */
export async function dropProfilePicture(
  tx: Writer,
  userId: number,
  picture: ProfilePicture,
  url: string,
): Promise<void> {
  await tx
    .update(profiles)
    .set({ [picture]: null })
    .where(and(eq(profiles.user_id, userId), eq(profiles[picture], url)))
}
