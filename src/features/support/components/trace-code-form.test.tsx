import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../shared/testing/render'
import { normaliseTraceCode } from '../trace-code'
import { TraceCodeForm } from './trace-code-form'

afterEach(cleanup)

describe('normaliseTraceCode', () => {
  it('reads a code as a user says it, and refuses what cannot be one', () => {
    expect(normaliseTraceCode('AULA-7KX3-Q9')).toBe('AULA-7KX3-Q9')
    expect(normaliseTraceCode(' aula 7kx3 q9 ')).toBe('AULA-7KX3-Q9')
    expect(normaliseTraceCode('7kx3.q9')).toBe('AULA-7KX3-Q9')
    // look-alikes the alphabet leaves out, and the wrong length
    expect(normaliseTraceCode('AULA-0KX3-Q9')).toBeUndefined()
    expect(normaliseTraceCode('AULA-7KX3-Q')).toBeUndefined()
    expect(normaliseTraceCode('')).toBeUndefined()
  })
})

describe('TraceCodeForm', () => {
  it('opens a typed code on /dev, in Italian', async () => {
    const { location } = await renderWithApp(<TraceCodeForm />, { path: '/dev' })
    const field = screen.getByLabelText('Codice del flusso')
    // a labelled field and a submit button of the same form: Enter in the field submits it
    expect(field.getAttribute('aria-describedby')).toBeTruthy()
    const button = screen.getByRole('button', { name: 'Apri il flusso' })
    expect(button.getAttribute('type')).toBe('submit')
    expect(button.closest('form')).toBe(field.closest('form'))

    fireEvent.change(field, { target: { value: 'aula 7kx3 q9' } })
    fireEvent.submit(field.closest('form')!)
    expect(location.history.at(-1)).toBe('/dev?trace=AULA-7KX3-Q9')
    expect((field as HTMLInputElement).value).toBe('AULA-7KX3-Q9')
  })

  it('refuses a code that cannot be one without leaving the page, in English', async () => {
    const { location } = await renderWithApp(<TraceCodeForm />, { path: '/en/dev' })
    const field = screen.getByLabelText('Flow code')
    fireEvent.change(field, { target: { value: 'AULA-0000-00' } })
    fireEvent.click(screen.getByRole('button', { name: 'Open the flow' }))
    expect(screen.getByRole('alert').textContent).toBe('The code must look like AULA-XXXX-XX.')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(location.history).toEqual(['/en/dev'])

    fireEvent.change(field, { target: { value: 'AULA-7KX3-Q9' } })
    fireEvent.click(screen.getByRole('button', { name: 'Open the flow' }))
    expect(location.history.at(-1)).toBe('/en/dev?trace=AULA-7KX3-Q9')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
