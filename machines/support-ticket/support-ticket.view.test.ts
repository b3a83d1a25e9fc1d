import { describe, expect, it } from 'vitest'
import { receipt, screenshot } from './fixtures'
import { supportTicketMachine, supportTicketView, type SupportTicketContext } from './index'

const at = (value: unknown, context: Partial<SupportTicketContext>) =>
  supportTicketView(
    supportTicketMachine.resolveState({
      value: value as never,
      context: {
        files: [],
        ticket: null,
        attachFlow: false,
        traceCode: null,
        progress: null,
        errors: {},
        message: null,
        failure: null,
        receipt: null,
        ...context,
      },
    }),
  )

describe('support ticket view', () => {
  it('reads the form’s phase from inside it, and the upload’s share in percent only with files', () => {
    expect(at({ form: 'invalid' }, { message: 'Codice del flusso non valido' })).toMatchObject({
      phase: 'invalid',
      busy: false,
      alert: { kind: 'refused', message: 'Codice del flusso non valido' },
    })
    expect(at('sending', { files: [screenshot], progress: 0.333 })).toMatchObject({ percent: 33, busy: true })
    expect(at('sending', { progress: 0.333 }).percent).toBeNull()
  })

  it('shows the receipt only once sent, and waits while throttled', () => {
    expect(at('sent', { receipt: receipt() }).receipt?.number).toBe('T-000042')
    expect(at({ form: 'editing' }, { receipt: receipt() }).receipt).toBeNull()
    expect(at('throttled', { failure: { status: 429 } })).toMatchObject({ busy: false, waiting: true })
  })
})
