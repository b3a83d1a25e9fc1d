/**
 * The documents step's uploads: the real component and API calls against a fake server at the
 * network boundary (fetch for the JSON calls, XMLHttpRequest for the uploads and their progress).
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Media } from '../../../../contracts/media/schemas'
import { findFieldError } from '../../../shared/testing/assertions'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { DocumentsUploads } from './documents-step'

/** One upload as the browser would send it; the test answers it when it wants. */
class FakeXhr {
  static sent: FakeXhr[] = []
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: FormData | undefined
  status = 0
  responseText = ''
  withCredentials = false
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null
  } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  getResponseHeader(_name: string): string | null {
    return null
  }
  send(body: FormData) {
    this.body = body
    FakeXhr.sent.push(this)
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }))
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    act(() => this.onload?.())
  }
}

const stored = (overrides: Partial<Media>): Media => ({
  id: 1,
  collection: 'avatar',
  mime: 'image/webp',
  size: 1000,
  width: 512,
  height: 512,
  name: 'me.jpg',
  url: '/media/11111111-1111-1111-1111-111111111111.webp',
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  FakeXhr.sent = []
})

const pick = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } })

async function open(files: Media[] = [], routes: Parameters<typeof installFakeApi>[0] = {}) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  const api = installFakeApi({ 'GET /api/media': { body: { data: files } }, ...routes })
  await renderWithApp(<DocumentsUploads />)
  await screen.findByLabelText('Foto del profilo')
  return api
}

describe('DocumentsUploads', () => {
  it('uploads an avatar with a progress bar, shows the stored picture and removes it', async () => {
    const api = await open([], { 'DELETE /api/media/7': { status: 204 } })
    expect(screen.getAllByText('Nessuna immagine caricata.')).toHaveLength(2)
    pick('Foto del profilo', new File(['jpeg-bytes'], 'me.jpg', { type: 'image/jpeg' }))
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1))
    const [xhr] = FakeXhr.sent
    expect(`${xhr.method} ${xhr.url}`).toBe('POST /api/media')
    expect(xhr.body?.get('collection')).toBe('avatar')
    expect((xhr.body?.get('file') as File).name).toBe('me.jpg')
    xhr.progress(30, 100)
    const bar = screen.getByRole('progressbar', { name: 'Invio di Foto del profilo' })
    expect(bar.getAttribute('aria-valuenow')).toBe('30')
    expect(screen.getByLabelText('Foto del profilo')).toHaveProperty('disabled', true)
    xhr.answer(201, { data: stored({ id: 7 }) })
    const picture = await screen.findByAltText('Foto del profilo')
    expect(picture.getAttribute('src')).toBe('/media/11111111-1111-1111-1111-111111111111.webp')
    expect(screen.queryByRole('progressbar')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi Foto del profilo: me.jpg' }))
    await waitFor(() => expect(screen.queryByAltText('Foto del profilo')).toBeNull())
    expect(api.calls('DELETE /api/media/7')).toHaveLength(1)
  })

  it('shows the server’s message on the file’s own field, and refuses an oversize file before sending', async () => {
    await open([
      stored({ id: 3, collection: 'cv', mime: 'application/pdf', name: 'cv.pdf', url: '/media/x.pdf' }),
    ])
    expect(screen.getByRole('link', { name: 'cv.pdf' })).toBeTruthy()
    pick('Certificati', new File(['png'], 'cert.pdf', { type: 'application/pdf' }))
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1))
    FakeXhr.sent[0].answer(422, {
      message: 'Il file deve essere un PDF.',
      errors: { file: ['Il file deve essere un PDF.'] },
    })
    await findFieldError('Certificati', 'Il file deve essere un PDF.')

    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' })
    pick('Curriculum vitae', big)
    await findFieldError('Curriculum vitae', 'Il file supera il limite di 10 MB.')
    expect(FakeXhr.sent).toHaveLength(1)
  })

  it('says when the list cannot be loaded, and loads it again on "Riprova"', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    let failing = true
    installFakeApi({
      'GET /api/media': () =>
        failing ? { status: 500, body: { message: 'Server Error' } } : { body: { data: [] } },
    })
    await renderWithApp(<DocumentsUploads />)
    await screen.findByText('Non è stato possibile caricare i tuoi documenti.')
    failing = false
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }))
    await screen.findByLabelText('Foto del profilo')
  })
})
