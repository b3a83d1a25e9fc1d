import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { scrollLockCount } from '../lib/scroll-lock'
import { renderWithApp } from '../testing/render'
import { ConfirmDialog } from './confirm-dialog'
import { Dialog } from './dialog'

afterEach(cleanup)

const TRANSITION = 350

function Harness({
  persistent = false,
  onClose,
}: {
  persistent?: boolean
  onClose?: (r: boolean | undefined) => void
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apri
      </button>
      <Dialog
        open={open}
        persistent={persistent}
        title="Titolo di prova"
        onClose={(result) => {
          setOpen(false)
          onClose?.(result)
        }}
      >
        <button type="button">Dentro</button>
      </Dialog>
    </>
  )
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

describe('Dialog', () => {
  it('is a labelled modal dialog that locks scrolling and closes on Escape, returning focus', async () => {
    const onClose = vi.fn()
    await renderWithApp(<Harness onClose={onClose} />)
    const opener = screen.getByRole('button', { name: 'Apri' })
    opener.focus()
    fireEvent.click(opener)

    const dialog = await screen.findByRole('dialog', { name: 'Titolo di prova' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.body.style.overflow).toBe('hidden')
    expect(dialog.contains(document.activeElement)).toBe(true)
    // SPEC.md §2: the close button's default label, inside the dialog and usable
    const close = within(dialog).getByRole('button', { name: 'Chiudi modale' }) as HTMLButtonElement
    expect(close.disabled).toBe(false)

    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: TRANSITION * 4 })
    expect(onClose).toHaveBeenCalledWith(false)
    expect(document.body.style.overflow).toBe('')
    expect(scrollLockCount()).toBe(0)
    expect(document.activeElement).toBe(opener)
  })

  it('closes on a backdrop click', async () => {
    await renderWithApp(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Apri' }))
    await screen.findByRole('dialog')
    fireEvent.click(screen.getByTestId('dialog-backdrop'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: TRANSITION * 4 })
  })

  it('when persistent, ignores Escape and the backdrop but still closes with its button', async () => {
    await renderWithApp(<Harness persistent />)
    fireEvent.click(screen.getByRole('button', { name: 'Apri' }))
    const dialog = await screen.findByRole('dialog')
    await wait(TRANSITION + 50)

    fireEvent.keyDown(dialog, { key: 'Escape' })
    fireEvent.click(screen.getByTestId('dialog-backdrop'))
    await wait(TRANSITION + 150)
    // still the same open, modal dialog
    expect(screen.getByRole('dialog', { name: 'Titolo di prova' }).getAttribute('aria-modal')).toBe('true')
    expect(document.body.style.overflow).toBe('hidden')

    fireEvent.click(screen.getByRole('button', { name: 'Chiudi modale' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: TRANSITION * 4 })
    expect(document.body.style.overflow).toBe('')
  })

  it('keeps Tab inside the dialog', async () => {
    await renderWithApp(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Apri' }))
    const dialog = await screen.findByRole('dialog')
    const close = screen.getByRole('button', { name: 'Chiudi modale' })
    const inside = screen.getByRole('button', { name: 'Dentro' })
    inside.focus()
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(inside)
  })
})

describe('ConfirmDialog', () => {
  it("defaults to 'OK' and 'Annulla' and answers true or false", async () => {
    const answers: boolean[] = []
    function Confirm() {
      const [open, setOpen] = useState(true)
      return (
        <ConfirmDialog
          open={open}
          title="Eliminare?"
          subtitle="Sottotitolo"
          text="Testo"
          onAnswer={(answer) => {
            answers.push(answer)
            setOpen(false)
          }}
        />
      )
    }
    const { unmount } = await renderWithApp(<Confirm />)
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare?' })
    // title, subtitle and text inside the dialog, in that order
    expect(dialog.textContent).toMatch(/Eliminare\?.*Sottotitolo.*Testo/)
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(answers).toEqual([true]), { timeout: TRANSITION * 4 })
    unmount()

    await renderWithApp(<Confirm />)
    await screen.findByRole('dialog')
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }))
    await waitFor(() => expect(answers).toEqual([true, false]), { timeout: TRANSITION * 4 })
  })

  it('runs the action on OK, then answers true and closes; a second confirm waits for its own answer', async () => {
    const answers: boolean[] = []
    let finish: () => void = () => {}
    function Confirm() {
      const [open, setOpen] = useState(true)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Di nuovo
          </button>
          <ConfirmDialog
            open={open}
            title="Pubblicare?"
            onConfirm={() => new Promise<void>((resolve) => (finish = resolve))}
            onAnswer={(answer) => {
              answers.push(answer)
              setOpen(false)
            }}
          />
        </>
      )
    }
    await renderWithApp(<Confirm />)
    await screen.findByRole('dialog', { name: 'Pubblicare?' })
    await wait(TRANSITION + 50)
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    // while the action runs the dialog is busy and stays
    await wait(50)
    expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe('true')
    expect(answers).toEqual([])
    await act(async () => finish())
    await waitFor(() => expect(answers).toEqual([true]), { timeout: TRANSITION * 4 })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: TRANSITION * 4 })

    // opened again, it does not answer by itself: the earlier OK belongs to the earlier question
    fireEvent.click(screen.getByRole('button', { name: 'Di nuovo' }))
    await screen.findByRole('dialog', { name: 'Pubblicare?' })
    await wait(TRANSITION + 150)
    expect(screen.getByRole('dialog', { name: 'Pubblicare?' }).getAttribute('aria-busy')).toBeNull()
    expect(answers).toEqual([true])
  })

  it('shows a busy spinner and cannot be dismissed while loading', async () => {
    await renderWithApp(<ConfirmDialog open loading title="In corso" onAnswer={() => {}} />)
    const dialog = await screen.findByRole('dialog')
    expect(dialog.getAttribute('aria-busy')).toBe('true')
    expect(within(dialog).getByRole('img', { name: 'Caricamento in corso' }).tagName.toLowerCase()).toBe(
      'svg',
    )
    expect((screen.getByRole('button', { name: /OK/ }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await wait(TRANSITION + 150)
    expect(screen.getByRole('dialog', { name: 'In corso' }).getAttribute('aria-busy')).toBe('true')
  })
})
