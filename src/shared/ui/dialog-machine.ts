/**
 * machines/dialog with its real side effects: every dialog shares one ref-counted scroll lock (the
 * page scrolls again when the last one closes), and the view that opened a dialog hears its answer.
 */
import type { AnyActorRef } from 'xstate'
import { dialogMachine } from '../../../machines/dialog'
import { lockScroll, unlockScroll } from '../lib/scroll-lock'

/** Who awaits each dialog actor's answer; the view registers itself for the actor it started. */
export const dialogCloseListeners = new WeakMap<AnyActorRef, (result: boolean | undefined) => void>()

export const appDialogMachine = dialogMachine.provide({
  actions: {
    lockScroll: () => lockScroll(),
    unlockScroll: () => unlockScroll(),
    notifyClosed: ({ self }, { result }) => dialogCloseListeners.get(self)?.(result),
  },
})
