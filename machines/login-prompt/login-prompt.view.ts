/*
 * What the LoginPrompt view renders, derived from a snapshot, so the component stays a thin
 * mapping of booleans and messages (no validation or guard logic of its own).
 */
import * as v from 'valibot'
import type { SnapshotFrom } from 'xstate'
import { LoginBody, loginErrorMessage, type AuthSchemas } from '../../contracts/accounts/schemas'
import { LOGIN_DIALOG_WIDTH } from '../../contracts/core/constants'
import { formatIssues, type MessageDescriptor } from '../../contracts/core/validation'
import type { LoginField, LoginPromptContext, loginPromptMachine } from './login-prompt.machine'

export interface LoginPromptView {
  isOpen: boolean
  isSubmitting: boolean
  /** The submit button is enabled only for a valid form that is not being submitted. */
  canSubmit: boolean
  showPassword: boolean
  email: string
  password: string
  /** The first message of each touched field. */
  errors: Partial<Record<LoginField, string>>
  /** 'Credenziali errate' after a 401, 'Errore durante il tentativo di login' otherwise. */
  loginError: MessageDescriptor | undefined
  width: number
}

/**
 * Field errors of the form, computed from the current values on every call. Pass schemas built
 * with the SPA's translator (`createAuthSchemas(t)`) for localized messages; the default
 * renders the Italian source text.
 */
export function loginPromptErrors(
  context: Pick<LoginPromptContext, 'email' | 'password' | 'touched'>,
  schemas: Pick<AuthSchemas, 'LoginBody'> = { LoginBody },
): Partial<Record<LoginField, string>> {
  const result = v.safeParse(schemas.LoginBody, { email: context.email, password: context.password })
  if (result.success) return {}
  const byField = formatIssues(result.issues)
  const errors: Partial<Record<LoginField, string>> = {}
  for (const field of ['email', 'password'] as const) {
    if (context.touched[field] && byField[field]) errors[field] = byField[field][0]
  }
  return errors
}

export function loginPromptView(
  snapshot: SnapshotFrom<typeof loginPromptMachine>,
  schemas?: Pick<AuthSchemas, 'LoginBody'>,
): LoginPromptView {
  const { context } = snapshot
  return {
    isOpen: snapshot.matches('open'),
    isSubmitting: snapshot.matches({ open: 'submitting' }),
    canSubmit: snapshot.can({ type: 'prompt.submit' }),
    showPassword: context.showPassword,
    email: context.email,
    password: context.password,
    errors: loginPromptErrors(context, schemas),
    loginError: context.error ? loginErrorMessage(context.error.status, context.error.retryAfter) : undefined,
    width: LOGIN_DIALOG_WIDTH,
  }
}
