import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PartnershipAction, PartnershipStatus } from '../../../../contracts/network/schemas'
import { renderWithApp } from '../../../shared/testing/render'

const calls: PartnershipAction[] = []
const answers: Partial<
  Record<PartnershipAction, PartnershipStatus['standing'] | { status: number; message: string }>
> = {}

vi.mock('./api', () => ({
  loadPartnershipStatus: async (): Promise<PartnershipStatus> => ({
    user_id: 7,
    standing: 'none',
    id: null,
    since: null,
  }),
  partnershipAct: async (_: number, action: PartnershipAction): Promise<PartnershipStatus> => {
    calls.push(action)
    const answer = answers[action] ?? 'none'
    if (typeof answer !== 'string') throw answer
    return { user_id: 7, standing: answer, id: answer === 'none' ? null : 1, since: null }
  },
}))

const { PartnershipButton } = await import('./partnership-button')

afterEach(() => {
  cleanup()
  calls.length = 0
})

describe('PartnershipButton', () => {
  it('accepts a request asked of the user, then ends the partnership only after the confirmation', async () => {
    answers.accept = 'accepted'
    answers.terminate = 'none'
    const onChange = vi.fn()
    await renderWithApp(
      <PartnershipButton userId={7} name="Sofia" standing="pending_received" onChange={onChange} />,
    )
    expect(screen.getByText('Sofia ti ha chiesto una partnership')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Accetta la partnership' }))
    await screen.findByText('Siete partner')
    expect(onChange).toHaveBeenLastCalledWith('accepted')

    fireEvent.click(screen.getByRole('button', { name: 'Termina la partnership' }))
    const dialog = await screen.findByRole('dialog', { name: 'Terminare la partnership?' })
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }))
    await waitFor(() => expect(dialog.isConnected).toBe(false))
    expect(calls).toEqual(['accept'])
    fireEvent.click(screen.getByRole('button', { name: 'Termina la partnership' }))
    await screen.findByRole('dialog', { name: 'Terminare la partnership?' })
    fireEvent.click(screen.getByRole('button', { name: 'Termina' }))
    await screen.findByRole('button', { name: 'Chiedi una partnership' })
    expect(calls).toEqual(['accept', 'terminate'])
  })

  it('shows the server’s refusal and keeps the standing', async () => {
    answers.request = { status: 500, message: 'Il server non risponde.' }
    await renderWithApp(<PartnershipButton userId={7} name="Sofia" standing="none" />)
    fireEvent.click(screen.getByRole('button', { name: 'Chiedi una partnership' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Il server non risponde.')
    expect(screen.getByRole('button', { name: 'Chiedi una partnership' })).toBeTruthy()
  })
})
