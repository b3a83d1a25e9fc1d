import { useLingui } from '@lingui/react/macro'
import { LOCALES, type Locale } from '../../../contracts/core/constants'
import { rememberLocale } from '../../shared/i18n'
import { AppLink, useCurrentRoute, useLocaleSwitchUrl } from '../../shared/lib/routing'

// Each language is named in itself, so a reader who does not know the current one still finds theirs.
const NAMES: Record<Locale, string> = { it: 'Italiano', en: 'English' }
const SHORT: Record<Locale, string> = { it: 'IT', en: 'EN' }

/** Real links to the same page in each language: they work without JS and from a new tab too. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useLingui()
  const { locale } = useCurrentRoute()
  const switchUrl = useLocaleSwitchUrl()
  return (
    <nav aria-label={t`Lingua`} className={className}>
      <ul className="flex items-center gap-1 text-sm">
        {LOCALES.map((target) => (
          <li key={target}>
            <AppLink
              href={switchUrl(target)}
              hrefLang={target}
              lang={target}
              aria-current={target === locale ? 'true' : undefined}
              onClick={() => rememberLocale(target)}
              className={
                target === locale
                  ? 'rounded-md bg-brand-700 px-2 py-1 font-semibold text-white no-underline'
                  : 'rounded-md px-2 py-1 font-medium text-slate-700 no-underline hover:bg-slate-100 hover:text-slate-900'
              }
            >
              <span className="sr-only">{NAMES[target]}</span>
              <span aria-hidden="true">{SHORT[target]}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
