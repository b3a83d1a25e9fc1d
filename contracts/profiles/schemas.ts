/**
 * Payloads of the PROFILES area (SPEC.md §3 Profile, §4 completion, §7 profile calls; issue 16):
 * how a person is referred to publicly, the entries of a CV's sections, the owner's settings, the
 * public profile and the completion checklist. Inputs only the API checks carry their messages in
 * both languages (apiMessage); the SPA shows the server's 422 text next to the field it names.
 *
 * One module per part, re-exported here: ./person.ts (how a person is referred to, the limits),
 * ./input-rules.ts (the inputs' building blocks), ./section-schemas.ts (a CV's entries),
 * ./settings-schemas.ts (the profile's own fields and settings); the completion stays here. A card
 * that shows a person imports ./person.ts alone, not every form's rules.
 */
import * as v from 'valibot'
import { apiMessage } from '../core/input'
import { ITEM_SECTIONS } from './sections'
export * from './person'
export * from './section-schemas'
export * from './settings-schemas'

// ---------------------------------------------------------------------------------------------
// Completion (SPEC.md §4)

export const Completion = v.object({
  /** 0–100. */
  completion: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  /** The fields still empty, by SPEC.md §3 name (server/features/profiles/completion.ts). */
  missing: v.array(v.string()),
  filled: v.number(),
  total: v.number(),
})
export type Completion = v.InferOutput<typeof Completion>

export const ProfileSlugParams = v.object({
  slug: v.pipe(
    v.string(apiMessage({ it: 'Indica un profilo.', en: 'Give a profile.' })),
    v.maxLength(255, apiMessage({ it: 'Profilo sconosciuto.', en: 'Unknown profile.' })),
  ),
})

export { ITEM_SECTIONS }
