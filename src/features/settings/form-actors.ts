/**
 * What the settings forms' views share around their actors (machines/account-settings,
 * billing-details, payout-account, support-ticket): the alert's words in the user's language, the
 * page's own checks (useForm) before the machine's submit, and the focus on the first field a 422
 * names, looked for inside the form (the account page has three "Password attuale" fields).
 */
import { useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import type { Actor, AnyStateMachine } from 'xstate'
import type { SettingsFormView } from '../../../machines/settings-form'
import { useEmitted } from '../../shared/lib/actor-events'
import type { Form, FormValue } from '../../shared/lib/use-form'

/** The form's alert: a 422's message for no field as the server wrote it, else why the call failed. */
export function useAlertText(alert: SettingsFormView['alert']): string | undefined {
  const { t } = useLingui()
  if (!alert) return undefined
  if (alert.kind === 'refused') return alert.message
  const { status, message } = alert.failure
  if (status === 429) return t`Troppi tentativi. Riprova tra qualche minuto.`
  if (status === undefined || status === 0)
    return t`Impossibile raggiungere il server. Controlla la connessione e riprova.`
  // 4xx messages come from the server in the user's language; a 5xx says nothing useful to a person
  if (status < 500 && message) return message
  return t`Si è verificato un errore. Riprova tra poco.`
}

/**
 * Runs the page's own checks (useForm shows their messages and moves the focus), then hands the
 * values to `send` (the machine's submit); when they fail the machine hears it as `invalid`, so
 * what it said about the last call (saved, a refusal, a failure) goes.
 */
export async function submitChecked<V extends Record<string, FormValue>>(
  form: Form<V>,
  send: (values: V) => void,
  invalid: () => void,
): Promise<void> {
  let valid = false
  await form.submit(async (values) => {
    valid = true
    send(values)
  })
  if (!valid) invalid()
}

/** A ref for the form: the first field a 422 names (the machine's `invalid` event) gets the focus. */
export function useFocusRefused<TMachine extends AnyStateMachine>(actor: Actor<TMachine>) {
  const form = useRef<HTMLFormElement>(null)
  useEmitted(actor, 'invalid' as never, (event: { field?: string | null }) => {
    if (event.field) form.current?.querySelector<HTMLElement>(`[name="${event.field}"]`)?.focus()
  })
  return form
}
