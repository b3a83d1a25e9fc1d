/**
 * What a new password must be beyond the contract's minimum length (issue 9 item 4): never the
 * account's e-mail address, and not among commonly used passwords. "Common" is zxcvbn's verdict
 * with its common-passwords dictionary: a score below 2 means it is guessed in under 10^6 tries
 * (`12345678`, `Password1`, `Password123!`). The dictionary is large, so it stays on the server and
 * is loaded on the first check; the SPA shows the 422 on the password field like any other.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'
import type { Locale } from '../../../contracts/core/constants.ts'
import { validationError } from '../../core/http/errors.ts'
import { say } from './messages.ts'

/** zxcvbn scores 0–4; 0 and 1 are "too guessable" and "very guessable". */
export const MIN_PASSWORD_SCORE = 2

let zxcvbn: ZxcvbnFactory | undefined
const checker = () => (zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }))

/** The problem with `password` for the account of `email`, or null when it is acceptable. */
export function passwordProblem(password: string, email: string, locale: Locale): string | null {
  const normalized = password.trim().toLowerCase()
  const address = email.trim().toLowerCase()
  if (normalized === address || normalized === address.split('@')[0]) return say('passwordIsEmail', locale)
  // The address's parts are user input to zxcvbn: a password built from them scores low too.
  if (checker().check(password, address.split(/[@.+_-]/).filter(Boolean)).score < MIN_PASSWORD_SCORE)
    return say('passwordTooCommon', locale)
  return null
}

/** Throws the 422 on `password` when the password breaks a rule. */
export function assertAcceptablePassword(password: string, email: string, locale: Locale): void {
  const problem = passwordProblem(password, email, locale)
  if (problem) throw validationError({ password: [problem] }, locale)
}
