import { describe, expect, it } from 'vitest'
import { dialogMachine, type DialogContext } from './dialog.machine'
import { dialogView } from './dialog.view'

const base: DialogContext = {
  persistent: false,
  disabled: false,
  loading: false,
  closeOnRouteChange: false,
  result: undefined,
}
const at = (value: string, context: Partial<DialogContext> = {}) =>
  dialogView(dialogMachine.resolveState({ value: value as never, context: { ...base, ...context } }))

describe('dialogView', () => {
  it('is mounted from opening until closing has played, and holds the focus only on the way in', () => {
    expect(at('closed')).toMatchObject({
      phase: 'closed',
      visible: false,
      holdsFocus: false,
      dismissible: false,
    })
    expect(at('opening')).toMatchObject({ visible: true, holdsFocus: true, dismissible: true })
    expect(at('open')).toMatchObject({ visible: true, holdsFocus: true, dismissible: true })
    expect(at('closing', { result: true })).toMatchObject({
      visible: true,
      holdsFocus: false,
      dismissible: false,
      result: true,
    })
  })

  it('is not dismissed by Escape or the backdrop when persistent or disabled, and says when it is busy', () => {
    expect(at('open', { persistent: true }).dismissible).toBe(false)
    expect(at('open', { disabled: true, loading: true })).toMatchObject({
      dismissible: false,
      disabled: true,
      loading: true,
    })
  })
})
