/**
 * The STUDIO contract's face (issue 33): a video's processing state, as a profile's presentation video
 * shows it (eslint.contract-areas.js says which areas may use it).
 */
export { VideoState } from './schemas'
