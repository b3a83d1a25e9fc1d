/**
 * The search box of every layout's header (issue 19): as one types it previews a few results of each
 * kind (GET /api/search?short_preview=1), debounced, each keystroke aborting the request before it.
 * A combobox: ↑/↓ move through the results, Enter opens the chosen one (or /search with the text),
 * Escape closes the preview (and clears the text when it is already closed).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { SearchAll } from '../../../../contracts/search/schemas'
import { SEARCH_LIMITS } from '../../../../contracts/search/schemas'
import { useLocale } from '../../../shared/i18n/use-locale'
import { useNavigate, useRouteUrl, withQuery } from '../../../shared/lib/routing'
import { Icon } from '../../../shared/ui/icon'
import { fetchPreview } from '../api'
import { Highlight } from './highlight'

/** Wait this long after the last keystroke before asking. */
export const DEBOUNCE_MS = 200
const MIN_LENGTH = 2

type State =
  | { status: 'idle' }
  | { status: 'debouncing' | 'loading'; previous?: SearchAll }
  | { status: 'results'; results: SearchAll }
  | { status: 'error' }

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
  const [q, setQ] = useState('')
  const [state, setState] = useState<State>({ status: 'idle' })
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const request = useRef<AbortController | undefined>(undefined)

  const results =
    state.status === 'results' ? state.results : 'previous' in state ? state.previous : undefined
  const options = useOptions(results, q.trim())

  useEffect(
    () => () => {
      clearTimeout(timer.current)
      request.current?.abort()
    },
    [],
  )

  function type(value: string) {
    setQ(value)
    setActive(-1)
    clearTimeout(timer.current)
    request.current?.abort()
    const text = value.trim()
    if (text.length < MIN_LENGTH) {
      setState({ status: 'idle' })
      return
    }
    setOpen(true)
    setState({ status: 'debouncing', previous: results })
    timer.current = setTimeout(() => {
      const controller = new AbortController()
      request.current = controller
      setState({ status: 'loading', previous: results })
      fetchPreview(text.slice(0, SEARCH_LIMITS.qMax), controller.signal).then(
        (found) => {
          if (!controller.signal.aborted) setState({ status: 'results', results: found })
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'error' })
        },
      )
    }, DEBOUNCE_MS)
  }

  function go(href: string) {
    setOpen(false)
    setActive(-1)
    navigate(href)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => {
        const next = current + step
        return next >= count ? 0 : next < 0 ? count - 1 : next
      })
    } else if (event.key === 'Enter') {
      const text = q.trim()
      if (open && active >= 0 && options[active]) {
        event.preventDefault()
        go(options[active].href)
      } else if (text) {
        event.preventDefault()
        go(withQuery(url('search'), { q: text }))
      }
    } else if (event.key === 'Escape') {
      if (open && q) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      } else if (q) {
        event.preventDefault()
        type('')
      }
    }
  }

  const listId = `${id}-list`
  const showList = open && state.status !== 'idle'
  const busy = state.status === 'loading' || state.status === 'debouncing'

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
            onChange={(event) => type(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => q.trim().length >= MIN_LENGTH && setOpen(true)}
            onBlur={() => setOpen(false)}
            className="w-full rounded-md border border-slate-300 bg-white py-1.5 pr-3 pl-8 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </div>
      </form>
      {showList && (
        <div className="absolute right-0 left-0 z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg md:left-auto md:w-96">
          <p className="sr-only" aria-live="polite">
            {busy ? t`Ricerca in corso` : state.status === 'error' ? t`La ricerca non è riuscita` : ''}
          </p>
          {state.status === 'error' && (
            <p className="p-3 text-sm text-red-800">
              <Trans>La ricerca non è riuscita: riprova.</Trans>
            </p>
          )}
          {busy && !results && (
            <p className="p-3 text-sm text-slate-600">
              <Trans>Ricerca in corso…</Trans>
            </p>
          )}
          {state.status === 'results' && options.length === 1 && (
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
