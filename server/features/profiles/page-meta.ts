/**
 * A public profile page carries the person's name, payoff and avatar; an unknown slug (or a
 * blocked account's) is a 404. A profile its owner keeps from visitors says only that it is
 * private: the HTML is the same for everyone, so nothing of it goes into the <head>.
 */
import { definePageMeta, type PageMetaResolver } from '../../core/page-meta.ts'
import { say } from './messages.ts'
import { describeProfile, findProfile } from './profile.queries.ts'

/** Longest profile slug a URL may carry (slugs are made from names, which are at most 100 characters). */
const SLUG_MAX_LENGTH = 255

const publicProfile: PageMetaResolver = async ({ app, params, locale }) => {
  if (params.id.length > SLUG_MAX_LENGTH) return null
  const found = await findProfile(app.db, { slug: params.id })
  if (!found) return null
  if (!found.profile.is_public) return { title: say('privateTitle', locale) }
  return describeProfile(found, locale)
}

export default definePageMeta({ id: publicProfile, 's-id': publicProfile })
