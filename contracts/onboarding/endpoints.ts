/**
 * The onboarding calls (SPEC.md §7 "phone (PUT send, resend OTP, validate OTP)", "interests sync";
 * issue 13 "the server owns the wizard's progress").
 */
import * as v from 'valibot'
import { data, endpoint, schemaOf } from '../core/endpoint'
import {
  InterestsAnswer,
  Interest,
  OnboardingProgress,
  PhoneCodeSent,
  PhoneVerified,
  StepBody,
  StepParams,
  onboardingSchemasFor,
  type OnboardingSchemaName,
} from './schemas'

const tag = 'onboarding'
const schema = <K extends OnboardingSchemaName>(name: K) => schemaOf(onboardingSchemasFor, name)

export const getOnboarding = endpoint({
  method: 'GET',
  path: '/api/onboarding',
  auth: 'user',
  tag,
  summary:
    "The logged-in user's wizard: the role's steps, the completed ones, the current one, the saved data",
  response: data(OnboardingProgress),
})

export const completeOnboardingStep = endpoint({
  method: 'PUT',
  path: '/api/onboarding/steps/:step',
  auth: 'user',
  tag,
  summary:
    "Saves a wizard step with its form, in order, and marks it done (each step's schema: UserDetailsBody, BillingStepBody, BiographyBody, MissionBody, SocialBody, SkillsBody, HrDetailsBody; none for identity-confirmed, documents and profile-completed). Phone, interests and payment steps save through their own calls; the documents' files go through /api/media as they are picked",
  params: StepParams,
  body: StepBody,
  response: data(OnboardingProgress),
})

export const cancelBankTransfer = endpoint({
  method: 'DELETE',
  path: '/api/onboarding/bank-transfer',
  auth: 'user',
  tag,
  summary:
    "Withdraws the user's pending bank transfer (to pay by card or choose another plan): its order is canceled, the subscription waiting for it dropped and the guard chain no longer holds the user on payment-pending; answers the wizard as it now stands (nothing pending: the same)",
  response: data(OnboardingProgress),
})

export const slugExists = endpoint({
  method: 'GET',
  path: '/api/profile/slug-exists',
  auth: 'user',
  tag,
  summary: "Whether a public profile address is taken by someone else (the user-details step's live check)",
  query: schema('SlugQuery'),
  response: data(v.object({ exists: v.boolean() })),
})

export const sendPhoneCode = endpoint({
  method: 'PUT',
  path: '/api/phone/send',
  auth: 'user',
  tag,
  summary: 'Keeps the phone number and sends it a 6-digit code by SMS (valid 10 minutes)',
  body: schema('PhoneSendBody'),
  response: data(PhoneCodeSent),
  rateLimited: true,
})

export const resendPhoneCode = endpoint({
  method: 'POST',
  path: '/api/phone/resend-otp',
  auth: 'user',
  tag,
  summary: 'Sends a new code to the number kept by /api/phone/send (one a minute)',
  response: data(PhoneCodeSent),
  rateLimited: true,
})

export const validatePhoneCode = endpoint({
  method: 'POST',
  path: '/api/phone/validate-otp',
  auth: 'user',
  tag,
  summary: 'Checks the SMS code (5 wrong tries burn it); a right one verifies the phone',
  body: schema('PhoneValidateBody'),
  response: data(PhoneVerified),
  rateLimited: true,
})

export const listInterests = endpoint({
  method: 'GET',
  path: '/api/interests',
  auth: 'user',
  tag,
  summary: 'The catalogue of interests in the request language, filtered by `search`',
  query: schema('InterestsQuery'),
  response: data(v.array(Interest)),
})

export const listSkills = endpoint({
  method: 'GET',
  path: '/api/skills',
  auth: 'user',
  tag,
  summary: 'The catalogue of skills in the request language, filtered by `search`',
  query: schema('InterestsQuery'),
  response: data(v.array(Interest)),
})

export const syncInterests = endpoint({
  method: 'POST',
  path: '/api/interests/sync',
  auth: 'user',
  tag,
  summary: "Replaces the logged-in user's interests with these catalogue ids",
  body: schema('InterestsSyncBody'),
  response: data(InterestsAnswer),
})
