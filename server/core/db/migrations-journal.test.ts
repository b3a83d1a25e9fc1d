/**
 * The migration journal as the migrator reads it: entries in the order of their numbers, each dated
 * after the one before (a database applies only entries dated after the last one it applied, so an
 * entry dated earlier than its predecessor is skipped on a database migrated in between), each with
 * its SQL file, and snapshots chained one after the other (a fork makes drizzle-kit refuse to generate).
 */
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const dir = new URL('./migrations/', import.meta.url)
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', dir), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[]
}

describe('migration journal', () => {
  it('lists the migrations in order, each dated after the one before, each with its SQL', () => {
    journal.entries.forEach((entry, position) => {
      expect(entry.idx, entry.tag).toBe(position)
      expect(entry.tag.startsWith(String(position).padStart(4, '0')), entry.tag).toBe(true)
      expect(existsSync(new URL(`${entry.tag}.sql`, dir)), entry.tag).toBe(true)
      if (position > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[position - 1].when)
    })
  })

  it('chains each snapshot to the one before', () => {
    let previous: string | undefined
    for (const entry of journal.entries) {
      const file = new URL(`meta/${entry.tag.slice(0, 4)}_snapshot.json`, dir)
      const snapshot = JSON.parse(readFileSync(file, 'utf8')) as { id: string; prevId: string }
      if (previous !== undefined) expect(snapshot.prevId, entry.tag).toBe(previous)
      previous = snapshot.id
    }
  })
})
