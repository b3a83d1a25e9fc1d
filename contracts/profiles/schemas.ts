/**
 * Payloads of the PROFILES area (SPEC.md §3 Profile, §4 completion, §7 profile calls; issue 16):
 * how a person is referred to publicly, the entries of a CV's sections, the owner's settings, the
 * public profile and the completion checklist. Inputs only the API checks carry their messages in
 * both languages (apiMessage); the SPA shows the server's 422 text next to the field it names.
 *
 * One module per part, re-exported here: ./person.ts (how a person is referred to, the limits),
 * ./input-rules.ts (the inputs' building blocks), ./section-schemas.ts (a CV's entries as sent),
 * ./settings-schemas.ts (the profile's own fields and settings), ./answers.ts (the entries as
 * answered, the completion, the ids and addresses the calls take). A card that shows a person
 * imports ./person.ts alone, a profile's reads ./answers.ts, not every form's rules.
 */
import { ITEM_SECTIONS } from './sections'
export * from './answers'
export * from './person'
export * from './section-schemas'
export * from './settings-schemas'

export { ITEM_SECTIONS }
