/** Typed calls of the onboarding endpoints (contracts/onboarding/endpoints.ts). */
import * as onboarding from '../../../contracts/onboarding/endpoints'
import * as payments from '../../../contracts/payments/endpoints'
import type { OnboardingStep } from '../../../contracts/onboarding/steps'
import { call } from '../../shared/api'

type Signal = AbortSignal | undefined

export const fetchProgress = (signal?: Signal) => call(onboarding.getOnboarding, {}, { signal })

export const sendPhoneCode = (body: { phone_code: string; phone: string }, signal?: Signal) =>
  call(onboarding.sendPhoneCode, { body }, { signal })

export const resendPhoneCode = (signal?: Signal) => call(onboarding.resendPhoneCode, {}, { signal })

export const validatePhoneCode = (otp: string, signal?: Signal) =>
  call(onboarding.validatePhoneCode, { body: { otp } }, { signal })

export const searchInterests = (search: string, signal?: Signal) =>
  call(onboarding.listInterests, { query: { search } }, { signal })

export const syncInterests = (interests: number[], signal?: Signal) =>
  call(onboarding.syncInterests, { body: { interests } }, { signal })

export const searchSkills = (search: string, signal?: Signal) =>
  call(onboarding.listSkills, { query: { search } }, { signal })

export const slugExists = (slug: string, signal?: Signal) =>
  call(onboarding.slugExists, { query: { slug } }, { signal })

export const saveStepForm = (step: OnboardingStep, body: Record<string, unknown>, signal?: Signal) =>
  call(onboarding.completeOnboardingStep, { params: { step }, body }, { signal })

export const fetchPlans = (_params: Record<string, unknown>, signal?: Signal) =>
  call(payments.listSubscriptions, { query: {} }, { signal })

export const chooseFreeTier = () => call(payments.activateFreeTier, {})

/** Records the chosen plan on the server, so the payment step survives a reload. */
export const choosePlan = (id: number, signal?: Signal) =>
  call(payments.initSubscription, { body: { id } }, { signal })

/** Gives up the pending bank transfer (to pay by card or choose another plan); answers the progress. */
export const withdrawBankTransfer = () => call(onboarding.cancelBankTransfer, {})
