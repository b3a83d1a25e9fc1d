/**
 * The price page's discount codes: the course's codes with their discount, end, uses and state,
 * a button that ends one (removed if unused, expired if used), and a form that creates one. The
 * server checks the code is free and well formed and says so under the field. The table and the
 * form share one actor of the codes (CouponsContext, actors.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { CourseCoupon } from '../../../../contracts/studio/schemas'
import { courseCouponsView } from '../../../../machines/course-coupons'
import { Button } from '../../../shared/ui/button'
import { FormAlert, SelectField, TextField } from '../../../shared/ui/form-fields'
import { ResourceView } from '../../../shared/ui/resource-view'
import { CouponsContext, couponsInput, useCoupons, useEmitted, useManagedCourse } from '../actors'
import { parseEuros } from './section-form'

export function CouponsEditor() {
  const { t } = useLingui()
  const { id: courseId } = useManagedCourse()
  const loaded = useCoupons(courseId)
  return (
    <section aria-labelledby="coupons-heading" className="space-y-4 border-t border-slate-200 pt-6">
      <h2 id="coupons-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Codici sconto</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        <Trans>Valgono solo per questo corso; ogni persona usa un codice una volta sola.</Trans>
      </p>
      <ResourceView
        resource={loaded}
        label={t`I codici sconto`}
        empty={
          <CouponsContext.Provider options={{ input: couponsInput(courseId, []) }}>
            <Coupons />
          </CouponsContext.Provider>
        }
      >
        {(initial) => (
          <CouponsContext.Provider options={{ input: couponsInput(courseId, initial) }}>
            <Coupons />
          </CouponsContext.Provider>
        )}
      </ResourceView>
    </section>
  )
}

function Coupons() {
  const { t, i18n } = useLingui()
  const actor = CouponsContext.useActorRef()
  const { coupons, endFailed } = CouponsContext.useSelector(courseCouponsView)
  const failure = endFailed ? t`Non è stato possibile terminare il codice. Riprova.` : undefined
  const money = (cents: number) => i18n.number(cents / 100, { style: 'currency', currency: 'EUR' })
  const end = (coupon: CourseCoupon) =>
    actor.send({ type: 'coupon.end', id: coupon.id, now: new Date().toISOString() })

  return (
    <>
      {coupons.length === 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>Il corso non ha ancora codici sconto.</Trans>
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              <Trans>I codici sconto del corso</Trans>
            </caption>
            <thead className="text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  <Trans>Codice</Trans>
                </th>
                <th scope="col" className="py-2 pr-3">
                  <Trans>Sconto</Trans>
                </th>
                <th scope="col" className="py-2 pr-3">
                  <Trans>Scade</Trans>
                </th>
                <th scope="col" className="py-2 pr-3">
                  <Trans>Usi</Trans>
                </th>
                <th scope="col" className="py-2 pr-3">
                  <Trans>Stato</Trans>
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">
                    <Trans>Azioni</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {coupons.map((coupon) => (
                <tr key={coupon.id} data-coupon={coupon.code}>
                  <td className="py-2 pr-3 font-mono font-semibold">{coupon.code}</td>
                  <td className="py-2 pr-3">
                    {coupon.kind === 'percent' ? `${coupon.amount}%` : money(coupon.amount)}
                  </td>
                  <td className="py-2 pr-3">
                    {coupon.valid_until
                      ? i18n.date(new Date(coupon.valid_until), { dateStyle: 'medium' })
                      : '—'}
                  </td>
                  <td className="py-2 pr-3">
                    {coupon.max_redemptions === null
                      ? coupon.redemptions
                      : `${coupon.redemptions} / ${coupon.max_redemptions}`}
                  </td>
                  <td className="py-2 pr-3">{coupon.active ? t`Attivo` : t`Terminato`}</td>
                  <td className="py-2 text-right">
                    {coupon.active && (
                      <Button
                        outline
                        onClick={() => end(coupon)}
                        aria-label={t`Termina il codice ${coupon.code}`}
                      >
                        <Trans>Termina</Trans>
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
      <NewCoupon />
    </>
  )
}

const EMPTY = { code: '', kind: 'percent', amount: '', ends: '', uses: '' }

const FIELDS: Record<keyof typeof EMPTY, string> = {
  code: 'code',
  kind: 'kind',
  amount: 'amount',
  ends: 'valid_until',
  uses: 'max_redemptions',
}

function NewCoupon() {
  const { t } = useLingui()
  const [values, setValues] = useState(EMPTY)
  const actor = CouponsContext.useActorRef()
  const view = CouponsContext.useSelector(courseCouponsView)
  const { errors } = view
  const failure = view.createFailed ? t`Non è stato possibile creare il codice. Riprova.` : undefined
  const created = view.created ? t`Codice ${view.created} creato.` : undefined
  const busy = view.creating
  useEmitted(actor, 'created', () => setValues(EMPTY))
  const set = (key: keyof typeof EMPTY, value: string) => {
    setValues((current) => ({ ...current, [key]: value }))
    actor.send({ type: 'coupon.edit', field: FIELDS[key] })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const amount =
      values.kind === 'percent'
        ? /^\d{1,3}$/.test(values.amount.trim())
          ? Number(values.amount)
          : null
        : parseEuros(values.amount)
    const uses = values.uses.trim() ? Number(values.uses) : null
    const found: Record<string, string | undefined> = {
      code: values.code.trim() ? undefined : t`Scrivi il codice, ad esempio LANCIO30.`,
      amount:
        amount === null || amount <= 0
          ? values.kind === 'percent'
            ? t`Scrivi la percentuale, da 1 a 100.`
            : t`Scrivi lo sconto in euro, ad esempio 10,00.`
          : undefined,
      max_redemptions:
        uses !== null && !(Number.isInteger(uses) && uses > 0)
          ? t`Scrivi un numero intero di usi.`
          : undefined,
    }
    const messages = Object.fromEntries(
      Object.entries(found).filter((entry): entry is [string, string] => entry[1] !== undefined),
    )
    if (Object.keys(messages).length > 0) {
      actor.send({ type: 'coupon.invalid', errors: messages })
      return
    }
    actor.send({
      type: 'coupon.create',
      body: {
        code: values.code.trim(),
        kind: values.kind as 'percent' | 'fixed',
        amount: amount!,
        valid_until: values.ends ? new Date(`${values.ends}T23:59:59Z`).toISOString() : null,
        max_redemptions: uses,
      },
    })
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-900">
        <Trans>Nuovo codice sconto</Trans>
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          name="coupon-code"
          label={t`Codice`}
          value={values.code}
          error={errors.code}
          autoCapitalize="characters"
          onValue={(value) => set('code', value)}
          onLeave={() => {}}
        />
        <SelectField
          name="coupon-kind"
          label={t`Tipo di sconto`}
          value={values.kind}
          placeholder={t`Scegli`}
          options={[
            { value: 'percent', label: t`Percentuale` },
            { value: 'fixed', label: t`Importo fisso (€)` },
          ]}
          onValue={(value) => set('kind', value || 'percent')}
          onLeave={() => {}}
        />
        <TextField
          name="coupon-amount"
          label={values.kind === 'percent' ? t`Sconto (%)` : t`Sconto (€)`}
          inputMode="decimal"
          value={values.amount}
          error={errors.amount}
          onValue={(value) => set('amount', value)}
          onLeave={() => {}}
        />
        <TextField
          name="coupon-ends"
          type="date"
          label={t`Scade il (facoltativo)`}
          value={values.ends}
          error={errors.valid_until}
          onValue={(value) => set('ends', value)}
          onLeave={() => {}}
        />
        <TextField
          name="coupon-uses"
          inputMode="numeric"
          label={t`Usi al massimo (facoltativo)`}
          value={values.uses}
          error={errors.max_redemptions}
          onValue={(value) => set('uses', value)}
          onLeave={() => {}}
        />
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      {created && <FormAlert tone="success">{created}</FormAlert>}
      <Button type="submit" disabled={busy}>
        <Trans>Crea il codice</Trans>
      </Button>
    </form>
  )
}
