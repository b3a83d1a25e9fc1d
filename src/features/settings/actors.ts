/**
 * What the settings views read and start (issues 34 and 36): the subscription (machines/subscription)
 * and the saved payment methods (machines/payment-methods) of /mysettings/subscription and
 * /mysettings/billing, the new phone number (machines/phone-change), the page data through the
 * resource machine, the account's forms (machines/account-settings), the billing data
 * (machines/billing-details), the trainer's IBAN (machines/payout-account) and the support ticket
 * (machines/support-ticket), all given the real calls of api.ts with .provide() and started with
 * the flow recorder's inspect, so a view reads a view mapper and sends events instead of calling
 * the server (DESIGN.md §2).
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useRef } from 'react'
import { fromPromise, type Actor, type AnyStateMachine } from 'xstate'
import type { AuthBody } from '../../../contracts/accounts/schemas'
import type { PhoneCodeSent } from '../../../contracts/onboarding/schemas'
import type { SavedCard } from '../../../contracts/payments/schemas'
import type {
  DefaultPaymentMethodAnswer,
  DeletePaymentMethodAnswer,
  OwnedSubscription,
} from '../../../contracts/payments/plans'
import type { PayoutAccount, PayoutAccountBody } from '../../../contracts/settings/schemas'
import type { TicketReceipt } from '../../../contracts/support/tickets'
import {
  accountFormInput,
  accountSettingsMachine,
  accountSettingsView,
  type AccountForm,
} from '../../../machines/account-settings'
import {
  billingDetailsInput,
  billingDetailsMachine,
  billingDetailsView,
} from '../../../machines/billing-details'
import {
  paymentMethodsMachine,
  paymentMethodsView,
  type AddCardInput,
} from '../../../machines/payment-methods'
import { payoutAccountInput, payoutAccountMachine, payoutAccountView } from '../../../machines/payout-account'
import { phoneChangeMachine, phoneChangeView, type PhoneNumber } from '../../../machines/phone-change'
import { subscriptionMachine, subscriptionView } from '../../../machines/subscription'
import {
  supportTicketMachine,
  supportTicketView,
  type SendTicketInput,
} from '../../../machines/support-ticket'
import { createStripePaymentMethod } from '../../shared/checkout/checkout-calls'
import { flowRecorder } from '../../shared/lib/flow-recorder'
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

// ---------------------------------------------------------------------------------------------
// The forms (issue 34): the account page's four (machines/account-settings), the billing data
// (machines/billing-details), the trainer's IBAN (machines/payout-account), the support ticket
// (machines/support-ticket). The values typed stay in the view until it submits.

type Body<T extends (body: never) => unknown> = Parameters<T>[0]

/** What each of the account page's forms sends, and the call it is. */
export interface AccountBodies {
  details: AuthBody<'MeUpdateBody'>
  email: Body<typeof requestEmailChange>
  password: { id: number; body: Parameters<typeof changePassword>[1] }
  deletion: Body<typeof deleteAccount>
}

const accountCalls: { [F in AccountForm]: (body: AccountBodies[F]) => Promise<unknown> } = {
  details: (body) => updateAccount(body),
  email: (body) => requestEmailChange(body),
  password: ({ id, body }) => changePassword(id, body),
  deletion: (body) => deleteAccount(body),
}

const accountFormMachine = <F extends AccountForm>(form: F) =>
  accountSettingsMachine.provide({
    actors: {
      submit: fromPromise<unknown, unknown>(({ input }) => accountCalls[form](input as AccountBodies[F])),
    },
  })

export const appAccountSettingsMachines = {
  details: accountFormMachine('details'),
  email: accountFormMachine('email'),
  password: accountFormMachine('password'),
  deletion: accountFormMachine('deletion'),
}

/** One form of /mysettings/account: `submit` sends its body; the view reads `view`. */
export function useAccountForm<F extends AccountForm>(form: F) {
  const machine: typeof accountSettingsMachine = appAccountSettingsMachines[form]
  const actor = useSettingsActor(machine, accountFormInput(form))
  const view = useSelector(actor, accountSettingsView)
  const submit = useCallback((body: AccountBodies[F]) => actor.send({ type: 'form.submit', body }), [actor])
  return { actor, view, submit }
}

export const appBillingDetailsMachine = billingDetailsMachine.provide({
  actors: {
    submit: fromPromise<unknown, unknown>(({ input }) => saveBilling(input as Body<typeof saveBilling>)),
  },
})

/** The billing data form of /mysettings/billing. */
export function useBillingDetails() {
  const actor = useSettingsActor(appBillingDetailsMachine, billingDetailsInput)
  const view = useSelector(actor, billingDetailsView)
  const submit = useCallback(
    (body: Body<typeof saveBilling>) => actor.send({ type: 'form.submit', body }),
    [actor],
  )
  return { actor, view, submit }
}

export const appPayoutAccountMachine = payoutAccountMachine.provide({
  actors: {
    submit: fromPromise<unknown, unknown>(({ input }) => savePayoutAccount(input as PayoutAccountBody)),
  },
})

/** The trainer's payout account form; `loaded` is the account the page loaded (none yet: null). */
export function usePayoutAccountForm(loaded: PayoutAccount | null) {
  const actor = useSettingsActor(appPayoutAccountMachine, payoutAccountInput)
  const view = useSelector(actor, (snapshot) => payoutAccountView(snapshot, loaded))
  const submit = useCallback((body: PayoutAccountBody) => actor.send({ type: 'form.submit', body }), [actor])
  return { actor, view, submit }
}

export const appSupportTicketMachine = supportTicketMachine.provide({
  actors: {
    // the flow recorded in this visit (its module loaded only when a ticket asks for it)
    sendFlow: fromPromise<string>(async () => {
      const { sendRecordedFlow } = await import('../../shared/lib/flow-recorder-send')
      return sendRecordedFlow()
    }),
    // with files: multipart, the share uploaded reported; without: plain JSON
    sendTicket: fromPromise<TicketReceipt, SendTicketInput>(({ input: { ticket, files, onProgress } }) =>
      files.length === 0
        ? sendSupportTicket(ticket)
        : sendTicketWithFiles(ticket, files as readonly File[], onProgress),
    ),
  },
})

/** The support ticket of /mysettings/help: one per visit of the page, "send another" resets it. */
export function useSupportTicket() {
  const actor = useSettingsActor(appSupportTicketMachine)
  const view = useSelector(actor, supportTicketView)
  return { actor, view }
}
