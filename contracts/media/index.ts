/**
 * The MEDIA contract's face (issue 33): a profile's media gallery entry (eslint.contract-areas.js says
 * which areas may use it).
 */
export { Media } from './schemas'
