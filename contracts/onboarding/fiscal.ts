/**
 * The fiscal checks live in the one rule set of contracts/core/validation/fiscal.ts (issue 36):
 * re-exported here for the callers that imported them from the onboarding.
 */
export { CODICE_FISCALE_FULL_REGEX, SDI_CODE_REGEX, isCodiceFiscale, isPartitaIva } from '../core/validation'
