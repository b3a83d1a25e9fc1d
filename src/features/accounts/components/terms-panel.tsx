/**
 * What /login shows a logged-in user who has not accepted the terms or the privacy policy. The
 * guard chain (SPEC.md §4 "Terms or privacy not accepted: go to login") sends them there, so
 * without this panel they could neither go on nor see why: here they accept both, or log out.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { callError } from '../../../../machines/request'
import { logout } from '../../../session/session'
import { updateSessionUser } from '../../../session/session-actor'
import { Button } from '../../../shared/ui/button'
import { FormAlert } from '../../../shared/ui/form-fields'
import { schemaErrors, useAuthSchemas } from '../../../session/auth-schemas'
import { useNavigate, useRouteUrl } from '../../../shared/lib/routing'
import { ConsentFields } from './consent-fields'
import { useForm } from '../../../shared/lib/use-form'
import { useAcceptTerms } from '../actors'

export function TermsPanel() {
  const { t } = useLingui()
  const schemas = useAuthSchemas()
  const url = useRouteUrl()
  const navigate = useNavigate()
  // machines/request with POST /api/terms (../actors.ts)
  const accept = useAcceptTerms()
  const form = useForm({
    initial: { terms_accepted: false, privacy_accepted: false },
    mode: 'lazy',
    validate: (values) => schemaErrors(schemas.TermsBody, values),
  })
  const bothChecked = form.values.terms_accepted && form.values.privacy_accepted
  const refused = accept.view.error
  const failure =
    refused && refused.status !== 422
      ? accept.view.tooMany
        ? t`Troppi tentativi. Riprova tra qualche minuto.`
        : t`Non è stato possibile salvare la tua scelta. Riprova.`
      : undefined

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(async (values) => {
      const user = await accept.send(values).catch((error: unknown) => {
        // the form puts a 422's messages next to their checkbox; anything else is the alert below
        if (callError(error).status === 422) throw error
        return null
      })
      if (!user) return
      // the answer is the updated user, so the guards can see it without asking the server again
      updateSessionUser(user)
      // the guard chain takes it from the feed (e-mail, onboarding, …)
      navigate(url('feed'))
    })
  }

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        <Trans>Accetta i termini e la privacy</Trans>
      </h1>
      <p className="mt-2 text-sm text-slate-700">
        <Trans>
          Per continuare a usare Aula devi accettare i termini e le condizioni del servizio e l'informativa
          sulla privacy.
        </Trans>
      </p>
      <div className="mt-6 space-y-4">
        <FormAlert>{failure ?? form.formError}</FormAlert>
        <form noValidate className="space-y-4" onSubmit={handleSubmit}>
          <div className="space-y-3">
            <ConsentFields form={form} />
          </div>
          <Button type="submit" block disabled={form.submitting || !bothChecked}>
            {form.submitting ? <Trans>Salvataggio in corso…</Trans> : <Trans>Accetta e continua</Trans>}
          </Button>
        </form>
        <p className="text-center text-sm text-slate-700">
          <Trans>Non vuoi accettare?</Trans>{' '}
          <button
            type="button"
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            onClick={logout}
          >
            <Trans>Esci</Trans>
          </button>
        </p>
      </div>
    </div>
  )
}
