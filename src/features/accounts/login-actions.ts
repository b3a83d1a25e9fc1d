/**
 * What the login form needs once someone types or submits (fetched after the form is on screen,
 * ./lazy-module.ts): the rules of the login body, the session's login, the e-mailed code step and
 * the words for a failed login (SPEC.md §8).
 */
export { errorRetryAfter, errorStatus, loginErrorMessage } from '../../../contracts/accounts/schemas'
export { loginWithSession } from '../../session/session-actor'
export { loginChallengeOf } from './login-code'
export { authSchemasIn, schemaErrors } from './door-rules'
