import { useEffect } from 'react'
import { activateLocale, rememberLocale } from '../shared/i18n'
import { useCurrentRoute } from '../shared/lib/routing'

/**
 * Keeps Lingui and <html lang> on the locale of the URL. An explicit prefix (/it, /en) is also
 * remembered in the cookie; a bare URL is Italian but does not overwrite a remembered choice.
 */
export function LocaleSync() {
  const { locale, explicit } = useCurrentRoute()
  useEffect(() => {
    let cancelled = false
    activateLocale(locale).catch((error: unknown) => {
      // a missing catalog chunk must not leave the page in the wrong language silently
      if (!cancelled) throw error
    })
    if (explicit) rememberLocale(locale)
    return () => {
      cancelled = true
    }
  }, [locale, explicit])
  return null
}
