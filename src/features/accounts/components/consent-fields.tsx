/**
 * The two required consents (terms and privacy) of SPEC.md §5, shared by registration and by the
 * terms panel a logged-in user meets when the guard chain sends them back to /login. Each names its
 * text with a link; the link opens a new tab, so reading the text does not lose what the form holds.
 */
import { Trans } from '@lingui/react/macro'
import { CheckboxField } from '../../../shared/ui/form-fields'
import { RouteLink } from '../../../shared/lib/routing'
import type { Form } from '../../../shared/lib/use-form'

type ConsentValues = { terms_accepted: boolean; privacy_accepted: boolean }

export function ConsentFields<V extends ConsentValues>({ form }: { form: Form<V> }) {
  return (
    <>
      <CheckboxField
        name="terms_accepted"
        required
        label={
          <Trans>
            Accetto i{' '}
            <RouteLink name="terms" target="_blank" className="font-medium text-brand-800 underline">
              termini e le condizioni del servizio
            </RouteLink>
          </Trans>
        }
        checked={form.values.terms_accepted}
        error={form.errors.terms_accepted}
        onChoice={(checked) => form.set('terms_accepted', checked, 'choice')}
      />
      <CheckboxField
        name="privacy_accepted"
        required
        label={
          <Trans>
            Ho letto e accetto l'
            <RouteLink name="privacy" target="_blank" className="font-medium text-brand-800 underline">
              informativa sulla privacy
            </RouteLink>
          </Trans>
        }
        checked={form.values.privacy_accepted}
        error={form.errors.privacy_accepted}
        onChoice={(checked) => form.set('privacy_accepted', checked, 'choice')}
      />
    </>
  )
}
