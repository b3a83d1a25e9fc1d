import { describe, expect, it } from 'vitest'
import { saved } from './fixtures'
import { billingDetailsInput, billingDetailsMachine, billingDetailsView } from './index'

const at = (value: unknown, context: Record<string, unknown>) =>
  billingDetailsView(
    billingDetailsMachine.resolveState({
      value: (typeof value === 'string' && value !== 'submitting' ? { form: value } : value) as never,
      context: {
        ...billingDetailsInput,
        confirm: false,
        body: undefined,
        output: undefined,
        errors: {},
        message: null,
        failure: null,
        ...context,
      },
    }),
  )

describe('billing details view', () => {
  it("gives the billing form the server's messages as lists by field, and says saved only when saved", () => {
    expect(at('invalid', { errors: { zip: 'Il CAP ha 5 cifre.' } })).toMatchObject({
      serverErrors: { zip: ['Il CAP ha 5 cifre.'] },
      saved: null,
    })
    expect(at('saved', { output: saved }).saved).toEqual(saved)
    expect(at('editing', { output: saved }).saved).toBeNull()
  })
})
