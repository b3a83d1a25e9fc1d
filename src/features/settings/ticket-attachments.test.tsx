import { cleanup, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithApp } from '../../shared/testing/render'
import { TicketAttachments } from './ticket-attachments'

afterEach(cleanup)

function Picker({ error }: { error?: string }) {
  const [files, setFiles] = useState<File[]>([])
  return <TicketAttachments files={files} onFiles={setFiles} error={error} />
}

const png = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' })
const choose = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Allegati'), { target: { files } })
const listed = () => screen.queryAllByRole('listitem').map((item) => item.textContent)

describe('TicketAttachments', () => {
  it('lists the chosen files with their size, and removes one by its button', async () => {
    await renderWithApp(<Picker />, { path: '/mysettings/help' })
    choose(png('schermata.png', 3 * 1024), new File(['%PDF-1.4'], 'fattura.pdf', { type: 'application/pdf' }))
    expect(listed()).toEqual(['schermata.png3 KBRimuovi', 'fattura.pdf1 KBRimuovi'])
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi schermata.png' }))
    expect(listed()).toEqual(['fattura.pdf1 KBRimuovi'])
  })

  it('refuses a fourth file, one over 5 MB and a type not offered, saying why', async () => {
    await renderWithApp(<Picker />, { path: '/mysettings/help' })
    choose(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }))
    expect(screen.getByText('Il file «setup.exe» non è un’immagine JPEG, PNG o WebP né un PDF.')).toBeTruthy()
    choose(png('enorme.png', 5 * 1024 * 1024 + 1))
    expect(screen.getByText('Il file «enorme.png» supera 5 MB.')).toBeTruthy()
    choose(png('a.png'), png('b.png'), png('c.png'), png('d.png'))
    expect(listed()).toHaveLength(3)
    expect(screen.getByText('Puoi allegare al massimo 3 file.')).toBeTruthy()
    // full: the picker waits until one is removed
    expect((screen.getByLabelText('Allegati') as HTMLInputElement).disabled).toBe(true)
  })

  it("shows the server's message about the files", async () => {
    await renderWithApp(<Picker error="Il file «x.pdf» non è un’immagine JPEG, PNG o WebP né un PDF." />, {
      path: '/mysettings/help',
    })
    expect(screen.getByLabelText('Allegati').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Il file «x.pdf» non è un’immagine JPEG, PNG o WebP né un PDF.')).toBeTruthy()
  })
})
