/**
 * What the social area offers other areas (issue 33: an area's public face): closing the open
 * reports on a user's posts and comments (the admins' block and deactivate).
 */
export { closeReportsOnContentOf } from './reports.ts'
