/** Factories of the diary area's tests: a user with (or without) the `diary` flag, and their entries. */
import type { DiaryMood } from '../../../contracts/diary/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { diaryEntries } from './tables.ts'
import { createUser, type UserOptions } from '../accounts/factories.testing.ts'

const FEATURES = { chat: false, posts: false, diary: false, hr_visible: false }

/** A user whose `diary` flag is `diary` (on by default). */
export const createDiarist = (db: Db, diary = true, options: UserOptions = {}) =>
  createUser(db, { ...options, columns: { ...options.columns, features: { ...FEATURES, diary } } })

/** Rows written straight to the table (no API call), e.g. many pages for a paging test. */
export async function createDiaryEntries(
  db: Db,
  userId: number,
  entries: { entry_date: string; text: string; mood?: DiaryMood | null; tags?: string[] }[],
) {
  return db
    .insert(diaryEntries)
    .values(
      entries.map((entry) => ({
        user_id: userId,
        entry_date: entry.entry_date,
        text: entry.text,
        mood: entry.mood ?? null,
        tags: entry.tags ?? [],
      })),
    )
    .returning()
}
