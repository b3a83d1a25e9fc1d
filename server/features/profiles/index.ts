/**
 * What the profiles area offers other areas (issue 33: an area's public face): who is listed among
 * the members and how their name is shown (the directories, the home counters, the search, HR's
 * students), and a profile's completion (SPEC.md §4).
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
