/**
 * /mysettings/billing (issue 19): the billing information invoices are made out to (the checkout's
 * own form, POST /api/invoice-data, with every field of SPEC.md §3 and the one fiscal rule set of
 * issue 36: a trainer's regime, a company's legal representative, an HR user's company; changes
 * apply to the next invoices, issued ones keep their snapshot), the cards saved at
 * checkout, and for trainers the IBAN their earnings are paid to (PUT /api/settings/iban).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { billingUpsertPayload, type BillingInformation } from '../../../../contracts/accounts/schemas'
import { PayoutAccountBody, type PayoutAccount } from '../../../../contracts/settings/schemas'
import { BillingForm } from '../../../shared/checkout/checkout-steps'
import { useSession } from '../../../session/session'
import { refreshSessionUser } from '../../../session/session-actor'
import type { PageProps } from '../../../shared/lib/routing'
import { Button } from '../../../shared/ui/button'
import { FormAlert, TextField } from '../../../shared/ui/form-fields'
import { ResourceView } from '../../../shared/ui/resource-view'
import { Spinner } from '../../../shared/ui/spinner'
import { useBilling, useBillingDetails, useEmitted, usePayoutAccount, usePayoutAccountForm } from '../actors'
import { useAlertText } from '../form-actors'
import { BillingCardsAndOrders } from '../components/billing-cards'
import { SettingsSection, SettingsTabs } from '../components/settings-tabs'

function BillingSection({ billing }: { billing: BillingInformation | null }) {
  const { t } = useLingui()
  const user = useSession().user
  // machines/billing-details with POST /api/invoice-data (../actors.ts)
  const { actor, view, submit } = useBillingDetails()
  const alert = useAlertText(view.alert)
  useEmitted(actor, 'saved', () => void refreshSessionUser())
  return (
    <>
      <FormAlert tone="success">{view.saved ? t`Dati di fatturazione salvati.` : undefined}</FormAlert>
      <BillingForm
        billing={billing}
        submitting={view.busy}
        serverErrors={view.serverErrors}
        formError={alert}
        submitLabel={<Trans>Salva i dati di fatturazione</Trans>}
        // Every field of SPEC.md §3: a trainer's fiscal regime, an HR user's company (issue 36).
        extras={{
          regime: user?.role === 'trainer',
          company: user?.role === 'hr',
          hrData: user?.hr_data,
        }}
        // SPEC.md §5: only the non-empty fields; issued invoices keep their own copy of the data.
        onSubmit={(values) => submit(billingUpsertPayload(values))}
      />
    </>
  )
}

function PayoutSection({ account }: { account: PayoutAccount | null }) {
  const { t } = useLingui()
  // machines/payout-account with PUT /api/settings/iban (../actors.ts)
  const { actor, view, submit } = usePayoutAccountForm(account)
  const message = useAlertText(view.alert)
  const { errors, busy } = view
  const current = view.account
  const [values, setValues] = useState({ holder: account?.holder ?? '', iban: '' })
  useEmitted(actor, 'saved', (event) => {
    if (event.type !== 'saved') return
    setValues({ holder: (event.output as PayoutAccount).holder, iban: '' })
    void refreshSessionUser()
  })

  const save = (event: FormEvent) => {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!values.holder.trim()) found.holder = t`Scrivi l'intestatario del conto.`
    if (!values.iban.trim()) found.iban = t`Scrivi l'IBAN del conto.`
    else if (!v.is(PayoutAccountBody.entries.iban, values.iban))
      found.iban = t`L'IBAN non è valido: controlla le cifre (ad esempio IT60 X054 2811 1010 0000 0123 456).`
    if (Object.keys(found).length > 0) actor.send({ type: 'form.invalid', errors: found })
    else submit(values)
  }

  return (
    <form noValidate onSubmit={save} className="space-y-4" aria-label={t`Conto per i pagamenti`}>
      <FormAlert>{message}</FormAlert>
      <FormAlert tone="success">{view.saved ? t`IBAN salvato.` : undefined}</FormAlert>
      {current ? (
        <p className="text-sm text-slate-700">
          <Trans>
            Conto attuale: <strong className="font-mono">{current.iban_masked}</strong>, intestato a{' '}
            {current.holder}.
          </Trans>
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          <Trans>Non hai ancora indicato un conto: ti serve per ricevere i guadagni dei tuoi corsi.</Trans>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="holder"
          label={t`Intestatario del conto`}
          autoComplete="name"
          value={values.holder}
          error={errors.holder}
          onValue={(holder) => setValues({ ...values, holder })}
          onLeave={() => {}}
        />
        <TextField
          name="iban"
          label={current ? t`Nuovo IBAN` : t`IBAN`}
          autoComplete="off"
          spellCheck={false}
          placeholder="IT60 X054 2811 1010 0000 0123 456"
          value={values.iban}
          error={errors.iban}
          onValue={(iban) => setValues({ ...values, iban })}
          onLeave={() => {}}
        />
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? <Spinner size={16} /> : null}
        <Trans>Salva l'IBAN</Trans>
      </Button>
    </form>
  )
}

function TrainerPayout() {
  const { t } = useLingui()
  const account = usePayoutAccount()
  return (
    <SettingsSection
      id="billing-payout"
      title={t`Conto per i pagamenti`}
      lead={<Trans>L'IBAN su cui ricevi i guadagni dei tuoi corsi.</Trans>}
    >
      <ResourceView resource={account} label={t`Conto per i pagamenti`}>
        {(data) => <PayoutSection account={data} />}
      </ResourceView>
    </SettingsSection>
  )
}

export function BillingPage({ title }: PageProps) {
  const { t } = useLingui()
  const role = useSession().user?.role
  const billing = useBilling()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="mb-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <SettingsTabs />
      <div className="space-y-6">
        <SettingsSection
          id="billing-data"
          title={t`Dati di fatturazione`}
          lead={
            <Trans>
              Le ricevute e le fatture dei tuoi acquisti sono intestate a questi dati. Le modifiche valgono
              per le prossime fatture: quelle già emesse restano come sono.
            </Trans>
          }
        >
          <ResourceView resource={billing} label={t`Dati di fatturazione`}>
            {(data) => <BillingSection billing={data} />}
          </ResourceView>
        </SettingsSection>
        {role === 'trainer' && <TrainerPayout />}
        <BillingCardsAndOrders />
      </div>
    </div>
  )
}
