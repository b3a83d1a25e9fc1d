/** Issue 35: every notification type leads to a page of the app that shows its subject. */
import { describe, expect, it } from 'vitest'
import { routeTableFromModules } from '../core/routes'
import { notificationDestination, NOTIFICATION_DESTINATIONS } from './destinations'
import { NOTIFICATION_SLUG_TYPES } from './schemas'

const table = routeTableFromModules(import.meta.glob('/contracts/*/routes.ts', { eager: true }))

/** What the server puts in each type's data (the ids and names its page needs). */
const SAMPLE = {
  order_id: 3,
  product_type: 'course',
  product_id: 7,
  course_id: 7,
  title: 'Luce naturale',
  job_listing_id: 12,
  status: 'viewed',
  name: 'Sofia Esposito',
  user_id: 9,
  slug: 'sofia-esposito',
  post_id: 4,
  saved_search_id: 2,
  amount_cents: 500,
}

describe('notification destinations', () => {
  it.each(Object.values(NOTIFICATION_SLUG_TYPES))('%s leads to a route of the app', (slugType) => {
    const destination = notificationDestination({ slug_type: slugType, data: SAMPLE })
    expect(destination, slugType).not.toBeNull()
    const route = table.routeByName(destination!.route)
    expect(route, destination!.route).toBeDefined()
    // every parameter of the route's path is filled
    expect(() => table.routeUrl(destination!.route, destination!.params ?? {}, 'it')).not.toThrow()
    expect(table.routeUrl(destination!.route, destination!.params ?? {}, 'it')).not.toMatch(/[{}]/)
  })

  it('declares exactly the known types, and refuses data without the subject', () => {
    expect(Object.keys(NOTIFICATION_DESTINATIONS).sort()).toEqual(
      Object.values(NOTIFICATION_SLUG_TYPES).sort(),
    )
    expect(notificationDestination({ slug_type: 'job_invitation', data: {} })).toBeNull()
    expect(notificationDestination({ slug_type: 'new_follower', data: { slug: '../x' } })).toBeNull()
    expect(notificationDestination({ slug_type: 'who_knows', data: SAMPLE })).toBeNull()
  })

  it('leads each to its subject', () => {
    const at = (slug_type: string, data: Record<string, unknown>) =>
      notificationDestination({ slug_type, data })
    expect(at('job_application_received', { job_listing_id: 12 })).toEqual({
      route: 'joblistings-manage-id',
      params: { id: '12' },
    })
    expect(at('job_invitation', { job_listing_id: 12 })).toEqual({
      route: 'joblistings-id',
      params: { id: '12' },
    })
    expect(at('course_rejected', { course_id: 7 })).toEqual({
      route: 'instructor-course-id',
      params: { id: '7' },
    })
    expect(at('product_purchased', { product_type: 'subscription' })).toEqual({
      route: 'mysettings-subscription',
    })
    expect(at('product_purchased', { product_type: 'course' })).toEqual({ route: 'mypurchases' })
    expect(at('referral_reward', {})).toEqual({ route: 'referrals' })
  })
})
