/**
 * One open report per reporter and item (issue 33: the transaction was copied for profiles'
 * reports in network and for posts' and comments' in social): reporting again rewrites the open
 * report (its reason, its text, its time) instead of adding one, so nobody floods the admins' queue.
 * The row is locked while it is rewritten, so two reports at once end as one.
 */
import { and, eq, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './index.ts'

type ReportTable = PgTable & { id: PgColumn; status: PgColumn }

/** Files the report `values` (the item named by `item`, which also names the reporter); its id. */
export async function fileOpenReport(
  db: Db,
  table: ReportTable,
  item: SQL | undefined,
  values: { reporter_id: number; reason: string; text: string } & Record<string, unknown>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(and(item, eq(table.status, 'open')))
      .for('update')
    if (existing) {
      await tx
        .update(table)
        .set({ reason: values.reason, text: values.text, created_at: new Date() } as never)
        .where(eq(table.id, existing.id))
      return existing.id as number
    }
    const [row] = await tx
      .insert(table)
      .values(values as never)
      .returning({ id: table.id })
    return row.id as number
  })
}
