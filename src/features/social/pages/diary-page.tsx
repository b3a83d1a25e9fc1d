/**
 * /diary (issue 17): the user's private pages — write one (day, text, mood, tags), find them by
 * words and month, page through them, edit and delete (after a confirmation). Only their author
 * ever reads them. Without the `diary` feature the page says what the diary is and leads to
 * /extra-features, where it is bought.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { DIARY_LIMITS, type DiaryEntry } from '../../../../contracts/diary/schemas'
import { useSessionSelector } from '../../../session/session-store'
import {
  RouteLink,
  usePageNumber,
  useQueryParams,
  useRouteUrl,
  withQuery,
  type PageProps,
} from '../../../shared/lib/routing'
import { useConfirm } from '../../../shared/ui/confirm-dialog'
import { Icon } from '../../../shared/ui/icon'
import { PageHeader } from '../../../shared/ui/page-header'
import { Pagination } from '../../../shared/ui/pagination'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useDiaryEntries, useDiaryMonths, useDiaryRemoval } from '../actors'
import { DiaryFilters, type DiaryFilterValues } from '../components/diary/diary-filters'
import { DiaryEntryCard, dayDate } from '../components/diary/entry-card'
import { DiaryEntryForm } from '../components/diary/entry-form'

const PER_PAGE = 10

function filtersFrom(query: URLSearchParams): DiaryFilterValues {
  const q = query.get('q')?.trim().slice(0, DIARY_LIMITS.searchMax) || undefined
  const month = query.get('month')
  return { q, month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : undefined }
}

/** What a user without the feature sees: what the diary is, and where to get it. */
function DiaryLocked() {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <Icon type="book" size="lg" className="mx-auto text-brand-700" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">
        <Trans>Il diario è una funzione extra</Trans>
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-700">
        <Trans>
          Un quaderno privato per annotare ogni giorno cosa hai imparato, come ti senti e le idee da non
          perdere. Le pagine le leggi solo tu: non compaiono nel feed, nella ricerca né sul tuo profilo.
        </Trans>
      </p>
      <RouteLink
        name="extra-features"
        className="mt-6 inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        <Trans>Attiva il diario</Trans>
      </RouteLink>
    </section>
  )
}

function Diary() {
  const { t, i18n } = useLingui()
  const url = useRouteUrl()
  const page = usePageNumber()
  const filters = filtersFrom(useQueryParams())
  // machines/resource and machines/request with the diary's calls (../actors.ts)
  const entries = useDiaryEntries({ ...filters, page, perPage: PER_PAGE })
  const months = useDiaryMonths()
  const removal = useDiaryRemoval()
  const { confirm, confirmDialog } = useConfirm()
  const filtered = Boolean(filters.q || filters.month)

  const refresh = () => {
    entries.reload()
    months.reload()
  }

  async function remove(entry: DiaryEntry) {
    const day = i18n.date(dayDate(entry.entry_date), { dateStyle: 'long' })
    const yes = await confirm({
      title: t`Eliminare la pagina del ${day}?`,
      text: t`La pagina sarà cancellata per sempre. Non si può annullare.`,
      yes: t`Elimina`,
      onConfirm: () => removal.send(entry.id),
    })
    if (yes) refresh()
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-3">
      {confirmDialog}
      <section aria-labelledby="diary-new" className="lg:order-2">
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4">
          <h2 id="diary-new" className="mb-4 text-lg font-semibold text-slate-900">
            <Trans>Nuova pagina</Trans>
          </h2>
          <DiaryEntryForm submitLabel={t`Salva la pagina`} onSaved={refresh} />
        </div>
      </section>
      <section aria-labelledby="diary-pages" className="space-y-4 lg:order-1 lg:col-span-2">
        <h2 id="diary-pages" className="sr-only">
          <Trans>Le tue pagine</Trans>
        </h2>
        <DiaryFilters key={JSON.stringify(filters)} values={filters} months={months.data ?? []} />
        <ResourceView
          resource={entries}
          label={t`Le pagine del diario`}
          empty={
            filtered ? (
              <Trans>Nessuna pagina corrisponde alla ricerca.</Trans>
            ) : (
              <Trans>Il diario è vuoto: scrivi la tua prima pagina.</Trans>
            )
          }
        >
          {(result) => (
            <>
              <p className="mb-3 text-sm text-slate-700" aria-live="polite">
                <Plural value={result.meta.total} one="# pagina" other="# pagine" />
              </p>
              <div className="space-y-4">
                {result.data.map((entry) => (
                  <DiaryEntryCard
                    key={`${entry.id}-${entry.updated_at}`}
                    entry={entry}
                    onSaved={refresh}
                    onDelete={() => void remove(entry)}
                  />
                ))}
              </div>
              <Pagination
                meta={result.meta}
                hrefFor={(p) => withQuery(url('diary'), { ...filters, page: p > 1 ? p : undefined })}
              />
            </>
          )}
        </ResourceView>
      </section>
    </div>
  )
}

export function DiaryPage({ title }: PageProps) {
  const allowed = useSessionSelector((session) => session.user?.features.diary ?? false)
  return (
    <>
      <PageHeader title={title} lead={<Trans>Le tue pagine private: solo tu puoi leggerle.</Trans>} />
      {allowed ? (
        <Diary />
      ) : (
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          <DiaryLocked />
        </div>
      )}
    </>
  )
}
