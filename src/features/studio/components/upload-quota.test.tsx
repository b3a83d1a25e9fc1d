import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../shared/testing/fake-api'
import { renderWithApp } from '../../../shared/testing/render'
import { formatBytes, UploadQuotaSummary } from './upload-quota'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const GiB = 1024 ** 3
const quota = {
  pending_bytes: 2.5 * GiB,
  pending_quota_bytes: 10 * GiB,
  stored_bytes: 40 * GiB,
  stored_quota_bytes: 50 * GiB,
  max_upload_bytes: 5 * GiB,
}

describe('UploadQuotaSummary (issue 32)', () => {
  it('shows the videos kept and the unfinished uploads against their quotas, in Italian', async () => {
    const api = installFakeApi({ 'GET /api/studio/upload-quota': { body: { data: quota } } })
    await renderWithApp(<UploadQuotaSummary version="a" />)
    expect(await screen.findByRole('heading', { name: 'Spazio per i video' })).toBeTruthy()
    expect(screen.getByText('42,5 GB su 50 GB')).toBeTruthy()
    expect(screen.getByText('2,5 GB su 10 GB')).toBeTruthy()
    expect(screen.getByText(/al massimo 5 GB/)).toBeTruthy()
    const meter = screen.getByRole('meter', { name: 'Caricamenti non finiti' })
    expect(meter.getAttribute('value')).toBe(String(2.5 * GiB))
    expect(api.calls('GET /api/studio/upload-quota')).toHaveLength(1)
  }, 30_000)

  it('in English', async () => {
    installFakeApi({ 'GET /api/studio/upload-quota': { body: { data: quota } } })
    await renderWithApp(<UploadQuotaSummary version="a" />, { locale: 'en' })
    expect(await screen.findByRole('heading', { name: 'Video storage' })).toBeTruthy()
    expect(screen.getByText('42.5 GB of 50 GB')).toBeTruthy()
    expect(screen.getByRole('meter', { name: 'Videos kept and uploads in progress' })).toBeTruthy()
    expect(screen.getByText(/at most 5 GB/)).toBeTruthy()
  }, 30_000)

  it('formats bytes as GB, MB below one', () => {
    expect(formatBytes(1536 * 1024 ** 2, 'it')).toBe('1,5 GB')
    expect(formatBytes(300 * 1024 ** 2, 'en')).toBe('300 MB')
  })
})
