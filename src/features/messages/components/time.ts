import { LOCALE_TAGS, type Locale } from '../../../../contracts/core/constants'

/** A message's time: the hour today, the day and hour this year, the full date before. */
export function messageTime(iso: string, locale: Locale, now = new Date()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const tag = LOCALE_TAGS[locale]
  if (date.toDateString() === now.toDateString())
    return new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' }).format(date)
  if (date.getFullYear() === now.getFullYear())
    return new Intl.DateTimeFormat(tag, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).format(date)
  return new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date)
}
