/**
 * Recorded flows (issue 11): codes support staff can read out on the phone, storage, and the
 * deletion after TRACE_RETENTION_DAYS days that the `support.traces.cleanup` job runs.
 */
import { randomInt } from 'node:crypto'
import { lt } from 'drizzle-orm'
import {
  TRACE_CODE_ALPHABET,
  TRACE_RETENTION_DAYS,
  type TraceBody,
} from '../../../contracts/support/traces.ts'
import type { Db } from '../../core/db/index.ts'
import { supportTraces } from './tables.ts'

/** `AULA-7KX3-Q9`: crypto random, each character drawn uniformly from the alphabet. */
export function newTraceCode(): string {
  const pick = (length: number) =>
    Array.from({ length }, () => TRACE_CODE_ALPHABET[randomInt(TRACE_CODE_ALPHABET.length)]).join('')
  return `AULA-${pick(4)}-${pick(2)}`
}

const isUniqueViolation = (error: unknown): boolean => {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ??
    (error as { cause?: { code?: unknown } }).cause?.code
  return code === '23505'
}

/** Stores a trace under a fresh code; a code already taken (one in ~10^9) draws another. */
export async function storeTrace(db: Db, trace: TraceBody, userId: number | null): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const code = newTraceCode()
    try {
      await db.insert(supportTraces).values({
        code,
        user_id: userId,
        app_version: trace.app_version,
        machines: trace.machines,
        steps: trace.steps,
      })
      return code
    } catch (error) {
      if (attempt >= 4 || !isUniqueViolation(error)) throw error
    }
  }
}

/** Deletes the traces older than TRACE_RETENTION_DAYS days; answers how many went. */
export async function deleteExpiredTraces(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TRACE_RETENTION_DAYS * 24 * 60 * 60 * 1000)
  const deleted = await db
    .delete(supportTraces)
    .where(lt(supportTraces.created_at, cutoff))
    .returning({ id: supportTraces.id })
  return deleted.length
}
