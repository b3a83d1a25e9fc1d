import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button'

describe('Button', () => {
  it('is a <button type="button"> by default', () => {
    render(<Button>Salva</Button>)
    const button = screen.getByRole('button', { name: 'Salva' })
    expect(button.tagName).toBe('BUTTON')
    expect(button.getAttribute('type')).toBe('button')
    // no variant: not full width, not outlined, not a pill
    expect({ ...button.dataset }).toEqual({})
    expect((button as HTMLButtonElement).disabled).toBe(false)
  })

  it('keeps an explicit type', () => {
    render(<Button type="submit">Invia</Button>)
    expect(screen.getByRole('button', { name: 'Invia' }).getAttribute('type')).toBe('submit')
  })

  it('applies the block, outline and rounded variants', () => {
    render(
      <Button block outline rounded>
        Varianti
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Varianti' })
    expect({ ...button.dataset }).toEqual({ block: '', outline: '', rounded: '' })
    // each variant on its own
    render(<Button outline>Solo bordo</Button>)
    expect({ ...screen.getByRole('button', { name: 'Solo bordo' }).dataset }).toEqual({ outline: '' })
  })

  it('does not fire clicks when disabled', () => {
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        Bloccato
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Bloccato' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('renders another tag with `as`, without a type, and disables links accessibly', () => {
    const onClick = vi.fn()
    render(
      <>
        <Button as="a" href="/courses">
          Corsi
        </Button>
        <Button as="a" href="/login" disabled onClick={onClick}>
          Accedi
        </Button>
      </>,
    )
    const link = screen.getByRole('link', { name: 'Corsi' })
    expect(link.tagName).toBe('A')
    expect(link.getAttribute('href')).toBe('/courses')
    expect(link.hasAttribute('type')).toBe(false)
    const disabled = screen.getByRole('link', { name: 'Accedi' })
    expect(disabled.getAttribute('aria-disabled')).toBe('true')
    expect(disabled.getAttribute('tabindex')).toBe('-1')
    const event = new MouseEvent('click', { bubbles: true, cancelable: true })
    disabled.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
  })
})
