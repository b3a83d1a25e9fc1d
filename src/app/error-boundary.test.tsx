import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../shared/testing/render'
import { ErrorPage } from '../shared/ui/error-page'
import { clearAppError, getAppError, handleFatalError } from './app-error'
import { AppErrorBoundary } from './error-boundary'

afterEach(() => {
  cleanup()
  clearAppError()
})

let shouldThrow = true

function Fragile() {
  const [clicked, setClicked] = useState(false)
  if (clicked && shouldThrow) throw new Error('boom')
  return (
    <button type="button" onClick={() => setClicked(true)}>
      Rompi
    </button>
  )
}

describe('ErrorPage', () => {
  it("'Torna alla home' clears the error and navigates to '/'", async () => {
    const onReset = vi.fn()
    const { location } = await renderWithApp(<ErrorPage onReset={onReset} />, { path: '/dev' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ops! Qualcosa è andato storto')
    await waitFor(() => expect(document.title).toBe('Si è verificato un errore · Aula'))
    const back = screen.getByRole('link', { name: 'Torna alla home' })
    expect(back.getAttribute('href')).toBe('/')
    fireEvent.click(back)
    expect(onReset).toHaveBeenCalledTimes(1)
    expect(location.history.at(-1)).toBe('/')
  })

  it('replaces the app after a render error, and going home renders the app again', async () => {
    shouldThrow = true
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { location } = await renderWithApp(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
      { path: '/dev' },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Rompi' }))
    const back = await screen.findByRole('link', { name: 'Torna alla home' })
    expect(getAppError()).toBeInstanceOf(Error)
    spy.mockRestore()

    shouldThrow = false
    fireEvent.click(back)
    expect(getAppError()).toBeNull()
    expect(location.history.at(-1)).toBe('/')
    expect(screen.queryByRole('link', { name: 'Torna alla home' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Ops! Qualcosa è andato storto' })).toBeNull()
    // the app again, usable: the button is back and renders without throwing
    fireEvent.click(screen.getByRole('button', { name: 'Rompi' }))
    expect(screen.getByRole('button', { name: 'Rompi' }).textContent).toBe('Rompi')
    expect(getAppError()).toBeNull()
  })

  it('keeps the English user in English', async () => {
    await renderWithApp(<ErrorPage onReset={() => {}} />, { path: '/en/dev', locale: 'en' })
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en')
  })
})

describe('fatal error handling', () => {
  it('reloads for a chunk-load error when the guard allows it, otherwise shows the error', () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/x.js')
    handleFatalError(chunkError, () => true)
    expect(getAppError()).toBeNull()
    handleFatalError(chunkError, () => false)
    expect(getAppError()).toBe(chunkError)
  })
})
