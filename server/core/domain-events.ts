/**
 * Domain events, delivered in the transaction that records them (issue 33). An area publishes what
 * happened (payments: `order.paid`, `order.refunded`); the areas it concerns subscribe in their
 * own folder and write their own tables (courses: the enrolment; referrals: the reward). Every
 * folder in server/features/ may hold
 *   subscribers.ts  default export defineSubscribers({ 'order.paid': async (payload, { tx }) => … })
 * found by listing the folders, as routes.ts and services.ts are (areas.ts), so the core never
 * imports a feature and a new subscriber edits no central list. The publishing area declares its
 * events' payloads by augmenting `DomainEvents`, as an area's config augments `Config`:
 *   declare module '../../core/domain-events.ts' { interface DomainEvents { 'order.paid': OrderPaid } }
 *
 * `publish(tx, name, payload)` runs every subscriber of the event in the publisher's transaction,
 * in area name order: an event is delivered as often as its transaction commits, i.e. once, and a
 * subscriber that throws rolls the whole transaction back. What must wait for the commit (a
 * notification) a subscriber gives to `notify` or `after`; publish answers those effects, which
 * the publisher runs once committed.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { areaFolders, FEATURES_DIR } from './areas.ts'
import type { Db } from './db/index.ts'

/** Event name -> payload; every publishing area adds its events (module augmentation). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty until the areas augment it: only an interface merges
export interface DomainEvents {}

export type EventName = keyof DomainEvents

/** What a subscriber may do with the publisher's transaction. */
export type EventTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

/** Work left for after the commit (a notification, a call to a third party). */
export type AfterCommit = () => Promise<unknown>

/** Sends a user a notification (the notifications area's `app.notifications.send`). */
export type EventNotify = (
  userId: number,
  slugType: string,
  data: Record<string, unknown>,
) => Promise<unknown>

export interface Delivery {
  tx: EventTx
  /** A notification to send once the transaction has committed. */
  notify(userId: number, slugType: string, data: Record<string, unknown>): void
  /** Anything else to run once the transaction has committed. */
  after(effect: AfterCommit): void
}

export type Subscriber<N extends EventName> = (payload: DomainEvents[N], delivery: Delivery) => Promise<void>

export type Subscribers = { [N in EventName]?: Subscriber<N> }

export const defineSubscribers = (subscribers: Subscribers): Subscribers => subscribers

export interface AreaSubscribers {
  area: string
  subscribers: Subscribers
}

const loading = new Map<string, Promise<AreaSubscribers[]>>()

/** Every area's subscribers.ts, in area name order; loaded once per folder. */
export function loadSubscribers(featuresDir = FEATURES_DIR): Promise<AreaSubscribers[]> {
  let found = loading.get(featuresDir)
  if (!found) {
    found = (async () => {
      const areas: AreaSubscribers[] = []
      for (const area of areaFolders(featuresDir, 'subscribers.ts')) {
        const module = (await import(pathToFileURL(path.join(featuresDir, area, 'subscribers.ts')).href)) as {
          default?: Subscribers
        }
        if (!module.default || typeof module.default !== 'object')
          throw new Error(
            `server/features/${area}/subscribers.ts must export default defineSubscribers({ … })`,
          )
        areas.push({ area, subscribers: module.default })
      }
      return areas
    })()
    // A folder that failed to load is tried again next time (and fails again, loudly).
    found.catch(() => loading.delete(featuresDir))
    loading.set(featuresDir, found)
  }
  return found
}

export interface PublishOptions {
  /** How `delivery.notify` sends, once committed; without it a subscriber's notifications are dropped. */
  notify?: EventNotify
  /** Where the subscribers are found (tests); server/features/ by default. */
  featuresDir?: string
}

/**
 * Delivers the event to its subscribers inside `tx` (see the module's comment). Answers what is to
 * run once the transaction has committed, in the order the subscribers asked for it.
 */
export async function publish<N extends EventName>(
  tx: EventTx,
  name: N,
  payload: DomainEvents[N],
  options: PublishOptions = {},
): Promise<AfterCommit[]> {
  const effects: AfterCommit[] = []
  const { notify } = options
  const delivery: Delivery = {
    tx,
    notify: (userId, slugType, data) => {
      if (notify) effects.push(() => notify(userId, slugType, data))
    },
    after: (effect) => {
      effects.push(effect)
    },
  }
  for (const { subscribers } of await loadSubscribers(options.featuresDir)) {
    const subscriber = subscribers[name] as Subscriber<N> | undefined
    if (subscriber) await subscriber(payload, delivery)
  }
  return effects
}
