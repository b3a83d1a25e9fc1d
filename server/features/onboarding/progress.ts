/**
 * Where a user's wizard stands (GET /api/onboarding). Steps that change the account itself are read
 * from it — the phone is confirmed when the user is phone_verified — the others from the rows of
 * onboarding_steps, so the answer is the same in any browser and after any reload.
 */
import { desc, eq } from 'drizzle-orm'
import { type OnboardingProgress } from '../../../contracts/onboarding/schemas.ts'
import { PHONE_RESEND_SECONDS } from '../../../contracts/onboarding/limits.ts'
import {
  FLOW_STEPS,
  OPTIONAL_STEPS,
  type OnboardingFlow,
  type OnboardingStep,
} from '../../../contracts/onboarding/steps.ts'
import { interestIdsOf } from '../../../contracts/onboarding/interests.ts'
import type { Db } from '../../core/db/index.ts'
import type { UserRow } from '../../core/db/tables.ts'
import { chosenPlanOf, currentSubscriptionOf } from '../payments/index.ts'
import { completionOfUser, profileInterestsOf } from '../profiles/index.ts'
import { onboardingSteps, phoneCodes } from './tables.ts'

/** Trainers and HR have their wizard; everyone else (students, admins) the student's. */
export function flowOf(user: Pick<UserRow, 'role'>): OnboardingFlow {
  return user.role === 'trainer' || user.role === 'hr' ? user.role : 'student'
}

/** Marks a step done and keeps what it saved (a step saved again keeps its first completion time). */
export async function completeStep(
  db: Db,
  userId: number,
  step: OnboardingStep,
  data: Record<string, unknown> = {},
): Promise<void> {
  const now = new Date()
  await db
    .insert(onboardingSteps)
    .values({ user_id: userId, step, data, completed_at: now })
    .onConflictDoUpdate({
      target: [onboardingSteps.user_id, onboardingSteps.step],
      set: { data, completed_at: now, updated_at: now },
    })
}

export async function loadProgress(db: Db, user: UserRow): Promise<OnboardingProgress> {
  const flow = flowOf(user)
  const steps = FLOW_STEPS[flow]
  const rows = await db.select().from(onboardingSteps).where(eq(onboardingSteps.user_id, user.id))
  const saved = new Map(rows.map((row) => [row.step, row]))
  const data: Record<string, Record<string, unknown>> = {}
  for (const row of rows) data[row.step] = { ...row.data }

  const done = new Set<OnboardingStep>()
  for (const step of steps) if (saved.get(step)?.completed_at) done.add(step)

  // A finished wizard is finished whatever its rows say (accounts onboarded before the rows existed).
  if ((flow === 'trainer' && user.wizard_complete) || (flow === 'hr' && user.hr_wizard_complete))
    for (const step of steps) done.add(step)

  if (flow === 'student') {
    if (user.phone_verified) done.add('phone-number').add('confirm-number')
    else done.delete('confirm-number')
    const [code] = await db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.user_id, user.id))
      .orderBy(desc(phoneCodes.created_at), desc(phoneCodes.id))
      .limit(1)
    if (code) {
      data['phone-number'] = {
        phone_code: code.phone_code,
        phone: code.phone,
        expires_at: code.expires_at.toISOString(),
        resend_at: new Date(code.created_at.getTime() + PHONE_RESEND_SECONDS * 1000).toISOString(),
      }
    } else if (user.phone) {
      data['phone-number'] = { phone_code: user.phone_code ?? '0039', phone: user.phone }
    }
  }
  if (steps.includes('interests-select')) {
    const interests = await profileInterestsOf(db, user.id)
    data['interests-select'] = { interests: interestIdsOf(interests ?? []) }
    // Accounts that chose interests outside the wizard (older accounts, the demo) have done the step.
    if (flow === 'student' && user.phone_verified && interests?.length)
      done.add('identity-confirmed').add('interests-select')
  }

  if (flow !== 'student') {
    // The payment steps are read from the subscription the payments area keeps, never from rows of
    // their own: a card payment, a confirmed transfer or the free tier all count, wherever they happened.
    const subscription = await currentSubscriptionOf(db, user.id)
    const paid = subscription !== undefined && subscription.status !== 'pending_bank_transfer'
    if (paid || user.free_tier_active) done.add('subscriptions').add('payment-methods').add('order-completed')
    else if (subscription?.status === 'pending_bank_transfer' || user.pending_bank_transfer)
      done.add('subscriptions').add('payment-methods')
    if (subscription) data.subscriptions = { ...data.subscriptions, plan_id: subscription.plan_id }
    else if (!user.free_tier_active) {
      // A plan chosen (POST /api/subscriptions/init) and not bought yet: payment-methods checks it out.
      const choice = await chosenPlanOf(db, user.id)
      if (choice) {
        done.add('subscriptions')
        data.subscriptions = { ...data.subscriptions, plan_id: choice.plan_id }
      }
    }
    if (user.free_tier_active) data.subscriptions = { ...data.subscriptions, free_tier: true }

    const profile = await completionOfUser(db, user)
    if (profile) data['profile-completed'] = { completion: profile.completion, missing: profile.missing }
  }

  // An optional step is passed over unless it is needed: payment-pending only while a transfer waits.
  const needed = (step: OnboardingStep) =>
    !OPTIONAL_STEPS.has(step) || (step === 'payment-pending' && user.pending_bank_transfer)
  const current = steps.find((step) => !done.has(step) && needed(step)) ?? null
  return {
    flow,
    steps: [...steps],
    optional: steps.filter((step) => OPTIONAL_STEPS.has(step)),
    completed: steps.filter((step) => done.has(step)),
    current,
    data,
  }
}
