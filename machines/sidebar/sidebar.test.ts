import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  SIDEBAR_STORAGE_KEYS,
  isSidebarType,
  sidebarMachine,
  sidebarTypeFromRoles,
  sidebarTypesOf,
  type SidebarInput,
  type SidebarPersisted,
} from './index'

function start(input: SidebarInput = {}) {
  const persisted: SidebarPersisted[] = []
  const machine = sidebarMachine.provide({ actions: { persist: (_, params) => persisted.push(params) } })
  const actor = createActor(machine, { input }).start()
  const state = () => ({ open: actor.getSnapshot().matches('open'), type: actor.getSnapshot().context.type })
  return { actor, persisted, state }
}

describe('sidebarMachine', () => {
  it('starts from what the app read from localStorage, open student sidebar by default', () => {
    expect(start().state()).toEqual({ open: true, type: 'student' })
    expect(start({ open: false, type: 'hr' }).state()).toEqual({ open: false, type: 'hr' })
    expect(start().persisted).toEqual([])
  })

  it('toggles, opens and closes, persisting each change', () => {
    const { actor, persisted, state } = start({ type: 'trainer' })
    actor.send({ type: 'sidebar.toggle' })
    expect(state()).toEqual({ open: false, type: 'trainer' })
    actor.send({ type: 'sidebar.close' })
    actor.send({ type: 'sidebar.open' })
    actor.send({ type: 'sidebar.open' })
    expect(state().open).toBe(true)
    actor.send({ type: 'sidebar.toggle' })
    expect(persisted).toEqual([
      { open: false, type: 'trainer' },
      { open: true, type: 'trainer' },
      { open: false, type: 'trainer' },
    ])
  })

  it("shows the user's first role, admin as student", () => {
    const { actor, state, persisted } = start({ open: false })
    actor.send({ type: 'sidebar.user', roles: ['hr', 'trainer'] })
    expect(state()).toEqual({ open: false, type: 'hr' })
    actor.send({ type: 'sidebar.user', roles: ['admin'] })
    expect(state().type).toBe('student')
    actor.send({ type: 'sidebar.user', roles: ['trainer'] })
    expect(persisted.at(-1)).toEqual({ open: false, type: 'trainer' })
  })

  it('lets trainers and students switch between the trainer and student menus', () => {
    const { actor, state } = start()
    actor.send({ type: 'sidebar.user', roles: ['trainer'] })
    actor.send({ type: 'sidebar.toggleType' })
    expect(state().type).toBe('student')
    expect(actor.getSnapshot().can({ type: 'sidebar.toggleType' })).toBe(true)
    actor.send({ type: 'sidebar.toggleType' })
    expect(state().type).toBe('trainer')
  })

  it('refuses the switch to HR users and logged-out visitors', () => {
    const hr = start()
    hr.actor.send({ type: 'sidebar.user', roles: ['hr'] })
    expect(hr.actor.getSnapshot().can({ type: 'sidebar.toggleType' })).toBe(false)
    hr.actor.send({ type: 'sidebar.toggleType' })
    expect(hr.state().type).toBe('hr')

    const visitor = start({ type: 'trainer' })
    visitor.actor.send({ type: 'sidebar.toggleType' })
    expect(visitor.state().type).toBe('trainer')
    expect(visitor.persisted).toEqual([])
  })

  it('resets the type on logout, keeping the open flag', () => {
    const { actor, state, persisted } = start({ open: false })
    actor.send({ type: 'sidebar.user', roles: ['trainer'] })
    actor.send({ type: 'sidebar.reset' })
    expect(state()).toEqual({ open: false, type: 'student' })
    expect(actor.getSnapshot().context.roles).toEqual([])
    expect(actor.getSnapshot().can({ type: 'sidebar.toggleType' })).toBe(false)
    // the type is forgotten, so the next user starts from their own first role
    expect(persisted.at(-1)).toEqual({ open: false, type: null })
  })

  it("keeps a trainer's switch to the student menu across a reload (SPEC.md §4)", () => {
    const before = start()
    before.actor.send({ type: 'sidebar.user', roles: ['trainer', 'student'] })
    before.actor.send({ type: 'sidebar.toggleType' })
    expect(before.persisted.at(-1)).toEqual({ open: true, type: 'student' })
    // the page is reloaded: the stored state comes back, and the session announces the user again
    const after = start({ open: true, type: 'student' })
    after.actor.send({ type: 'sidebar.user', roles: ['trainer', 'student'] })
    expect(after.state()).toEqual({ open: true, type: 'student' })
    expect(after.actor.getSnapshot().can({ type: 'sidebar.toggleType' })).toBe(true)
    expect(after.persisted).toEqual([])
    // a later announcement of the same user (a refreshed profile) keeps it too
    after.actor.send({ type: 'sidebar.user', roles: ['trainer', 'student'] })
    expect(after.state().type).toBe('student')
  })

  it('drops a remembered type that is not one of the menus of the user, or belongs to someone else', () => {
    // an HR menu left in storage: a trainer gets their own
    const stale = start({ type: 'hr' })
    stale.actor.send({ type: 'sidebar.user', roles: ['trainer'] })
    expect(stale.state().type).toBe('trainer')
    expect(stale.persisted).toEqual([{ open: true, type: 'trainer' }])
    // a switched menu, then a different user without a logout in between
    const switched = start()
    switched.actor.send({ type: 'sidebar.user', roles: ['trainer'] })
    switched.actor.send({ type: 'sidebar.toggleType' })
    switched.actor.send({ type: 'sidebar.user', roles: ['student', 'trainer'] })
    expect(switched.state().type).toBe('student')
    switched.actor.send({ type: 'sidebar.toggleType' })
    switched.actor.send({ type: 'sidebar.user', roles: ['trainer'] })
    expect(switched.state().type).toBe('trainer')
    // after a logout the next trainer starts from the trainer menu again
    switched.actor.send({ type: 'sidebar.toggleType' })
    switched.actor.send({ type: 'sidebar.reset' })
    switched.actor.send({ type: 'sidebar.user', roles: ['trainer'] })
    expect(switched.state().type).toBe('trainer')
  })

  it('maps roles and validates stored types', () => {
    expect(sidebarTypeFromRoles([])).toBeUndefined()
    expect(sidebarTypeFromRoles(['admin', 'trainer'])).toBe('student')
    expect(sidebarTypeFromRoles(['trainer', 'student'])).toBe('trainer')
    expect(sidebarTypeFromRoles(['hr'])).toBe('hr')
    expect(isSidebarType('hr')).toBe(true)
    expect(isSidebarType('admin')).toBe(false)
    expect(isSidebarType(null)).toBe(false)
    expect(sidebarTypesOf(['trainer'])).toEqual(['trainer', 'student'])
    expect(sidebarTypesOf(['admin'])).toEqual(['student'])
    expect(sidebarTypesOf(['hr'])).toEqual(['hr'])
    expect(sidebarTypesOf([])).toEqual([])
    expect(SIDEBAR_STORAGE_KEYS).toEqual({ open: 'ui.sidebar.open', type: 'ui.sidebar.type' })
  })
})
