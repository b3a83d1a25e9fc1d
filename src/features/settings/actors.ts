/**
 * What the settings views read and start (issues 34 and 36): the subscription (machines/subscription)
 * and the saved payment methods (machines/payment-methods) of /mysettings/subscription and
 * /mysettings/billing, the new phone number (machines/phone-change), the page data through the
 * resource machine and each form's one call through machines/request, all given the real calls of
 * api.ts with .provide() and started with the flow recorder's inspect, so a view reads a view
 * mapper and sends events instead of calling the server (DESIGN.md §2).
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { fromPromise, type Actor, type AnyStateMachine } from 'xstate'
import type { AuthBody } from '../../../contracts/accounts/schemas'
import type { PhoneCodeSent } from '../../../contracts/onboarding/schemas'
import type {
  DefaultPaymentMethodAnswer,
  DeletePaymentMethodAnswer,
  OwnedSubscription,
  SavedCard,
} from '../../../contracts/payments/schemas'
import type { PayoutAccountBody } from '../../../contracts/settings/schemas'
import type { TicketBody, TicketReceipt } from '../../../contracts/support/tickets'
import {
  paymentMethodsMachine,
  paymentMethodsView,
  type AddCardInput,
} from '../../../machines/payment-methods'
import { phoneChangeMachine, phoneChangeView, type PhoneNumber } from '../../../machines/phone-change'
import { subscriptionMachine, subscriptionView } from '../../../machines/subscription'
import { createStripePaymentMethod } from '../../shared/checkout/stripe-card'
import { flowRecorder } from '../../shared/lib/flow-recorder'
import { requestWith, useRequestActor as useRequest } from '../../shared/lib/use-request-actor'
import { useResource } from '../../shared/lib/use-resource'
import {
  addPaymentMethod,
  cancelSubscription,
  changePassword,
  changeSubscription,
  confirmPaypalSetup,
  deleteAccount,
  deletePaymentMethod,
  fetchBilling,
  fetchPayoutAccount,
  fetchPlans,
  fetchSavedCards,
  fetchSubscription,
  requestEmailChange,
  resendPhoneCode,
  resumeSubscription,
  saveBilling,
  savePayoutAccount,
  sendPhoneCode,
  sendSupportTicket,
  sendTicketWithFiles,
  setDefaultPaymentMethod,
  startPaypalSetup,
  tokenizeSandboxCard,
  updateAccount,
  validatePhoneCode,
} from './api'
import { sendAndSettle, useEmitted } from '../../shared/lib/actor-events'

export { sendAndSettle, useEmitted }

const useSettingsActor = <TMachine extends AnyStateMachine>(machine: TMachine, input?: unknown) =>
  useActorRef(machine, { input, inspect: flowRecorder.inspect } as never) as Actor<TMachine>

// ---------------------------------------------------------------------------------------------
// The subscription and the saved payment methods (issue 36)

export const appSubscriptionMachine = subscriptionMachine.provide({
  actors: {
    loadSubscription: fromPromise<OwnedSubscription | null>(({ signal }) => fetchSubscription({}, signal)),
    cancelSubscription: fromPromise<OwnedSubscription | null>(() => cancelSubscription()),
    resumeSubscription: fromPromise<OwnedSubscription>(() => resumeSubscription()),
    changeSubscription: fromPromise<OwnedSubscription, { id: number }>(({ input }) =>
      changeSubscription(input.id),
    ),
  },
})

/** The user's subscription on /mysettings/subscription: the actor and what the page shows. */
export function useSubscription() {
  const actor = useSettingsActor(appSubscriptionMachine)
  const view = useSelector(actor, subscriptionView)
  return { actor, view }
}

/** The plans to move to. */
export const usePlans = () => useResource(fetchPlans)

export const appPaymentMethodsMachine = paymentMethodsMachine.provide({
  actors: {
    loadCards: fromPromise<SavedCard[]>(({ signal }) => fetchSavedCards({}, signal)),
    deleteCard: fromPromise<DeletePaymentMethodAnswer, { id: string }>(({ input }) =>
      deletePaymentMethod(input.id),
    ),
    setDefaultCard: fromPromise<DefaultPaymentMethodAnswer, { id: string }>(({ input }) =>
      setDefaultPaymentMethod(input.id),
    ),
    // tokenised by the sandbox (the card typed into its fields) or by Stripe.js (its field), then kept
    addCard: fromPromise<SavedCard, AddCardInput>(async ({ input }) => {
      const token = input.card
        ? await tokenizeSandboxCard({ ...input.card, number: input.card.number.replace(/[\s-]/g, '') })
        : await createStripePaymentMethod()
      return addPaymentMethod(token.id)
    }),
    // a PayPal account (issue 36): PayPal's approval page comes back to this page with setup_intent=
    startPaypal: fromPromise(() => startPaypalSetup(window.location.pathname, crypto.randomUUID())),
    confirmPaypal: fromPromise<SavedCard, { id: string }>(({ input }) => confirmPaypalSetup(input.id)),
  },
  actions: {
    redirect: (_, { url }: { url: string }) => window.location.assign(url),
  },
})

