/**
 * What the profiles area offers other areas (issue 33: an area's public face): who is listed among
 * the members and how their name is shown (the directories, the home counters, the search, HR's
 * students), a profile's completion (SPEC.md §4), and the fields the onboarding wizard writes into
 * a profile. (What accounts and media change in a profile, profiles does on their events:
 * subscribers.ts.)
 */
export {
  countListedMembers,
  countMatching,
  isListedMember,
  matchesPlace,
  matchesText,
  withFullName,
  type MemberRole,
} from './members.ts'
export { loadCompletion, loadCompletions } from './completion.ts'
export { saveWizardFields, type WizardProfileFields } from './profile-writes.ts'
// people as other areas read them inside their own SQL: a PersonRef's card (the network, social, messages)
export { profileCardView } from './person-reads.ts'
// what the network and messages add to a profile page, registered by them (profiles imports neither)
export { registerProfilePagePart, type ProfilePageParts } from './page-parts.ts'
// a member's profile as the directories, the search, the catalogue and jobs read it in their own SQL
export { genderOf, memberProfilesSql, memberProfileView } from './listing-reads.ts'
// people's CVs and completion as HR reads them: filters by studies and availability, completions by user
export { hasAvailability, loadCompletionsOf, matchesStudies, type CvAvailability } from './cv-reads.ts'
// a trainer's figures (average_reviews, review_number), written by profiles from the courses' count
export { lockTrainerRatings, setTrainerRatings } from './trainer-ratings.ts'
// what the onboarding wizard reads of a profile: whether an address is taken, the interests, the completion
export { completionOfUser, profileInterestsOf, slugTakenByOther } from './wizard-reads.ts'
// the sections of a public profile page that the role's areas add (courses, learning, jobs register them)
export { registerProfileRoleSection, type ProfileRoleSections } from './role-sections.ts'
