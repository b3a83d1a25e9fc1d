/*
 * The price page's discount codes: end one (removed when nobody used it, expired now when used)
 * and create one (the page checks the fields first; the server checks the code is free and well
 * formed and answers 422 by field).
 *
 *   ┌──────┐ coupon.end ┌────────┐ done: removed / expired; error: endFailed ──────────▶ idle
 *   │ idle │ ─────────▶ │ ending │
 *   │      │ coupon.create ┌──────────┐ done: listed first, created, emit created ────▶ idle
 *   │      │ ────────────▶ │ creating │ error [isFieldRefusal]: messages by field; else createFailed
 *   └──────┘ coupon.invalid: the page's messages by field; coupon.edit: a field's message cleared
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { CourseCoupon, CreateCouponBody } from '../../contracts/studio/schemas'
import { studioCallError } from '../course-manager/call-error'

export interface CourseCouponsContext {
  courseId: number
  coupons: CourseCoupon[]
  /** The code being ended, and when (the page's clock: an ended used code expires then). */
  ending: { id: number; now: string } | null
  endFailed: boolean
  errors: Record<string, string>
  createFailed: boolean
  /** The code just created. */
  created: string | null
}

export interface CourseCouponsInput {
  courseId: number
  coupons: CourseCoupon[]
}

export type CourseCouponsEvent =
  | { type: 'coupon.end'; id: number; now: string }
  | { type: 'coupon.create'; body: CreateCouponBody }
  | { type: 'coupon.invalid'; errors: Record<string, string> }
  /** A field of the new code changed: its message goes. */
  | { type: 'coupon.edit'; field: string }

export type CourseCouponsEmitted = { type: 'created'; coupon: CourseCoupon }

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`courseCouponsMachine: provide the \`${name}\` actor`)
}

export const courseCouponsMachine = setup({
  types: {
    context: {} as CourseCouponsContext,
    events: {} as CourseCouponsEvent,
    input: {} as CourseCouponsInput,
    emitted: {} as CourseCouponsEmitted,
    tags: {} as 'busy',
  },
  actors: {
    endCoupon: fromPromise<unknown, { id: number }>(needsProvided('endCoupon')),
    createCoupon: fromPromise<CourseCoupon, { courseId: number; body: CreateCouponBody }>(
      needsProvided('createCoupon'),
    ),
  },
  guards: {
    isFieldRefusal: (_, params: { error: unknown }) => studioCallError(params.error).status === 422,
  },
}).createMachine({
  id: 'courseCoupons',
  context: ({ input }) => ({
    courseId: input.courseId,
    coupons: input.coupons,
    ending: null,
    endFailed: false,
    errors: {},
    createFailed: false,
    created: null,
  }),
  initial: 'idle',
  on: {
    'coupon.edit': {
      actions: assign({
        errors: ({ context, event }) =>
          Object.fromEntries(Object.entries(context.errors).filter(([field]) => field !== event.field)),
      }),
    },
  },
  states: {
    idle: {
      on: {
        'coupon.end': {
          target: 'ending',
          actions: assign({ endFailed: false, ending: ({ event }) => ({ id: event.id, now: event.now }) }),
        },
        'coupon.invalid': {
          actions: assign({ errors: ({ event }) => event.errors, created: null, createFailed: false }),
        },
        'coupon.create': {
          target: 'creating',
          actions: assign({ errors: {}, created: null, createFailed: false }),
        },
      },
    },
    ending: {
      tags: ['busy'],
      invoke: {
        id: 'endCoupon',
        src: 'endCoupon',
        input: ({ context }) => ({ id: context.ending?.id ?? 0 }),
        onDone: {
          target: 'idle',
          actions: assign({
            coupons: ({ context }) => {
              const { id, now } = context.ending ?? { id: 0, now: '' }
              return context.coupons.flatMap((coupon) =>
                coupon.id !== id
                  ? [coupon]
                  : coupon.redemptions === 0
                    ? []
                    : [{ ...coupon, active: false, valid_until: now }],
              )
            },
            ending: null,
          }),
        },
        onError: { target: 'idle', actions: assign({ ending: null, endFailed: true }) },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createCoupon',
        src: 'createCoupon',
        input: ({ context, event }) => ({
          courseId: context.courseId,
          body: (event as Extract<CourseCouponsEvent, { type: 'coupon.create' }>).body,
        }),
        onDone: {
          target: 'idle',
          actions: [
            assign({
              coupons: ({ context, event }) => [
                event.output,
                ...context.coupons.filter((coupon) => coupon.id !== event.output.id),
              ],
              created: ({ event }) => event.output.code,
            }),
            emit(({ event }) => ({ type: 'created' as const, coupon: event.output })),
          ],
        },
        onError: [
          {
            guard: { type: 'isFieldRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: assign({ errors: ({ event }) => studioCallError(event.error).fields ?? {} }),
          },
          { target: 'idle', actions: assign({ createFailed: true }) },
        ],
      },
    },
  },
})
