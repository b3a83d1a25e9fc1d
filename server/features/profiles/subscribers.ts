/**
 * What the profiles area does when accounts and media publish (core/domain-events.ts; issue 33),
 * in the publisher's transaction: a registered account gets its profile (a unique address drawn
 * from its name), anonymised accounts' profiles are emptied, an avatar or cover media stored
 * becomes the profile's picture and one removed is no longer shown.
 */
import { defineSubscribers } from '../../core/domain-events.ts'
import { anonymiseProfiles, createProfile, dropProfilePicture, setProfilePicture } from './profile-writes.ts'

const COLUMN = { avatar: 'avatar_url', cover: 'cover_url' } as const

export default defineSubscribers({
  'account.created': async (account, { tx }) => {
    await createProfile(tx, account.user_id, `${account.first_name} ${account.last_name}`)
  },
  'accounts.anonymised': async ({ user_ids }, { tx }) => {
    await anonymiseProfiles(tx, user_ids)
  },
  'media.picture_stored': async ({ user_id, picture, url }, { tx }) => {
    await setProfilePicture(tx, user_id, COLUMN[picture], url)
  },
  'media.picture_removed': async ({ user_id, picture, url }, { tx }) => {
    await dropProfilePicture(tx, user_id, COLUMN[picture], url)
  },
})
