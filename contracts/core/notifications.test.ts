/**
 * Issue 35: every notification type leads to a page of the app that shows its subject; issue 33:
 * the types are declared by their areas (contracts/<area>/notifications.ts) and collected.
 */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { routeTableFromModules } from './routes'
import {
  createNotificationRegistry,
  defineNotifications,
  linkTo,
  notificationDataIssue,
  notificationsFromModules,
} from './notifications'

const table = routeTableFromModules(import.meta.glob('/contracts/*/routes.ts', { eager: true }))
const modules = import.meta.glob('/contracts/*/notifications.ts', { eager: true })
const registry = notificationsFromModules(modules)

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

const destination = (slug_type: string, data: Record<string, unknown>) =>
  registry.destination({ slug_type, data })

describe('notification declarations', () => {
  it('are collected from every contracts/<area>/notifications.ts, each type once', () => {
    const areas = Object.keys(modules)
      .map((source) => /contracts\/([^/]+)\/notifications\.ts$/.exec(source)![1])
      .filter((area) => area !== 'core')
    expect(areas.length).toBeGreaterThan(0)
    expect([...new Set(registry.declarations.map((d) => d.area))].sort()).toEqual(areas.sort())
    const types = registry.declarations.map((d) => d.type)
    expect(new Set(types).size).toBe(types.length)
    for (const declaration of registry.declarations)
      expect(registry.byType(declaration.type)).toBe(declaration)
  })

  it.each(registry.declarations.map((d) => [d.type, d] as const))(
    '%s leads to a route of the app, or declares that it leads nowhere',
    (type, declaration) => {
      if (declaration.link === null) return expect(destination(type, SAMPLE)).toBeNull()
      const to = destination(type, SAMPLE)
      expect(to, type).not.toBeNull()
      expect(table.routeByName(to!.route), to!.route).toBeDefined()
      // every parameter of the route's path is filled
      expect(table.routeUrl(to!.route, to!.params ?? {}, 'it')).not.toMatch(/[{}]/)
    },
  )

  it('refuses data without the subject, and an undeclared type leads nowhere', () => {
    expect(destination('job_invitation', {})).toBeNull()
    expect(destination('new_follower', { slug: '../x' })).toBeNull()
    expect(destination('who_knows', SAMPLE)).toBeNull()
    expect(registry.byType('who_knows')).toBeUndefined()
  })

  it('leads each to its subject', () => {
    expect(destination('job_application_received', { job_listing_id: 12 })).toEqual({
      route: 'joblistings-manage-id',
      params: { id: '12' },
    })
    expect(destination('job_invitation', { job_listing_id: 12 })).toEqual({
      route: 'joblistings-id',
      params: { id: '12' },
    })
    expect(destination('course_rejected', { course_id: 7 })).toEqual({
      route: 'instructor-course-id',
      params: { id: '7' },
    })
    expect(destination('product_purchased', { product_type: 'subscription' })).toEqual({
      route: 'mysettings-subscription',
    })
    expect(destination('product_purchased', { product_type: 'course' })).toEqual({ route: 'mypurchases' })
    expect(destination('referral_reward', {})).toEqual({ route: 'referrals' })
    expect(destination('payment_refunded', { order_id: 12 })).toEqual({
      route: 'mypurchases',
      hash: 'order-12',
    })
    expect(destination('payment_refunded', {})).toEqual({ route: 'mypurchases' })
    expect(destination('stripe_requires_payment_method', { product_type: 'subscription' })).toEqual({
      route: 'mysettings-subscription',
    })
    expect(destination('stripe_requires_payment_method', { product_type: 'feature' })).toEqual({
      route: 'mypurchases',
    })
    expect(destination('user_blocked', {})).toEqual({ route: 'mysettings-help' })
    expect(destination('saved_search_matches', {})).toEqual({ route: 'search' })
    expect(destination('post.mention', { post_id: 4 })).toEqual({ route: 'posts-id', params: { id: '4' } })
    expect(destination('recommendation_received', { slug: 'marco-rossi' })).toEqual({
      route: 'me',
      hash: 'my-network-heading',
    })
  })

  it('checks a payload against its schema: a missing or extra field is named', () => {
    const follower = registry.byType('new_follower')!
    expect(notificationDataIssue(follower, { name: 'Dario', user_id: 2, slug: 'dario' })).toBeNull()
    expect(notificationDataIssue(follower, { name: 'Dario' })).toMatch(/user_id/)
    expect(notificationDataIssue(follower, { name: 'Dario', user_id: 2, slug: 'd', extra: 1 })).toMatch(
      /extra/,
    )
  })

  it('refuses a type declared twice, a module without a declaration, and an area named unlike its folder', () => {
    const a = defineNotifications('a', { one: { type: 'one', data: v.strictObject({}), link: linkTo('me') } })
    const b = defineNotifications('b', { again: { type: 'one', data: v.strictObject({}), link: null } })
    expect(() => createNotificationRegistry([a, b])).toThrow(/declared twice: a\.one and b\.again/)
    expect(() => notificationsFromModules({ 'contracts/a/notifications.ts': { default: {} } })).toThrow(
      /must export default defineNotifications/,
    )
    expect(() => notificationsFromModules({ 'contracts/c/notifications.ts': { default: a } })).toThrow(
      /declares the area 'a'/,
    )
    // a new area's file is picked up with nothing else to edit
    const grown = notificationsFromModules({ ...modules, 'contracts/a/notifications.ts': { default: a } })
    expect(grown.byType('one')?.area).toBe('a')
    expect(grown.destination({ slug_type: 'one', data: {} })).toEqual({ route: 'me' })
  })
})