const SETUP_INTENT_PARAM = 'setup_intent'

/**
 * The saved cards and PayPal accounts. `owned` is the subscription when the page shows it
 * (/mysettings/subscription); without it the subscription the last answer carried counts.
 */
export function usePaymentMethods(owned?: OwnedSubscription | null) {
  const actor = useSettingsActor(appPaymentMethodsMachine)
  const view = useSelector(
    actor,
    (snapshot) => paymentMethodsView(snapshot, owned),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  )
  usePaypalReturn(actor, view.phase === 'ready' && !view.busy)
  return { actor, view }
}

/**
 * Back from PayPal's approval page (setup_intent= in the URL): once the list is there, the account
 * is kept (cards.paypalReturned), and the parameter leaves the URL so a reload does not ask again.
 */
function usePaypalReturn(actor: Actor<typeof appPaymentMethodsMachine>, ready: boolean) {
  const returned = useRef(new URLSearchParams(window.location.search).get(SETUP_INTENT_PARAM))
  useEffect(() => {
    const id = returned.current
    if (!ready || !id) return
    returned.current = null
    const url = new URL(window.location.href)
    url.searchParams.delete(SETUP_INTENT_PARAM)
    window.history.replaceState(window.history.state, '', url)
    actor.send({ type: 'cards.paypalReturned', id })
  }, [actor, ready])
}

// ---------------------------------------------------------------------------------------------
// The account's new phone number

export const appPhoneChangeMachine = phoneChangeMachine.provide({
  actors: {
    sendCode: fromPromise<PhoneCodeSent, PhoneNumber>(({ input }) => sendPhoneCode(input)),
    resendCode: fromPromise<PhoneCodeSent, void>(() => resendPhoneCode()),
    verifyCode: fromPromise<unknown, { otp: string }>(({ input }) => validatePhoneCode(input)),
  },
})

export function usePhoneChange() {
  const actor = useSettingsActor(appPhoneChangeMachine, {})
  const view = useSelector(actor, phoneChangeView)
  return { actor, view }
}

// ---------------------------------------------------------------------------------------------
// Page data and the forms' one call each

/** The billing information invoices are made out to (null before a first purchase). */
export const useBilling = () => useResource(fetchBilling)
/** The trainer's payout account. */
export const usePayoutAccount = () => useResource(fetchPayoutAccount)

type Body<T extends (body: never) => unknown> = Parameters<T>[0]

export const appSaveBillingMachine = requestWith((body: Body<typeof saveBilling>) => saveBilling(body))
export const appSavePayoutMachine = requestWith((body: PayoutAccountBody) => savePayoutAccount(body))
export const appUpdateAccountMachine = requestWith((body: AuthBody<'MeUpdateBody'>) => updateAccount(body))
export const appEmailChangeMachine = requestWith((body: Body<typeof requestEmailChange>) =>
  requestEmailChange(body),
)
export const appPasswordChangeMachine = requestWith(
  (input: { id: number; body: Parameters<typeof changePassword>[1] }) => changePassword(input.id, input.body),
)
export const appDeleteAccountMachine = requestWith((body: { current_password: string }) =>
  deleteAccount(body),
)

/** A ticket and its files: multipart with the upload's share reported, or plain JSON without files. */
export interface TicketInput {
  ticket: TicketBody
  files: readonly File[]
  onProgress: (fraction: number) => void
}
export const appSendTicketMachine = requestWith(({ ticket, files, onProgress }: TicketInput) =>
  files.length === 0 ? sendSupportTicket(ticket) : sendTicketWithFiles(ticket, files, onProgress),
)

export const useSaveBilling = () =>
  useRequest<Body<typeof saveBilling>, Awaited<ReturnType<typeof saveBilling>>>(appSaveBillingMachine)
export const useSavePayout = () =>
  useRequest<PayoutAccountBody, Awaited<ReturnType<typeof savePayoutAccount>>>(appSavePayoutMachine)
export const useUpdateAccount = () =>
  useRequest<AuthBody<'MeUpdateBody'>, Awaited<ReturnType<typeof updateAccount>>>(appUpdateAccountMachine)
export const useEmailChange = () =>
  useRequest<Body<typeof requestEmailChange>, Awaited<ReturnType<typeof requestEmailChange>>>(
    appEmailChangeMachine,
  )
export const usePasswordChange = () =>
  useRequest<{ id: number; body: Parameters<typeof changePassword>[1] }, unknown>(appPasswordChangeMachine)
export const useDeleteAccount = () =>
  useRequest<{ current_password: string }, unknown>(appDeleteAccountMachine)
export const useSendTicket = () => useRequest<TicketInput, TicketReceipt>(appSendTicketMachine)
