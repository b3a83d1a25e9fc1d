/**
 * Calendar dates as the forms handle them: typed DD/MM/YYYY (SPEC.md §5), sent by date inputs and
 * the API as YYYY-MM-DD, or already a Date. Dates are compared as YYYYMMDD numbers so no time
 * zone can move a birthday by one day.
 */

export interface CalendarDate {
  year: number
  month: number
  day: number
}

const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/

function validDate(year: number, month: number, day: number): CalendarDate | null {
  const probe = new Date(Date.UTC(year, month - 1, day))
  const real =
    probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day
  return real ? { year, month, day } : null
}

export function parseDate(value: unknown): CalendarDate | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null
    return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() }
  }
  if (typeof value !== 'string') return null
  const text = value.trim()
  const dmy = DMY.exec(text)
  if (dmy) return validDate(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]))
  const iso = ISO.exec(text)
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  return null
}

export function dateKey(date: CalendarDate): number {
  return date.year * 10_000 + date.month * 100 + date.day
}

/** DD/MM/YYYY, the way the SPEC shows dates in messages. */
export function formatDate(date: CalendarDate): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(date.day)}/${pad(date.month)}/${date.year}`
}
