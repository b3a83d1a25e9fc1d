import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { excelCourses, milanTrainers, renamed } from '../../../../machines/saved-searches/fixtures'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { SavedSearches } from './saved-searches'

const LIST = 'GET /api/search/saved'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('SavedSearches (machines/saved-searches)', () => {
  it('renames a search: the refusal under the field, then the new name in the list', async () => {
    let refuse = true
    const api = installFakeApi({
      [LIST]: { body: { data: [excelCourses, milanTrainers] } },
      'PUT /api/search/saved/11': () =>
        refuse
          ? {
              status: 422,
              body: { message: 'Dati non validi.', errors: { name: ['Il nome è troppo lungo.'] } },
            }
          : { body: { data: renamed } },
    })
    await renderWithApp(<SavedSearches />, { path: '/search' })
    const row = (await screen.findByRole('link', { name: 'Corsi di Excel' })).closest('li') as HTMLElement
    fireEvent.click(within(row).getByRole('button', { name: 'Rinomina' }))
    const field = within(row).getByLabelText('Nome della ricerca')
    fireEvent.change(field, { target: { value: 'Excel per iniziare' } })
    fireEvent.submit(field.closest('form') as HTMLFormElement)
    expect(await within(row).findByText('Il nome è troppo lungo.')).toBeTruthy()
    refuse = false
    fireEvent.submit(field.closest('form') as HTMLFormElement)
    expect(await screen.findByRole('link', { name: 'Excel per iniziare' })).toBeTruthy()
    expect(api.calls('PUT /api/search/saved/11').map((call) => call.body)).toEqual([
      { name: 'Excel per iniziare' },
      { name: 'Excel per iniziare' },
    ])
    // the list changed from the answers: it was not asked again
    expect(api.calls(LIST)).toHaveLength(1)
  }, 15_000)

  it('says so when the notification cannot be switched, and keeps the box as the server has it', async () => {
    installFakeApi({
      [LIST]: { body: { data: [excelCourses] } },
      'PUT /api/search/saved/11': { status: 500, body: { message: 'Server Error' } },
    })
    await renderWithApp(<SavedSearches />, { path: '/search' })
    const box = await screen.findByRole('checkbox', { name: 'Avvisami delle novità' })
    fireEvent.click(box)
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect((box as HTMLInputElement).checked).toBe(false)
  })
})
