import type { DiaryEntry, DiaryEntryInput } from '../../contracts/diary/schemas'

export const body: DiaryEntryInput = {
  entry_date: '2026-11-29',
  text: 'Oggi ho studiato',
  mood: 'good',
  tags: ['studio'],
}
export const entry: DiaryEntry = {
  id: 9,
  entry_date: '2026-11-29',
  text: 'Oggi ho studiato',
  mood: 'good',
  tags: ['studio'],
  created_at: '2026-11-29T18:00:00.000Z',
  updated_at: '2026-11-29T18:00:00.000Z',
}
