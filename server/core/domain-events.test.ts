import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadSubscribers, publish, type EventTx } from './domain-events.ts'

const root = mkdtempSync(path.join(tmpdir(), 'aula-domain-events-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A features folder whose areas hold the given subscribers.ts sources. */
function featuresDir(name: string, areas: Record<string, string>): string {
  const dir = path.join(root, name)
  for (const [area, source] of Object.entries(areas)) {
    mkdirSync(path.join(dir, area), { recursive: true })
    writeFileSync(path.join(dir, area, 'subscribers.ts'), source)
  }
  mkdirSync(path.join(dir, 'without'), { recursive: true })
  return dir
}

const PAID = {
  order_id: 7,
  user_id: 3,
  product_type: 'course' as const,
  product_id: 11,
  amount_cents: 4900,
  list_cents: 4900,
  coupon_id: null,
  renews_subscription_id: null,
  bank_reference: null,
}

// The transaction stands for itself: the subscribers write what they were given into it.
const fakeTx = () => ({ seen: [] as string[] }) as unknown as EventTx & { seen: string[] }

describe('domain events', () => {
  it('delivers in the publisher’s transaction, in area name order; effects wait for the caller', async () => {
    const dir = featuresDir('order', {
      // Listed out of order on purpose: delivery follows the area names.
      zeta: `export default { 'order.paid': async (order, { tx, after }) => {
        tx.seen.push('zeta:' + order.order_id); after(async () => tx.seen.push('zeta after')) } }`,
      alpha: `export default { 'order.paid': async (order, { tx, notify }) => {
        tx.seen.push('alpha:' + order.user_id); notify(order.user_id, 'thing_done', { order_id: order.order_id }) },
        'order.refunded': async (order, { tx }) => { tx.seen.push('alpha refunded') } }`,
    })
    const tx = fakeTx()
    const sent: unknown[] = []
    const effects = await publish(tx, 'order.paid', PAID, {
      featuresDir: dir,
      notify: async (...args) => sent.push(args),
    })
    expect(tx.seen).toEqual(['alpha:3', 'zeta:7'])
    expect(sent).toEqual([])
    for (const effect of effects) await effect()
    expect(sent).toEqual([[3, 'thing_done', { order_id: 7 }]])
    expect(tx.seen).toEqual(['alpha:3', 'zeta:7', 'zeta after'])
    // Without a notifier a subscriber's notifications are dropped, its other effects kept.
    const quiet = fakeTx()
    expect(await publish(quiet, 'order.paid', PAID, { featuresDir: dir })).toHaveLength(1)
  })

  it('a subscriber that throws fails the publish (the caller’s transaction rolls back)', async () => {
    const dir = featuresDir('throws', {
      first: `export default { 'order.paid': async (order, { tx }) => { tx.seen.push('first') } }`,
      second: `export default { 'order.paid': async () => { throw new Error('no seats left') } }`,
    })
    await expect(publish(fakeTx(), 'order.paid', PAID, { featuresDir: dir })).rejects.toThrow('no seats left')
  })

  it('refuses a subscribers.ts without defineSubscribers, naming it', async () => {
    const dir = featuresDir('broken', { broken: `export const nothing = 1` })
    await expect(loadSubscribers(dir)).rejects.toThrow('server/features/broken/subscribers.ts')
  })

  it('payments’ events reach courses (enrolment) and referrals (reward) in their own folders', async () => {
    const areas = await loadSubscribers()
    const of = (event: 'order.paid' | 'order.refunded') =>
      areas.filter(({ subscribers }) => subscribers[event]).map(({ area }) => area)
    expect(of('order.paid')).toEqual(expect.arrayContaining(['courses', 'referrals']))
    expect(of('order.refunded')).toEqual(expect.arrayContaining(['courses']))
  })
})
