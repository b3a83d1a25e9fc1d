/** A trainer's books on /me, as the CV section's tests play with them. */
import type { CvEntry, CvField } from './cv-section.machine'

export const bookFields: CvField[] = [{ name: 'title' }, { name: 'author' }, { name: 'year' }]

export const firstBook: CvEntry = {
  id: 1,
  title: 'Parlare in pubblico senza paura',
  author: 'Marco Rossi',
  year: 2019,
  url: null,
  description: '',
  image_url: null,
}

/** What the server answers for a new book. */
export const secondBook: CvEntry = {
  ...firstBook,
  id: 2,
  title: 'Excel per il controllo di gestione',
  author: 'Alessandro Ferrari',
  year: 2022,
}

export const experienceFields: CvField[] = [
  { name: 'role' },
  { name: 'company' },
  { name: 'current', checkbox: true },
  { name: 'start_date' },
  { name: 'end_date' },
]

export const currentJob: CvEntry = {
  id: 5,
  role: 'Formatore',
  company: 'Aula',
  current: true,
  start_date: '2020-01-01',
  end_date: '2021-01-01',
}

export { refusals } from '../course-manager/fixtures'
