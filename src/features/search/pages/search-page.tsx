/** /search?q=: every kind of result for a text, a few of each with a link to its page; the saved searches. */
import { Trans, useLingui } from '@lingui/react/macro'
import { SEARCH_LIMITS } from '../../../../contracts/search/constants'
import { useSession } from '../../../session/session-store'
import { lazySection } from '../../../shared/lib/lazy-section'
import {
  useNavigate,
  useQueryParams,
  useRouteUrl,
  withQuery,
  type PageProps,
} from '../../../shared/lib/routing'
import { Button } from '../../../shared/ui/button'
import { LoadingSection } from '../../../shared/ui/loading-section'
import { PageHeader } from '../../../shared/ui/page-header'

const SearchResults = lazySection(() => import('../components/search-data').then((m) => m.SearchResults))
const SavedSearches = lazySection(() => import('../components/search-data').then((m) => m.SavedSearches))

export function SearchPage({ title }: PageProps) {
  const { t } = useLingui()
  const url = useRouteUrl()
  const navigate = useNavigate()
  const { user } = useSession()
  const q = (useQueryParams().get('q') ?? '').trim().slice(0, SEARCH_LIMITS.qMax)
  return (
    <>
      <PageHeader
        title={title}
        lead={<Trans>Corsi, formatori, studenti, aziende e offerte di lavoro.</Trans>}
      >
        <form
          role="search"
          className="mt-6 flex max-w-2xl flex-col gap-2 sm:flex-row"
          onSubmit={(event) => {
            event.preventDefault()
            const text = String(new FormData(event.currentTarget).get('q') ?? '').trim()
            navigate(withQuery(url('search'), { q: text }))
          }}
        >
          <label htmlFor="search-page-q" className="sr-only">
            <Trans>Cosa cerchi?</Trans>
          </label>
          <input
            id="search-page-q"
            name="q"
            type="search"
            key={q}
            defaultValue={q}
            maxLength={SEARCH_LIMITS.qMax}
            placeholder={t`Cosa cerchi?`}
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2"
          />
          <Button type="submit">
            <Trans>Cerca</Trans>
          </Button>
        </form>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {q ? (
          <SearchResults q={q} fallback={<LoadingSection label={t`Risultati della ricerca`} />} />
        ) : (
          <p className="text-slate-700">
            <Trans>Scrivi cosa cerchi: un corso, un argomento, una persona, un’azienda.</Trans>
          </p>
        )}
        {user && <SavedSearches />}
      </div>
    </>
  )
}
