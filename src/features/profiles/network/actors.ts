/**
 * The network's machines on the profile pages with their real calls (api.ts): the partnership
 * (machines/partnership), given with .provide(), so the views start them and read their view
 * mappers instead of calling the server (DESIGN.md §2).
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
