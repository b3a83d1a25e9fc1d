import { afterAll, describe, expect, it } from 'vitest'
import type { CourseCoupon, CreateCouponBody } from '../../contracts/studio/schemas'
import { launchCoupon, refusals, usedCoupon } from '../course-manager/fixtures'
import { assertFullCoverage, createCoverageRecorder } from '../test-utils/coverage'
import {
  createMachineTestModel,
  createPromiseControls,
  eventCases,
  runModelPath,
  transitionCoverPaths,
  type EventCases,
  type ModelEvent,
} from '../test-utils/model'
import { courseCouponsMachine, courseCouponsView, type CourseCouponsEvent } from './index'

const body: CreateCouponBody = {
  code: 'NATALE',
  kind: 'percent',
  amount: 20,
  valid_until: null,
  max_redemptions: null,
}
const NOW = '2026-11-29T10:00:00.000Z'
const events: EventCases<CourseCouponsEvent> = {
  // the used code (expired when ended); the journeys test ends an unused one
  'coupon.end': [{ type: 'coupon.end', id: 42, now: NOW }],
  'coupon.create': [{ type: 'coupon.create', body }],
  'coupon.invalid': [{ type: 'coupon.invalid', errors: { code: 'Scrivi il codice, ad esempio LANCIO30.' } }],
  'coupon.edit': [{ type: 'coupon.edit', field: 'code' }],
}

const created: CourseCoupon = { ...launchCoupon, id: 43, code: 'NATALE', amount: 20 }
const outcomes: ModelEvent<CourseCouponsEvent>[] = [
  { type: 'xstate.done.actor.endCoupon', output: undefined },
  { type: 'xstate.error.actor.endCoupon', error: refusals.server },
  { type: 'xstate.done.actor.createCoupon', output: created },
  { type: 'xstate.error.actor.createCoupon', error: refusals.fields('code', 'Il codice esiste già.') },
  { type: 'xstate.error.actor.createCoupon', error: refusals.network },
]

const recorder = createCoverageRecorder('course-coupons', courseCouponsMachine)
afterAll(() => {
  assertFullCoverage(recorder)
})

describe('course coupons model', () => {
  const input = { courseId: 7, coupons: [launchCoupon, usedCoupon] }
  const model = createMachineTestModel(courseCouponsMachine, {
    input,
    events: [...eventCases(events), ...outcomes],
  })
  const paths = transitionCoverPaths(model)

  it(`replays all ${paths.length} paths: an unused code removed, a used one expired`, async () => {
    for (const path of paths) {
      const controls = createPromiseControls()
      const machine = courseCouponsMachine.provide({
        actors: {
          endCoupon: controls.logic<unknown, { id: number }>('endCoupon'),
          createCoupon: controls.logic<CourseCoupon, { courseId: number; body: CreateCouponBody }>(
            'createCoupon',
          ),
        },
      })
      await runModelPath({
        machine,
        input,
        path,
        recorder,
        controls,
        afterStep: (snapshot) => {
          const live = controls.pending.filter((call) => !call.signal.aborted)
          expect(live.length).toBe(snapshot.hasTag('busy') ? 1 : 0)
          if (snapshot.matches('creating')) expect(live[0].input).toEqual({ courseId: 7, body })
          const view = courseCouponsView(snapshot)
          const used = view.coupons.find((coupon) => coupon.id === 42)
          expect(used).toBeDefined()
          if (used && !used.active) expect(used.valid_until).toBe(NOW)
        },
      })
    }
  }, 20_000)
})
