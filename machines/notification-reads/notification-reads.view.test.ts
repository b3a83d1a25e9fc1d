import { describe, expect, it } from 'vitest'
import { notificationReadsMachine, type NotificationReadsContext } from './notification-reads.machine'
import { notificationReadsView } from './notification-reads.view'
import { ASKED_AT, OPENED_AT, newer, notification, older, pushed } from './fixtures'

const at = (value: string, context: Partial<NotificationReadsContext> = {}) =>
  notificationReadsView(
    notificationReadsMachine.resolveState({
      value,
      context: {
        openedAt: OPENED_AT,
        marks: {},
        allReadAt: null,
        confirmedAllReadAt: null,
        queue: [],
        failed: false,
        ...context,
      },
    }),
  )

describe('notificationReadsView', () => {
  it('reads a mark made here first, then the notification’s own, then a "mark all" up to its time', () => {
    const view = at('idle', { marks: { 1: ASKED_AT }, allReadAt: '2025-03-01T09:15:00Z' })
    expect(view.readAt(older)).toBe(ASKED_AT)
    expect(view.readAt(notification(4, '2025-03-01T09:10:00Z', '2025-03-01T09:11:00Z'))).toBe(
      '2025-03-01T09:11:00Z',
    )
    expect(view.readAt(notification(5, '2025-03-01T09:10:00Z'))).toBe('2025-03-01T09:15:00Z')
    // created after the "mark all": still unread
    expect(view.readAt(newer)).toBeNull()
    expect(at('idle').readAt(older)).toBeNull()
  })

  it('shows on top only what was pushed after the page opened (a second of margin)', () => {
    const justBefore = notification(6, '2025-03-01T09:59:59.500Z')
    const longBefore = notification(7, '2025-03-01T09:59:58Z')
    expect(at('idle').fresh([pushed, justBefore, longBefore])).toEqual([pushed, justBefore])
  })

  it('is busy while saving, "mark all" waiting only while one is queued, and says a refusal', () => {
    expect(at('idle')).toMatchObject({ busy: false, markingAll: false, failed: false, allReadAt: null })
    expect(at('saving', { queue: [{ id: 1, at: ASKED_AT }] })).toMatchObject({
      busy: true,
      markingAll: false,
    })
    expect(
      at('saving', {
        queue: [
          { id: 1, at: ASKED_AT },
          { id: null, at: ASKED_AT },
        ],
        allReadAt: ASKED_AT,
      }),
    ).toMatchObject({ markingAll: true, allReadAt: ASKED_AT })
    expect(at('idle', { failed: true }).failed).toBe(true)
  })
})
