import { useLingui } from '@lingui/react'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Notification } from '../../../contracts/notifications/schemas'
import { renderWithApp } from '../../shared/testing/render'
import { notificationLink, notificationText } from './notification-text'

afterEach(cleanup)

const note = (slug_type: string, data: Record<string, unknown>): Notification => ({
  id: 1,
  slug_type,
  data,
  read_at: null,
  created_at: '2026-11-27T10:00:00.000Z',
})

function Text({ notification }: { notification: Notification }) {
  const { i18n } = useLingui()
  return <p>{notificationText(i18n, notification)}</p>
}

describe('the network’s notifications (issue 16)', () => {
  it('read in Italian and English', async () => {
    const data = { name: 'Sofia Esposito', user_id: 2, slug: 'sofia-esposito', competence: 'Negoziazione' }
    await renderWithApp(<Text notification={note('competence_confirmed', data)} />)
    expect(screen.getByText('Sofia Esposito ha confermato la tua competenza «Negoziazione».')).toBeTruthy()
    cleanup()
    await renderWithApp(<Text notification={note('partnership_terminated', data)} />, { locale: 'en' })
    expect(screen.getByText('Sofia Esposito ended the partnership with you.')).toBeTruthy()
  })

  it('lead to the person’s profile, or to the own network for a recommendation to accept', () => {
    expect(notificationLink(note('partnership_request', { slug: 'sofia-esposito' }))).toEqual({
      route: 'id',
      params: { id: 'sofia-esposito' },
    })
    expect(notificationLink(note('recommendation_received', { slug: 'marco-rossi' }))).toEqual({
      route: 'me',
      hash: 'my-network-heading',
    })
    expect(notificationLink(note('partnership_request', { slug: '../../x' }))).toBeNull()
    expect(notificationLink(note('new_message', { user_id: 12, name: 'Anna', conversation_id: 3 }))).toEqual({
      route: 'dms-new-id',
      params: { id: '12' },
    })
    expect(notificationLink(note('new_message', { user_id: '../x' }))).toBeNull()
  })
})
