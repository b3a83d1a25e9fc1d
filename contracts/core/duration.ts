/**
 * Durations and shares as people read them, the same on every page, in the certificate and in the
 * API: one helper for the browser and the server (units are the same in Italian and English).
 */

/**
 * Seconds to a compact duration: '20 s' below a minute, then whole minutes rounded to the nearest
 * ('45 min'), then hours and minutes ('2 h 3 min', '1 h'). 0 (a lesson without a video) is '0 min'.
 */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds))
  if (whole === 0) return '0 min'
  if (whole < 60) return `${whole} s`
  const minutes = Math.round(whole / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

/**
 * A part over a whole as a percentage, rounded half up (2 of 7 → 29, 6 of 7 → 86); never 100 before
 * the whole is done, nor 0 once something is.
 */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0 || part <= 0) return 0
  if (part >= whole) return 100
  return Math.min(99, Math.max(1, Math.floor((part * 100) / whole + 0.5)))
}
