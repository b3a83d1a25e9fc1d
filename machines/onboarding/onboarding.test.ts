import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { OnboardingProgress } from '../../contracts/onboarding/schemas'
import { HR_AT_END, STUDENT_DONE, STUDENT_FRESH, STUDENT_PHONE_SENT, TRAINER_AT_PAYMENT } from './fixtures'
import {
  onboardingMachine,
  onboardingView,
  type SaveStepInput,
  type StepSaved,
  type WizardInput,
} from './index'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(answer: OnboardingProgress, input: WizardInput = {}, fail?: unknown) {
  const saved: SaveStepInput[] = []
  const machine = onboardingMachine.provide({
    actors: {
      loadProgress: fromPromise(async () => answer),
      saveStep: fromPromise<StepSaved, SaveStepInput>(async ({ input }) => {
        saved.push(input)
        if (fail) throw fail
        return input.step === 'phone-number' ? { data: { resend_at: 'later' } } : {}
      }),
      resendCode: fromPromise<StepSaved>(async () => ({ data: { resend_at: 'even later' } })),
    },
  })
  const actor = createActor(machine, { input }).start()
  return { actor, saved, view: () => onboardingView(actor.getSnapshot()) }
}

describe('onboarding wizard journeys', () => {
  it('takes a new student through the four steps, saving each with its values, to the end', async () => {
    const { actor, saved, view } = start(STUDENT_FRESH)
    await tick()
    expect(view()).toMatchObject({ step: 'phone-number', stepNumber: 1, totalSteps: 4, canGoBack: false })
    actor.send({ type: 'wizard.next', values: { phone: '123' } })
    expect(view().error?.fields.phone).toEqual([
      'Deve essere un numero di telefono valido senza prefisso internazionale.',
    ])
    expect(saved).toEqual([])
    actor.send({ type: 'wizard.next', values: { phone: '3331234567', phone_code: '0039' } })
    expect(view().isBusy).toBe(true)
    await tick()
    expect(view()).toMatchObject({ step: 'confirm-number', stepNumber: 2, error: undefined })
    expect(actor.getSnapshot().context.data['phone-number']).toEqual({ resend_at: 'later' })
    actor.send({ type: 'wizard.resend' })
    await tick()
    expect(view().resent).toBe(true)
    expect(actor.getSnapshot().context.data['phone-number']).toEqual({ resend_at: 'even later' })
    actor.send({ type: 'wizard.next', values: { otp: '123456' } })
    await tick()
    actor.send({ type: 'wizard.next', values: {} })
    await tick()
    expect(view().step).toBe('interests-select')
    actor.send({ type: 'wizard.next', values: { interests: [1, 2] } })
    await tick()
    expect(view().isFinished).toBe(true)
    expect(saved.map((s) => s.step)).toEqual([
      'phone-number',
      'confirm-number',
      'identity-confirmed',
      'interests-select',
    ])
    expect(saved[0]).toEqual({
      flow: 'student',
      step: 'phone-number',
      values: { phone: '3331234567', phone_code: '0039' },
    })
  })

  it('resumes where the server says, and sends an out-of-order URL to the first incomplete step', async () => {
    const resumed = start(STUDENT_PHONE_SENT)
    await tick()
    expect(resumed.view().step).toBe('confirm-number')
    const ahead = start(STUDENT_PHONE_SENT, { requested: 'interests-select' })
    await tick()
    expect(ahead.view().step).toBe('confirm-number')
    const behind = start(STUDENT_PHONE_SENT, { requested: 'phone-number' })
    await tick()
    expect(behind.view().step).toBe('phone-number')
    behind.actor.send({ type: 'wizard.goTo', step: 'identity-confirmed' })
    expect(behind.view().step).toBe('confirm-number')
  })

  it('finishes at once for a user whose wizard is done', async () => {
    const { view } = start(STUDENT_DONE)
    await tick()
    expect(view().isFinished).toBe(true)
  })

  it('passes over payment-pending after a card payment and counts "Passo N di 13"', async () => {
    const { actor, view } = start(TRAINER_AT_PAYMENT)
    await tick()
    expect(view()).toMatchObject({ step: 'payment-methods', stepNumber: 10, totalSteps: 13 })
    actor.send({ type: 'wizard.next', values: {} })
    await tick()
    expect(view()).toMatchObject({ step: 'order-completed', stepNumber: 12 })
    actor.send({ type: 'wizard.back' })
    expect(view()).toMatchObject({ step: 'payment-pending', canSkip: true })
    actor.send({ type: 'wizard.skip' })
    expect(view().step).toBe('order-completed')
  })

  it('keeps the user on the step with the server field errors when saving fails', async () => {
    const failure = { status: 422, data: { message: 'Codice errato', errors: { otp: ['Codice errato'] } } }
    const { actor, view } = start(STUDENT_PHONE_SENT, {}, failure)
    await tick()
    actor.send({ type: 'wizard.next', values: { otp: '000000' } })
    await tick()
    expect(view()).toMatchObject({
      step: 'confirm-number',
      error: { status: 422, fields: { otp: ['Codice errato'] } },
    })
  })

  it('ends an HR wizard on its last step', async () => {
    const { actor, view } = start(HR_AT_END)
    await tick()
    expect(view().step).toBe('profile-completed')
    actor.send({ type: 'wizard.next', values: {} })
    await tick()
    expect(view().isFinished).toBe(true)
  })

  it('saves the last step before a link of it leads on, and goes where that link said', async () => {
    const { actor, saved, view } = start(HR_AT_END)
    await tick()
    actor.send({ type: 'wizard.next', values: {}, then: 'me' })
    expect(view()).toMatchObject({ isBusy: true, isFinished: false, destination: undefined })
    await tick()
    expect(view()).toMatchObject({ isFinished: true, destination: 'me' })
    expect(saved.map((s) => s.step)).toEqual(['profile-completed'])
  })

  it('forgets a link named before the last step', async () => {
    const { actor, view } = start(TRAINER_AT_PAYMENT)
    await tick()
    actor.send({ type: 'wizard.next', values: {}, then: 'me' })
    await tick()
    expect(view()).toMatchObject({ step: 'order-completed', destination: undefined })
    actor.send({ type: 'wizard.next', values: {} })
    await tick()
    actor.send({ type: 'wizard.next', values: {} })
    await tick()
    expect(view()).toMatchObject({ isFinished: true, destination: undefined })
  })
})
