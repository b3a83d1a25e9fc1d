/** The saved searches of a student (item_data as the SPA saves them), for the saved-searches tests. */
import type { SavedSearch } from '../../contracts/search/schemas'

export const excelCourses: SavedSearch = {
  id: 11,
  name: 'Corsi di Excel',
  item_data: { q: 'excel', kind: 'courses', filters: { level: 'beginner' } },
  notify: false,
  created_at: '2026-11-02T09:15:00.000Z',
  updated_at: '2026-11-02T09:15:00.000Z',
}

export const milanTrainers: SavedSearch = {
  id: 12,
  name: 'Formatori a Milano',
  item_data: { q: '', kind: 'trainers', filters: { city: 'Milano' } },
  notify: true,
  created_at: '2026-11-03T18:40:00.000Z',
  updated_at: '2026-11-03T18:40:00.000Z',
}

export const savedList = [excelCourses, milanTrainers]

export const renamed: SavedSearch = { ...excelCourses, name: 'Excel per iniziare' }
export const notified: SavedSearch = { ...excelCourses, notify: true }

/** A 422 on a blank name, as the API client rejects it. */
export const blankName = {
  status: 422,
  serverMessage: 'Dati non validi.',
  fieldErrors: { name: ['Il nome è obbligatorio.'] },
}
/** The row was deleted in another tab. */
export const gone = { status: 404, serverMessage: 'Ricerca salvata non trovata.' }
