import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { CourseCoupon, CreateCouponBody } from '../../contracts/studio/schemas'
import { launchCoupon, refusals, usedCoupon } from '../course-manager/fixtures'
import { courseCouponsMachine, courseCouponsView } from './index'

const body: CreateCouponBody = {
  code: 'NATALE',
  kind: 'percent',
  amount: 20,
  valid_until: null,
  max_redemptions: null,
}
const NOW = '2026-11-29T10:00:00.000Z'

function start(create: () => Promise<CourseCoupon>, end: () => Promise<unknown> = async () => undefined) {
  const created: string[] = []
  const actor = createActor(
    courseCouponsMachine.provide({
      actors: { createCoupon: fromPromise(create), endCoupon: fromPromise(end) },
    }),
    { input: { courseId: 7, coupons: [launchCoupon, usedCoupon] } },
  ).start()
  actor.on('created', (event) => created.push(event.coupon.code))
  return { actor, created }
}

const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('idle'))

describe('course coupons journeys', () => {
  it('removes an unused code and expires a used one now', async () => {
    const { actor } = start(async () => launchCoupon)
    actor.send({ type: 'coupon.end', id: 41, now: NOW })
    await idle(actor)
    actor.send({ type: 'coupon.end', id: 42, now: NOW })
    await idle(actor)
    expect(courseCouponsView(actor.getSnapshot()).coupons).toEqual([
      { ...usedCoupon, active: false, valid_until: NOW },
    ])
  })

  it('says when ending fails', async () => {
    const { actor } = start(
      async () => launchCoupon,
      async () => Promise.reject(refusals.server),
    )
    actor.send({ type: 'coupon.end', id: 41, now: NOW })
    await idle(actor)
    expect(courseCouponsView(actor.getSnapshot())).toMatchObject({
      endFailed: true,
      coupons: [launchCoupon, usedCoupon],
    })
  })

  it('creates a code first in the list and says so', async () => {
    const natale = { ...launchCoupon, id: 43, code: 'NATALE' }
    const { actor, created } = start(async () => natale)
    actor.send({ type: 'coupon.create', body })
    expect(courseCouponsView(actor.getSnapshot()).creating).toBe(true)
    await idle(actor)
    expect(courseCouponsView(actor.getSnapshot())).toMatchObject({
      created: 'NATALE',
      coupons: [natale, launchCoupon, usedCoupon],
    })
    expect(created).toEqual(['NATALE'])
  })

  it('shows the page’s and the server’s messages by field, clears one when edited, and a failure', async () => {
    let answer: unknown = refusals.fields('code', 'Il codice esiste già.')
    const { actor, created } = start(async () => Promise.reject(answer))
    actor.send({ type: 'coupon.invalid', errors: { amount: 'Scrivi la percentuale, da 1 a 100.' } })
    expect(courseCouponsView(actor.getSnapshot()).errors).toEqual({
      amount: 'Scrivi la percentuale, da 1 a 100.',
    })
    actor.send({ type: 'coupon.edit', field: 'amount' })
    expect(courseCouponsView(actor.getSnapshot()).errors).toEqual({})
    actor.send({ type: 'coupon.create', body })
    await idle(actor)
    expect(courseCouponsView(actor.getSnapshot()).errors).toEqual({ code: 'Il codice esiste già.' })
    answer = refusals.network
    actor.send({ type: 'coupon.create', body })
    await idle(actor)
    expect(courseCouponsView(actor.getSnapshot())).toMatchObject({ createFailed: true, errors: {} })
    expect(created).toEqual([])
  })
})
