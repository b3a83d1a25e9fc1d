import { useLingui } from '@lingui/react'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Notification } from '../../../contracts/notifications/schemas'
import { renderWithApp } from '../../shared/testing/render'
import { notificationText } from './notification-text'

afterEach(cleanup)

const note = (slug_type: string, data: Record<string, unknown>): Notification => ({
  id: 1,
  slug_type,
  data,
  read_at: null,
  created_at: '2026-11-23T10:00:00.000Z',
})

function Text({ notification }: { notification: Notification }) {
  const { i18n } = useLingui()
  return <p>{notificationText(i18n, notification)}</p>
}

describe('notificationText', () => {
  it('says a duplicate charge was refunded, with the amount in the reader’s format', async () => {
    await renderWithApp(<Text notification={note('payment_refunded', { order_id: 3, amount_cents: 5900 })} />)
    expect(screen.getByText(/^Ti abbiamo rimborsato un addebito doppio di 59,00\s€\.$/)).toBeTruthy()
    cleanup()
    await renderWithApp(
      <Text notification={note('payment_refunded', { order_id: 3, amount_cents: 5900 })} />,
      {
        locale: 'en',
      },
    )
    expect(screen.getByText('We refunded a duplicate charge of €59.00.')).toBeTruthy()
    cleanup()
    await renderWithApp(<Text notification={note('payment_refunded', { order_id: 3 })} />)
    expect(screen.getByText('Ti abbiamo rimborsato un addebito doppio.')).toBeTruthy()
  })
})
