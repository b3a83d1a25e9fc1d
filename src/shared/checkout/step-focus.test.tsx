/** Issue 35: each checkout step takes the focus to its heading; the password toggle has a name of its own. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PurchaseView } from '../../../machines/purchase'
import { renderWithApp } from '../testing/render'
import { PasswordField } from '../ui/form-fields'
import { useStepFocus } from './checkout-steps'

afterEach(cleanup)

function Steps() {
  const [status, setStatus] = useState<PurchaseView['status']>('loading')
  const ref = useStepFocus(status)
  return (
    <main>
      <h1>Metodo di pagamento</h1>
      <button onClick={() => setStatus('paymentMethods')}>methods</button>
      <button onClick={() => setStatus('pendingBankTransfer')}>transfer</button>
      <div ref={ref}>{status === 'pendingBankTransfer' && <h2>In attesa del bonifico</h2>}</div>
    </main>
  )
}

describe('checkout step focus', () => {
  it('moves the focus to the new step’s heading, or the page’s when the step has none', () => {
    render(<Steps />)
    expect(document.activeElement).toBe(document.body)
    fireEvent.click(screen.getByText('methods'))
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }))
    fireEvent.click(screen.getByText('transfer'))
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }))
  })
})

describe('PasswordField', () => {
  it('names its show/hide button on the button itself, in the page’s language', async () => {
    await renderWithApp(
      <PasswordField name="password" label="Password" value="x" onValue={() => {}} onLeave={() => {}} />,
      {
        locale: 'en',
      },
    )
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(toggle.getAttribute('aria-label')).toBe('Show password')
    fireEvent.click(toggle)
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy()
  })
})
