/**
 * What other areas add to a profile page (issue 33): the network gives the owner's follow counts,
 * whether the caller follows the owner and the recommendations between the two; messages gives
 * the pair's conversation (for the presence dot). Each registers its part here when its routes
 * are registered, as media's upload targets are, so profiles imports neither of them (both read
 * people through profiles' face, and an import back would close a loop between the areas).
 */
import type { SQL } from 'drizzle-orm'
import type { ProfileViewerFields } from '../../../contracts/profiles/profile.ts'
import type { Db } from '../../core/db/index.ts'

export interface ProfilePageParts {
  network: {
    /** The owner's followers and followings (active accounts). */
    followCounts(db: Db, ownerId: number): Promise<Pick<ProfileViewerFields, 'followers' | 'followings'>>
    /** A boolean SQL expression: whether `viewerId` follows `ownerId`. */
    isFollowing(viewerId: number, ownerId: number): SQL
    /** What `authorId` wrote about `recipientId` (accepted or still waiting), or null. */
    recommendation(
      db: Db,
      authorId: number,
      recipientId: number,
    ): Promise<ProfileViewerFields['my_recommendation']>
  }
  messages: {
    /** A SQL scalar: the id of the conversation between two people (in either order), or null. */
    conversationId(a: number, b: number): SQL
  }
}

const parts: Partial<ProfilePageParts> = {}

/** Registers an area's part (again is the same as once: every app built in a process shares it). */
export function registerProfilePagePart<K extends keyof ProfilePageParts>(
  name: K,
  part: ProfilePageParts[K],
) {
  parts[name] = part
}

export function profilePagePart<K extends keyof ProfilePageParts>(name: K): ProfilePageParts[K] {
  const part = parts[name]
  if (!part) throw new Error(`no profile page part "${name}" is registered (registerProfilePagePart)`)
  return part as ProfilePageParts[K]
}
