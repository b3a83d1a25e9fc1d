/**
 * On PostgreSQL (npm run test:pg), a parameterised query is prepared on its connection and run by
 * name after (index.ts, preparingParameterised): planning Drizzle's joins again on every call cost
 * PostgreSQL more than running them. A text without parameters is left unnamed.
 */
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { usePostgres } from '../../testing/helper.ts'
import { preparingParameterised } from './index.ts'

const url = process.env.TEST_DATABASE_URL ?? 'postgres://aula:aula@127.0.0.1:5432/postgres'

describe.skipIf(!usePostgres)('statements on PostgreSQL', () => {
  // one connection, so every statement below meets the same session's prepared statements
  const client = preparingParameterised(postgres(url, { max: 1, onnotice: () => {} }))
  const db = drizzle({ client })
  afterAll(() => client.end())

  const preparedWith = async (marker: string) =>
    (
      await client.unsafe(
        `select statement from pg_prepared_statements
         where statement like '%' || $1 || '%' and statement not like '%pg_prepared_statements%'`,
        [marker],
      )
    ).length

  it('prepares a parameterised query once and runs it by name after', async () => {
    for (let n = 0; n < 3; n++) {
      const [row] = await db.execute(sql`select ${n}::int as n, 'marker-one' as marker`)
      expect(row).toEqual({ n, marker: 'marker-one' })
    }
    expect(await preparedWith('marker-one')).toBe(1)
  })

  it('leaves a text without parameters unnamed', async () => {
    await db.execute(sql.raw(`select 'marker-two' as marker`))
    expect(await preparedWith('marker-two')).toBe(0)
  })
})
