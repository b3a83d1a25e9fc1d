/**
 * The diary's reads and writes. Every one of them is scoped by the owner's id in its WHERE clause:
 * an entry of someone else is never read, changed or deleted, whatever id is asked for.
 */
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import type { DiaryEntry, DiaryEntryBody, DiaryMonth, DiaryQuery } from '../../../contracts/diary/schemas.ts'
import type { Db } from '../../core/db/index.ts'
import { pageOffset } from '../../core/http/pagination.ts'
import { escapeLike } from '../../core/db/sql.ts'
import { diaryEntries, type DiaryEntryRow } from './tables.ts'

export const toDiaryEntry = (row: DiaryEntryRow): DiaryEntry => ({
  id: row.id,
  entry_date: row.entry_date,
  text: row.text,
  mood: row.mood,
  tags: row.tags,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

/** '2025-05' → ['2025-05-01', '2025-06-01']. */
export function monthRange(month: string): [string, string] {
  const [year, number] = month.split('-').map(Number)
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
  return [`${month}-01`, `${next}-01`]
}

function filterOf(userId: number, query: Pick<DiaryQuery, 'q' | 'month'>): SQL {
  const conditions: SQL[] = [eq(diaryEntries.user_id, userId)]
  if (query.month) {
    const [from, to] = monthRange(query.month)
    conditions.push(gte(diaryEntries.entry_date, from), lt(diaryEntries.entry_date, to))
  }
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`
    conditions.push(
      or(
        ilike(diaryEntries.text, pattern),
        sql`array_to_string(${diaryEntries.tags}, ' ') ILIKE ${pattern}`,
      )!,
    )
  }
  return and(...conditions)!
}

export async function listEntries(db: Db, userId: number, query: DiaryQuery) {
  const where = filterOf(userId, query)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(diaryEntries)
      .where(where)
      .orderBy(desc(diaryEntries.entry_date), desc(diaryEntries.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(diaryEntries).where(where),
  ])
  return { items: rows.map(toDiaryEntry), total }
}

export async function listMonths(db: Db, userId: number): Promise<DiaryMonth[]> {
  const month = sql<string>`to_char(${diaryEntries.entry_date}, 'YYYY-MM')`
  const rows = await db
    .select({ month, count: count() })
    .from(diaryEntries)
    .where(eq(diaryEntries.user_id, userId))
    .groupBy(month)
    .orderBy(desc(month))
  return rows.map((row) => ({ month: row.month, count: Number(row.count) }))
}

export async function findEntry(db: Db, userId: number, id: number): Promise<DiaryEntry | null> {
  const [row] = await db
    .select()
    .from(diaryEntries)
    .where(and(eq(diaryEntries.id, id), eq(diaryEntries.user_id, userId)))
  return row ? toDiaryEntry(row) : null
}

export async function insertEntry(db: Db, userId: number, body: DiaryEntryBody): Promise<DiaryEntry> {
  const [row] = await db
    .insert(diaryEntries)
    .values({ ...body, user_id: userId })
    .returning()
  return toDiaryEntry(row)
}

export async function updateEntry(
  db: Db,
  userId: number,
  id: number,
  body: DiaryEntryBody,
): Promise<DiaryEntry | null> {
  const [row] = await db
    .update(diaryEntries)
    .set({ ...body, updated_at: new Date() })
    .where(and(eq(diaryEntries.id, id), eq(diaryEntries.user_id, userId)))
    .returning()
  return row ? toDiaryEntry(row) : null
}

export async function deleteEntry(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(diaryEntries)
    .where(and(eq(diaryEntries.id, id), eq(diaryEntries.user_id, userId)))
    .returning({ id: diaryEntries.id })
  return gone.length > 0
}
