/**
 * The search box of every layout's header (issue 19): as one types it previews a few results of each
 * kind (GET /api/search?short_preview=1). The flow is machines/search-preview: debounced, each
 * keystroke aborting the request before it, the list open or closed and the highlighted option.
 * A combobox: ↑/↓ move through the results, Enter opens the chosen one (or /search with the text),
 * Escape closes the preview (and clears the text when it is already closed).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useId, type KeyboardEvent } from 'react'
import type { SearchAll } from '../../../../contracts/search/schemas'
import { SEARCH_LIMITS } from '../../../../contracts/search/schemas'
import { searchPreviewView, type SearchPreviewEvent } from '../../../../machines/search-preview'
import { useLocale } from '../../../shared/i18n/use-locale'
import { useNavigate, useRouteUrl, withQuery } from '../../../shared/lib/routing'
import { Icon } from '../../../shared/ui/icon'
import { useSearchPreview } from '../preview-actor'
import { Highlight } from './highlight'

interface Option {
  key: string
  group: string
  href: string
  label: string
  detail?: string
}

function useOptions(results: SearchAll | undefined, q: string): Option[] {
  const { t } = useLingui()
  const url = useRouteUrl()
  const locale = useLocale()
  if (!results) return []
  const options: Option[] = [
    ...results.courses.items.map((course) => ({
      key: `course-${course.id}`,
      group: t`Corsi`,
      href: url('course-slug', { slug: course.slug }),
      label: course.title_highlight,
      detail: course.trainer_name,
    })),
    ...results.trainers.items.map((person) => ({
      key: `trainer-${person.id}`,
      group: t`Formatori`,
      href: url('id', { id: person.slug }),
      label: person.name_highlight,
      detail: person.payoff,
    })),
    ...results.students.items.map((person) => ({
      key: `student-${person.id}`,
      group: t`Studenti`,
      href: url('id', { id: person.slug }),
      label: person.name_highlight,
      detail: person.payoff,
    })),
    ...results.companies.items.map((company) => ({
      key: `company-${company.id}`,
      group: t`Aziende`,
      href: withQuery(url('search-results-companies'), { q: company.name }),
      label: company.name_highlight,
      detail: company.city ?? undefined,
    })),
    ...results.jobs.items.map((job) => ({
      key: `job-${job.id}`,
      group: t`Offerte di lavoro`,
      href: url('joblistings-id', { id: job.id }),
      label: job.title_highlight,
      detail: job.company_name ?? undefined,
    })),
    ...results.categories.items.map((category) => ({
      key: `category-${category.slug}`,
      group: t`Categorie`,
      href: url('search-results-categories-category', { category: category.slug }),
      label: locale === 'en' ? category.name_en : category.name_it,
    })),
    ...results.topics.items.map((topic) => ({
      key: `topic-${topic.topic}`,
      group: t`Argomenti`,
      href: url('search-results-topics-topic', { topic: topic.topic }),
      label: topic.topic,
    })),
  ]
  options.push({
    key: 'all',
    group: '',
    href: withQuery(url('search'), { q }),
    label: t`Vedi tutti i risultati per «${q}»`,
  })
  return options
}

export function SearchBox() {
  const { t } = useLingui()
  const id = useId()
  const url = useRouteUrl()
  const navigate = useNavigate()
  const actorRef = useSearchPreview()
  const view = useSelector(actorRef, searchPreviewView)
  const { q, results, active } = view
  const options = useOptions(results ?? undefined, q.trim())

  /** Sends the event when the machine takes it; says whether it did (the key is then ours). */
  function take(event: SearchPreviewEvent): boolean {
    if (!actorRef.getSnapshot().can(event)) return false
    actorRef.send(event)
    return true
  }

  function go(href: string) {
    actorRef.send({ type: 'search.picked' })
    navigate(href)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (take({ type: event.key === 'ArrowDown' ? 'search.next' : 'search.previous' }))
        event.preventDefault()
    } else if (event.key === 'Enter') {
      const text = q.trim()
      if (active >= 0 && options[active]) {
        event.preventDefault()
        go(options[active].href)
      } else if (text) {
        event.preventDefault()
        go(withQuery(url('search'), { q: text }))
      }
    } else if (event.key === 'Escape') {
      if (take({ type: 'search.escape' })) event.preventDefault()
    }
  }

  const listId = `${id}-list`
  const showList = view.listShown
  const busy = view.busy

  return (
    <div className="relative w-full md:w-64 lg:w-80">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          if (q.trim()) go(withQuery(url('search'), { q: q.trim() }))
        }}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          <Trans>Cerca corsi, persone, aziende</Trans>
        </label>
        <div className="relative">
          <Icon
            type="search"
            className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-slate-400"
          />
          <input
            id={`${id}-input`}
            type="search"
            role="combobox"
            autoComplete="off"
            maxLength={SEARCH_LIMITS.qMax}
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
            placeholder={t`Cerca…`}
            value={q}
            onChange={(event) => actorRef.send({ type: 'search.type', value: event.target.value })}
            onKeyDown={onKeyDown}
            onFocus={() => actorRef.send({ type: 'search.focus' })}
            onBlur={() => actorRef.send({ type: 'search.blur' })}
            className="w-full rounded-md border border-slate-300 bg-white py-1.5 pr-3 pl-8 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </div>
      </form>
      {showList && (
        <div className="absolute right-0 left-0 z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg md:left-auto md:w-96">
          <p className="sr-only" aria-live="polite">
            {busy ? t`Ricerca in corso` : view.failed ? t`La ricerca non è riuscita` : ''}
          </p>
          {view.failed && (
            <p className="p-3 text-sm text-red-800">
              <Trans>La ricerca non è riuscita: riprova.</Trans>
            </p>
          )}
          {busy && !results && (
            <p className="p-3 text-sm text-slate-600">
              <Trans>Ricerca in corso…</Trans>
            </p>
          )}
          {view.empty && (
            <p className="p-3 text-sm text-slate-600">
              <Trans>Nessun risultato per «{q.trim()}».</Trans>
            </p>
          )}
          <ul
            id={listId}
            role="listbox"
            aria-label={t`Risultati della ricerca`}
            className={busy ? 'opacity-70' : ''}
          >
            {options.map((option, index) => {
              const heading = option.group && option.group !== options[index - 1]?.group ? option.group : null
              return (
                <li
                  key={option.key}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={index === active}
                  // keep the focus in the input: the click still lands
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(option.href)}
                  className={[
                    'cursor-pointer px-3 py-2 text-sm',
                    heading ? 'border-t border-slate-100 first:border-t-0' : '',
                    index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800 hover:bg-slate-50',
                    option.key === 'all' ? 'border-t border-slate-200 font-medium text-brand-800' : '',
                  ].join(' ')}
                >
                  {heading && (
                    <span className="mb-0.5 block text-xs font-semibold tracking-wide text-slate-500 uppercase">
                      {heading}
                    </span>
                  )}
                  <span className="block truncate">
                    <Highlight text={option.label} />
                  </span>
                  {option.detail && (
                    <span className="block truncate text-xs text-slate-600">{option.detail}</span>
                  )}
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </div>
  )
}
