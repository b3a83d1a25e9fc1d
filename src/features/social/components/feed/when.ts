/** When a post or comment was written: "5 min fa" within the hour, the time today, else the date and time. */
import { LOCALE_TAGS, type Locale } from '../../../../../contracts/core/constants'

export function formatWhen(iso: string, locale: Locale, now = Date.now()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const minutes = Math.round((now - date.getTime()) / 60_000)
  const tag = LOCALE_TAGS[locale]
  if (minutes < 60) {
    return new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(-Math.max(0, minutes), 'minute')
  }
  const sameDay = new Date(now).toDateString() === date.toDateString()
  return new Intl.DateTimeFormat(
    tag,
    sameDay
      ? { hour: '2-digit', minute: '2-digit' }
      : {
          day: 'numeric',
          month: 'short',
          year: date.getFullYear() === new Date(now).getFullYear() ? undefined : 'numeric',
          hour: '2-digit',
          minute: '2-digit',
        },
  ).format(date)
}
