/**
 * The NETWORK contract's face (issue 33): a recommendation, as a profile page shows it
 * (eslint.contract-areas.js says which areas may use it).
 */
export { Recommendation } from './schemas'
