import { describe, expect, it } from 'vitest'
import { sidebarMachine, type SidebarContext } from './sidebar.machine'
import { sidebarView } from './sidebar.view'

const at = (value: string, context: Partial<SidebarContext>) =>
  sidebarView(
    sidebarMachine.resolveState({
      value: value as never,
      context: { type: 'student', roles: [], remembered: false, initiallyOpen: true, ...context },
    }),
  )

describe('sidebarView', () => {
  it('shows whose menu, open or closed, and the trainer/student switch only to trainers and students', () => {
    expect(at('open', { type: 'hr', roles: ['hr'] })).toEqual({
      open: true,
      type: 'hr',
      canToggleType: false,
    })
    expect(at('open', { roles: [] })).toMatchObject({ canToggleType: false })
    expect(at('closed', { type: 'trainer', roles: ['trainer'] })).toEqual({
      open: false,
      type: 'trainer',
      canToggleType: true,
    })
  })
})
