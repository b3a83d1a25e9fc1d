import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Notification } from '../../contracts/notifications/schemas'
import { ASKED_AT, OPENED_AT, SERVER_READ_AT, newer, older } from './fixtures'
import { notificationReadsMachine, notificationReadsView, type MarkInput } from './index'

interface Server {
  refuse: Set<number | null>
  asked: (number | null)[]
  /** Calls answer only when the test says so. */
  pending: (() => void)[]
}

function start(server: Server) {
  const marked: (number | null)[] = []
  const actor = createActor(
    notificationReadsMachine.provide({
      actors: {
        mark: fromPromise<unknown, MarkInput>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              server.asked.push(input.id)
              server.pending.push(() =>
                server.refuse.has(input.id)
                  ? reject(Object.assign(new Error('Service Unavailable'), { status: 503 }))
                  : resolve(
                      input.id === null
                        ? { updated: 2 }
                        : ({ ...older, id: input.id, read_at: SERVER_READ_AT } satisfies Notification),
                    ),
              )
            }),
        ),
      },
    }),
    { input: { openedAt: OPENED_AT } },
  ).start()
  actor.on('marked', (event) => marked.push(event.id))
  const answer = async () => {
    server.pending.shift()!()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { actor, marked, answer, view: () => notificationReadsView(actor.getSnapshot()) }
}

const server = (refuse: (number | null)[] = []): Server => ({
  refuse: new Set(refuse),
  asked: [],
  pending: [],
})

describe('notification reads journeys', () => {
  it('marks one read at once, keeps the server’s time once saved, and tells the bell', async () => {
    const backend = server()
    const { actor, marked, answer, view } = start(backend)
    actor.send({ type: 'reads.markOne', id: 1, at: ASKED_AT })
    expect(view().readAt(older)).toBe(ASKED_AT)
    expect(view().busy).toBe(true)
    // asked twice (a double click): one call
    actor.send({ type: 'reads.markOne', id: 1, at: ASKED_AT })
    await answer()
    await waitFor(actor, (s) => s.matches('idle'))
    expect(backend.asked).toEqual([1])
    expect(view().readAt(older)).toBe(SERVER_READ_AT)
    expect(marked).toEqual([1])
  })

  it('takes a refused mark back and says so, until the next mark is asked', async () => {
    const backend = server([1])
    const { actor, marked, answer, view } = start(backend)
    actor.send({ type: 'reads.markOne', id: 1, at: ASKED_AT })
    await answer()
    expect(view()).toMatchObject({ failed: true, busy: false })
    expect(view().readAt(older)).toBeNull()
    expect(marked).toEqual([])
    actor.send({ type: 'reads.markOne', id: 2, at: ASKED_AT })
    expect(view().failed).toBe(false)
    await answer()
    expect(view().readAt(newer)).toBe(SERVER_READ_AT)
  })

  it('marks all while one is saved: both show at once, the calls go in order, a refused "all" goes back', async () => {
    const backend = server([null])
    const { actor, marked, answer, view } = start(backend)
    actor.send({ type: 'reads.markOne', id: 1, at: ASKED_AT })
    actor.send({ type: 'reads.markAll', at: ASKED_AT })
    // one "mark all" at a time
    actor.send({ type: 'reads.markAll', at: '2025-03-01T10:11:00.000Z' })
    expect(view()).toMatchObject({ markingAll: true, allReadAt: ASKED_AT })
    expect(view().readAt(newer)).toBe(ASKED_AT)
    await answer()
    expect(backend.asked).toEqual([1, null])
    await answer()
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(view()).toMatchObject({ markingAll: false, allReadAt: null, failed: true })
    expect(view().readAt(older)).toBe(SERVER_READ_AT)
    expect(view().readAt(newer)).toBeNull()
    expect(marked).toEqual([1])

    backend.refuse.clear()
    actor.send({ type: 'reads.markAll', at: ASKED_AT })
    await answer()
    expect(view()).toMatchObject({ allReadAt: ASKED_AT, failed: false })
    expect(marked).toEqual([1, null])
  })
})
