/**
 * Typed calls of the settings pages: the account's own calls (name, newsletter, language, password),
 * the billing information, the trainer's payout account, the subscription; the help page's ticket
 * lives in the support contracts.
 */
import * as accounts from '../../../contracts/accounts/endpoints'
import type { AuthBody } from '../../../contracts/accounts/schemas'
import * as onboarding from '../../../contracts/onboarding/endpoints'
import * as payments from '../../../contracts/payments/endpoints'
import * as settings from '../../../contracts/settings/endpoints'
import type { PayoutAccountBody } from '../../../contracts/settings/schemas'
import { sendTicket } from '../../../contracts/support/endpoints'
import type { TicketBody, TicketReceipt } from '../../../contracts/support/tickets'
import { call, sendForm } from '../../shared/api'

type Signal = AbortSignal | undefined

export const sendSupportTicket = (body: TicketBody) => call(sendTicket, { body })

/**
 * Sends the ticket as multipart/form-data, the fields first and then the files (so the server
 * reads every field even when a file is refused), through sendForm for its upload progress.
 */
export async function sendTicketWithFiles(
  ticket: TicketBody,
  files: readonly File[],
  onProgress: (fraction: number) => void,
): Promise<TicketReceipt> {
  const form = new FormData()
  for (const [name, value] of Object.entries(ticket))
    if (value !== null && value !== undefined) form.append(name, String(value))
  for (const file of files) form.append('attachments', file, file.name)
  return sendForm<TicketReceipt>(sendTicket, form, onProgress)
}

export const updateAccount = (body: AuthBody<'MeUpdateBody'>) => call(accounts.updateMe, { body })

export const requestEmailChange = (body: { email: string; current_password: string }) =>
  call(accounts.requestEmailChange, { body })

export const deleteAccount = (body: { current_password: string }) => call(accounts.deleteAccount, { body })

export const changePassword = (
  id: number,
  body: { current_password: string; password: string; password_confirmation: string },
) => call(accounts.updatePassword, { params: { id }, body })

export const fetchBilling = async (_params: object, signal: Signal) => {
  try {
    return await call(accounts.getInvoiceData, {}, { signal })
  } catch (error) {
    // nobody has billing information before a first purchase: an empty form, not an error
    if ((error as { status?: number }).status === 404) return null
    throw error
  }
}

export const saveBilling = (body: Parameters<typeof call<typeof accounts.saveInvoiceData>>[1]['body']) =>
  call(accounts.saveInvoiceData, { body })

export const fetchPayoutAccount = (_params: object, signal: Signal) =>
  call(settings.getPayoutAccount, {}, { signal })

export const savePayoutAccount = (body: PayoutAccountBody) => call(settings.savePayoutAccount, { body })

export const fetchSavedCards = (_params: object, signal: Signal) =>
  call(payments.listPaymentMethods, {}, { signal })

export const fetchSubscription = (_params: object, signal: Signal) =>
  call(payments.ownedSubscription, {}, { signal })

export const cancelSubscription = () => call(payments.cancelSubscription, {})

export const sendPhoneCode = (body: { phone_code: string; phone: string }) =>
  call(onboarding.sendPhoneCode, { body })

export const resendPhoneCode = () => call(onboarding.resendPhoneCode, {})

export const validatePhoneCode = (body: { otp: string }) => call(onboarding.validatePhoneCode, { body })

export const fetchPlans = (_params: object, signal: Signal) =>
  call(payments.listSubscriptions, { query: {} }, { signal })

export const changeSubscription = (id: number) => call(payments.changeSubscription, { body: { id } })

export const resumeSubscription = () => call(payments.resumeSubscription, {})

/** Tokenises a card typed into the sandbox's fields (the role Stripe.js plays) and keeps it. */
export const tokenizeSandboxCard = (body: {
  number: string
  exp_month: number
  exp_year: number
  cvc: string
}) => call(payments.sandboxCreatePaymentMethod, { body })

export const addPaymentMethod = (pmid: string) => call(payments.addPaymentMethod, { body: { pmid } })

export const setDefaultPaymentMethod = (id: string) =>
  call(payments.setDefaultPaymentMethod, { params: { id } })

export const deletePaymentMethod = (id: string) => call(payments.deletePaymentMethod, { params: { id } })

/** A PayPal account saved without a purchase: the setup intent and PayPal's approval page (issue 36). */
export const startPaypalSetup = (returnUrl: string, idempotencyKey: string) =>
  call(
    payments.startPaypalSetup,
    { body: { return_url: returnUrl } },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  )

/** Back from PayPal's page: keeps the approved account. */
export const confirmPaypalSetup = (id: string) => call(payments.confirmPaypalSetup, { params: { id } })
