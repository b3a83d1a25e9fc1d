/**
 * The partnership machine (machines/partnership) with its real calls (api.ts), given with
 * .provide(), in the partnership button's lazy chunk: the button starts it and reads its view
 * mapper instead of calling the server (DESIGN.md §2).
 */
import { fromPromise } from 'xstate'
import type { PartnershipStatus } from '../../../../contracts/network/schemas'
import { partnershipMachine, type ActInput } from '../../../../machines/partnership'
import { loadPartnershipStatus, partnershipAct } from './api'

export const appPartnershipMachine = partnershipMachine.provide({
  actors: {
    loadPartnership: fromPromise<PartnershipStatus, { userId: number }>(({ input, signal }) =>
      loadPartnershipStatus(input.userId, signal),
    ),
    act: fromPromise<PartnershipStatus, ActInput>(({ input }) => partnershipAct(input.userId, input.action)),
  },
})
