import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SelectField, TextAreaField, TextField } from './form-fields'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function Field({ error }: { error?: string }) {
  return <TextField name="email" label="Email" value="" error={error} onValue={() => {}} onLeave={() => {}} />
}

const reserved = () => document.querySelector('[data-reserved]')

describe('FieldError', () => {
  it('drops a corrected error at once when no pointer is pressed (keyboard, typing)', () => {
    const { rerender } = render(<Field error="Il campo Email è richiesto" />)
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    rerender(<Field />)
    expect(screen.queryByText('Il campo Email è richiesto')).toBeNull()
  })

  it('keeps the space of an error that goes away during a press until the click is over', () => {
    vi.useFakeTimers()
    const { rerender } = render(<Field error="Il campo Email è richiesto" />)
    // pressing the submit button blurs the field, and the lazy form drops its error
    fireEvent.pointerDown(document.body)
    rerender(<Field />)
    const field = screen.getByLabelText('Email')
    expect(field.getAttribute('aria-invalid')).toBeNull()
    expect(field.getAttribute('aria-describedby')).toBeNull()
    expect(reserved()?.textContent).toBe('Il campo Email è richiesto')
    expect(reserved()?.getAttribute('aria-hidden')).toBe('true')
    expect(reserved()?.className).toContain('invisible')

    fireEvent.pointerUp(document.body)
    // the click lands in the same task as the release: the space is still there for it
    expect(reserved()).not.toBeNull()
    act(() => vi.advanceTimersByTime(0))
    expect(reserved()).toBeNull()
  })

  it('holds an error that appears during a press until the click is over', () => {
    vi.useFakeTimers()
    const { rerender } = render(<Field />)
    // pressing the submit button blurs the empty field, and the lazy form finds it missing
    fireEvent.pointerDown(document.body)
    rerender(<Field error="Il campo Email è richiesto" />)
    expect(screen.queryByText('Il campo Email è richiesto')).toBeNull()

    fireEvent.pointerUp(document.body)
    // the click lands in the same task as the release, before the message moves the button
    expect(screen.queryByText('Il campo Email è richiesto')).toBeNull()
    act(() => vi.advanceTimersByTime(0))
    expect(screen.getByText('Il campo Email è richiesto')).toBeTruthy()
  })

  it('shows a new error in place of the kept space', () => {
    vi.useFakeTimers()
    const { rerender } = render(<Field error="Il campo Email è richiesto" />)
    fireEvent.pointerDown(document.body)
    rerender(<Field />)
    rerender(<Field error="Il campo Email deve essere un indirizzo email valido" />)
    expect(reserved()).toBeNull()
    expect(screen.getByText('Il campo Email deve essere un indirizzo email valido')).toBeTruthy()
    fireEvent.pointerUp(document.body)
    act(() => vi.advanceTimersByTime(0))
  })
})

describe('TextAreaField', () => {
  const Area = ({ error }: { error?: string }) => (
    <TextAreaField
      name="message"
      label="Messaggio"
      value=""
      hint="Descrivi cosa è successo."
      error={error}
      onValue={() => {}}
      onLeave={() => {}}
    />
  )

  it('reads its hint out with the field, and its error after it', () => {
    const { rerender } = render(<Area />)
    const area = screen.getByLabelText('Messaggio')
    const described = () =>
      (area.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
    expect(described()).toEqual(['Descrivi cosa è successo.'])
    rerender(<Area error="Il campo Messaggio è richiesto" />)
    expect(described()).toEqual(['Descrivi cosa è successo.', 'Il campo Messaggio è richiesto'])
    expect(area.getAttribute('aria-invalid')).toBe('true')
  })
})

describe('SelectField', () => {
  it('offers the placeholder as the empty choice, then the options, and reports the chosen value', () => {
    const chosen: string[] = []
    render(
      <SelectField
        name="category"
        label="Categoria"
        value=""
        placeholder="Scegli"
        options={[{ value: 'billing', label: 'Pagamenti' }]}
        onValue={(value) => chosen.push(value)}
      />,
    )
    const select = screen.getByLabelText('Categoria') as HTMLSelectElement
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Scegli'],
      ['billing', 'Pagamenti'],
    ])
    fireEvent.change(select, { target: { value: 'billing' } })
    expect(chosen).toEqual(['billing'])
  })
})
