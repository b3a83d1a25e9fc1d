/** An HR user's job listing as the manage page loads it. */
import type { ManagedJobListing } from '../../contracts/jobs/schemas'

export const draftListing = {
  id: 21,
  title: 'Analista dati',
  description: 'Analisi dei dati di vendita con SQL.',
  requirements: '',
  city: 'Milano',
  remote: false,
  contract_type: 'full_time',
  seniority: 'mid',
  salary_min: 30000,
  salary_max: 40000,
  expires_at: null,
  status: 'draft',
  published_at: null,
  applications: { sent: 0, viewed: 0, shortlisted: 0, rejected: 0, hired: 0 },
  created_at: '2026-11-29T09:00:00.000Z',
  updated_at: '2026-11-29T09:00:00.000Z',
} as unknown as ManagedJobListing

export { refusals } from '../course-manager/fixtures'
