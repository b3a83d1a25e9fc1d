/**
 * How a person is referred to publicly, by every area that lists or shows people (issue 33: the
 * generic pieces live in contracts/core, so naming a person imports no area's contract).
 */
import * as v from 'valibot'

/** A person as lists and cards show them: name, avatar, and the slug of their public profile. */
export const PersonRef = v.object({
  id: v.number(),
  slug: v.string(),
  full_name: v.string(),
  avatar_url: v.nullable(v.string()),
})
export type PersonRef = v.InferOutput<typeof PersonRef>
