/** Payloads of the PROFILES area that other areas embed: how a person is referred to publicly. */
import * as v from 'valibot'

/** A person as lists and cards show them: name, avatar, and the slug of their public profile. */
export const PersonRef = v.object({
  id: v.number(),
  slug: v.string(),
  full_name: v.string(),
  avatar_url: v.nullable(v.string()),
})
export type PersonRef = v.InferOutput<typeof PersonRef>
