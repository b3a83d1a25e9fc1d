import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PageProps } from '../../../shared/lib/routing'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { MeSettingsPage } from './me-settings-page'

const props = { title: 'Impostazioni del profilo', params: {} } as unknown as PageProps
const SETTINGS = 'GET /api/profile/settings'
const settings = {
  slug: 'giulia-bianchi',
  is_public: true,
  hidden_sections: [],
  hr_visible: false,
  can_set_hr_visible: true,
}
// what the personal form reads of the owner's profile
const profile = { gender: null, birth_date: null, same_residency: true }

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('MeSettingsPage (machines/request, the resource machine)', () => {
  it('says an address is taken as it is typed, shows the 422 under the field, then saves and loads again', async () => {
    let refuse = true
    let checks = 0
    const api = installFakeApi({
      [SETTINGS]: { body: { data: settings } },
      'GET /api/profile/me/details': { body: { data: profile } },
      // the first address typed is someone else's, the second is free
      'GET /api/profile/slug-exists': () => ({ body: { data: { exists: ++checks === 1 } } }),
      'PUT /api/profile/settings': () =>
        refuse
          ? {
              status: 422,
              body: {
                message: 'Dati non validi.',
                errors: { slug: ['Indirizzo non valido: solo lettere e numeri.'] },
              },
            }
          : { body: { data: { ...settings, slug: 'giulia-b' } } },
    })
    await renderWithApp(<MeSettingsPage {...props} />, { path: '/me/s' })
    const field = await screen.findByLabelText('Indirizzo del profilo')
    fireEvent.change(field, { target: { value: 'giulia-b' } })
    expect(await screen.findByText(/Questo indirizzo è già usato da un altro profilo/)).toBeTruthy()
    const save = screen.getByRole('button', { name: 'Salva le impostazioni' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)

    fireEvent.change(field, { target: { value: 'giulia_b' } })
    await vi.waitFor(() => expect(api.calls('GET /api/profile/slug-exists')).toHaveLength(2))
    expect(save.disabled).toBe(false)
    fireEvent.click(save)
    expect(await screen.findByText('Indirizzo non valido: solo lettere e numeri.')).toBeTruthy()
    expect(screen.queryByText('Salvataggio non riuscito. Riprova.')).toBeNull()

    refuse = false
    fireEvent.click(save)
    expect(await screen.findByText('Impostazioni salvate.')).toBeTruthy()
    await vi.waitFor(() => expect(api.calls(SETTINGS)).toHaveLength(2))
    expect(api.calls('PUT /api/profile/settings').at(-1)?.body).toMatchObject({
      slug: 'giulia_b',
      is_public: true,
    })
  }, 20_000)
})
