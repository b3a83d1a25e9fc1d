/**
 * What the network area offers other areas (issue 33: an area's public face): who is connected to
 * whom, as SQL pieces for another area's query (social's feed and a post's audience); closing
 * reports on profiles, for the admins. (What a profile page shows of the network, the network
 * registers with profiles: routes.ts.)
 */
export { closeProfileReport, closeReportsOnProfile } from './reports.ts'
export { arePartners, followedIdsOf, followerIdsOf, isFollowing, partnerIdsOf } from './connection-reads.ts'
// the competence confirmations as HR's students list counts them in its own SQL
export { competenceConfirmationView } from './confirmation-reads.ts'
