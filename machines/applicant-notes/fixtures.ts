/** An applicant in an HR user's pipeline. */
import type { Applicant } from '../../contracts/jobs/schemas'

export const applicant: Applicant = {
  id: 31,
  status: 'viewed',
  cover_letter: 'Mi piacerebbe lavorare con voi.',
  cv: { id: 4, name: 'cv.pdf', url: '/media/files/4/cv.pdf' },
  notes: '',
  created_at: '2026-11-29T09:00:00.000Z',
  updated_at: '2026-11-29T09:00:00.000Z',
  person: {
    id: 8,
    slug: 'chiara-esposito',
    full_name: 'Chiara Esposito',
    email: 'chiara@example.com',
    avatar_url: null,
    payoff: '',
    city: 'Napoli',
    competences: [],
    skills: [],
    gender: 'female',
  },
}

/** The same applicant once the note is saved. */
export const noted: Applicant = { ...applicant, notes: 'Da richiamare' }

export { refusals } from '../course-manager/fixtures'
