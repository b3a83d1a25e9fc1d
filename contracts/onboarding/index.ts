/**
 * The ONBOARDING contract's face (issue 33): a profile's slug bounds, chosen in the onboarding and
 * changed in the settings (eslint.contract-areas.js says which areas may use it).
 */
export { SLUG_MAX_LENGTH, SLUG_MIN_LENGTH } from './limits'
