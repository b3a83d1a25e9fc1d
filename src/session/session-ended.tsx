/**
 * What the login page says and does for someone whose session ended elsewhere (machines/session:
 * `reason`, `back` in the query): why, in the page's language, and the page they were on, where a
 * login brings them back. `back` is only followed when it is a path of this site.
 */
import { Trans } from '@lingui/react/macro'
import { useQueryParams } from '../shared/lib/routing'
import { FormAlert } from '../shared/ui/form-fields'

/** A path of this site (not `//host`, not a URL): somewhere a login may lead back to. */
export function safeReturnPath(back: string | null): string | undefined {
  if (!back || !back.startsWith('/') || back.startsWith('//') || back.includes('\\')) return undefined
  return back
}

/** Where the login page goes after a login: the page the user was on, if any. */
export function useReturnPath(): string | undefined {
  return safeReturnPath(useQueryParams().get('back'))
}

export function SessionEndedNotice() {
  const reason = useQueryParams().get('reason')
  if (reason === 'expired')
    return (
      <FormAlert>
        <Trans>La tua sessione è terminata. Accedi di nuovo per tornare alla pagina in cui eri.</Trans>
      </FormAlert>
    )
  if (reason === 'blocked')
    return (
      <FormAlert>
        <Trans>Il tuo account è stato bloccato e la sessione è stata chiusa.</Trans>
      </FormAlert>
    )
  if (reason === 'deactivated')
    return (
      <FormAlert>
        <Trans>Il tuo account è stato disattivato e la sessione è stata chiusa.</Trans>
      </FormAlert>
    )
  return null
}
