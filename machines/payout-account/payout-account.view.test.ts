import { describe, expect, it } from 'vitest'
import { earlier, kept } from './fixtures'
import { payoutAccountInput, payoutAccountMachine, payoutAccountView } from './index'

const at = (value: unknown, context: Record<string, unknown>, loaded: typeof kept | null) =>
  payoutAccountView(
    payoutAccountMachine.resolveState({
      value: (typeof value === 'string' && value !== 'submitting' ? { form: value } : value) as never,
      context: {
        ...payoutAccountInput,
        confirm: false,
        body: undefined,
        output: undefined,
        errors: {},
        message: null,
        failure: null,
        ...context,
      },
    }),
    loaded,
  )

describe('payout account view', () => {
  it('shows the account loaded until one is kept, none when there is neither', () => {
    expect(at('editing', {}, null).account).toBeNull()
    expect(at('editing', {}, earlier).account).toEqual(earlier)
    expect(at('failed', { output: kept, failure: { status: 503 } }, earlier)).toMatchObject({
      account: kept,
      saved: null,
      alert: { kind: 'failed' },
    })
  })

  it('gives only the two fields’ messages; another one is the alert', () => {
    expect(at('invalid', { errors: { iban: 'No' }, message: 'Solo conti in euro.' }, null)).toMatchObject({
      errors: { iban: 'No', holder: undefined },
      alert: { kind: 'refused', message: 'Solo conti in euro.' },
    })
  })
})
