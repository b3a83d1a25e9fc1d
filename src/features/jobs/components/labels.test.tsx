import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, i18n, loadEveryCatalogPart } from '../../../shared/i18n'
import { flowRecorder } from '../../../shared/lib/flow-recorder'
import type { PageProps } from '../../../shared/lib/routing'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { JobListingsPage } from '../pages/joblistings-page'
import { applicationStatusLabel } from './labels'

describe('applicationStatusLabel', () => {
  it("agrees 'hired' with the person's gender, neutral when the profile does not say", async () => {
    await loadEveryCatalogPart('it')
    await activateLocale('it')
    expect(applicationStatusLabel(i18n, 'hired', 'female')).toBe('Assunta')
    expect(applicationStatusLabel(i18n, 'hired', 'male')).toBe('Assunto')
    expect(applicationStatusLabel(i18n, 'hired', null)).toBe('Assunzione')
    expect(applicationStatusLabel(i18n, 'hired', 'other')).toBe('Assunzione')
    expect(applicationStatusLabel(i18n, 'shortlisted', 'female')).toBe('In rosa')
    await loadEveryCatalogPart('en')
    await activateLocale('en')
    expect(applicationStatusLabel(i18n, 'hired', 'female')).toBe('Hired')
  })
})

// The area's one view test file: the public list's filters too (machines/list-query through ../actors).
describe('the public job list', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it("asks for the URL's filters and page, says none matches them, and follows the form's new query", async () => {
    installFakeApi({
      'GET /api/public/job-listings': {
        body: { data: [], meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 } },
      },
    })
    const asked = () =>
      vi
        .mocked(fetch)
        .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/public/job-listings')
        .map((url) => Object.fromEntries(url.searchParams))
    flowRecorder.clear()
    await renderWithApp(<JobListingsPage {...({ title: 'Offerte di lavoro' } as PageProps)} />, {
      path: '/joblistings?q=excel&remote=1&contract_type=nonsense&page=2',
    })
    expect(
      await screen.findByText('Nessuna offerta corrisponde alla ricerca.', {}, { timeout: 12_000 }),
    ).toBeTruthy()
    // a contract the API does not know is left out
    expect(asked()).toEqual([{ page: '2', perPage: '10', q: 'excel', remote: '1' }])

    fireEvent.change(screen.getByLabelText('Contratto'), { target: { value: 'part_time' } })
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }))
    await waitFor(() => expect(asked()).toHaveLength(2))
    expect(asked()[1]).toEqual({
      page: '1',
      perPage: '10',
      q: 'excel',
      remote: '1',
      contract_type: 'part_time',
    })
    // the trace holds the filter change
    const synced = flowRecorder
      .steps()
      .filter((step) => step.machine === 'listQuery' && step.event.type === 'list.sync')
      .map((step) => (step.event as { query?: Record<string, string> }).query)
    expect(synced.at(-1)).toEqual({ q: 'excel', remote: '1', contract_type: 'part_time' })
  }, 30_000)
})
