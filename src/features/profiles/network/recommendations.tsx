/**
 * Recommendations as a profile shows them: the accepted ones, each with its author and date. The
 * form a partner writes one with and the owner's list of those waiting for acceptance are in
 * recommendation-actions.tsx, which a visitor's profile never downloads.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { Recommendation } from '../../../../contracts/network/schemas'
import { useLocale } from '../../../shared/i18n/use-locale'
import { LOCALE_TAGS } from '../../../../contracts/core/constants'
import { networkLists } from './actors'
import { PagedList, PersonLink } from './people'

export function useDate() {
  const locale = useLocale()
  return (iso: string) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium' }).format(new Date(iso))
}

export function RecommendationCard({
  recommendation,
  children,
}: {
  recommendation: Recommendation
  children?: React.ReactNode
}) {
  const date = useDate()
  return (
    <article className="space-y-2">
      <PersonLink person={recommendation.author}>
        <p className="text-xs text-slate-600">
          <time dateTime={recommendation.updated_at}>{date(recommendation.updated_at)}</time>
        </p>
      </PersonLink>
      <blockquote className="border-l-4 border-brand-200 pl-3 text-slate-800 whitespace-pre-line break-words">
        {recommendation.text}
      </blockquote>
      {children}
    </article>
  )
}

/** The recommendations someone accepted, on their profile. */
export function ProfileRecommendations({ userId, reloadKey = 0 }: { userId: number; reloadKey?: number }) {
  const { t } = useLingui()
  return (
    <section aria-labelledby="recommendations-heading" className="space-y-3">
      <h2 id="recommendations-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Raccomandazioni</Trans>
      </h2>
      <PagedList
        load={networkLists.profileRecommendations}
        params={{ userId }}
        reloadKey={reloadKey}
        label={t`Elenco delle raccomandazioni`}
        empty={<Trans>Nessuna raccomandazione ancora.</Trans>}
        itemKey={(r) => r.id}
        renderItem={(recommendation) => <RecommendationCard recommendation={recommendation} />}
      />
    </section>
  )
}
