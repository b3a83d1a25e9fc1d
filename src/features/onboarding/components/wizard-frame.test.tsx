/** Enter in a step's search field never submits the step (issue 35). */
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepSearchesInStep } from './wizard-frame'

afterEach(cleanup)

function Step({ onSubmit }: { onSubmit: () => void }) {
  return (
    <div onKeyDown={keepSearchesInStep}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <input type="search" aria-label="Cerca un interesse" />
        <input type="text" aria-label="Nome" />
      </form>
    </div>
  )
}

describe('keepSearchesInStep', () => {
  it('keeps Enter in a search field from submitting, and leaves other fields and keys alone', () => {
    render(<Step onSubmit={vi.fn()} />)
    const search = screen.getByLabelText('Cerca un interesse')
    // fireEvent answers false when a handler prevented the default (the implicit submission)
    expect(fireEvent.keyDown(search, { key: 'Enter' })).toBe(false)
    expect(fireEvent.keyDown(search, { key: 'a' })).toBe(true)
    expect(fireEvent.keyDown(screen.getByLabelText('Nome'), { key: 'Enter' })).toBe(true)
  })
})
