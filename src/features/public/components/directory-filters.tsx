/**
 * The filters of a public directory (/students, /trainers, /trainers/all): a text and a place, kept in
 * the URL (`?q=…&place=…`) so a filtered list can be shared and the back button walks through
 * searches. Submitting goes back to the first page.
 */
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { SEARCH_TEXT_MAX } from '../../../../contracts/core/constants'
import { useCurrentRoute, useNavigate, useRouteUrl, withQuery } from '../../../shared/lib/routing'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'

export type DirectoryFilterValues = { q: string; place: string }

/** The filters as the URL holds them, trimmed and bounded as the API takes them. */
export function directoryFilters(query: URLSearchParams): DirectoryFilterValues {
  const text = (name: string) => query.get(name)?.trim().slice(0, SEARCH_TEXT_MAX) ?? ''
  return { q: text('q'), place: text('place') }
}

const fieldClass = 'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900'

export function DirectoryFilters({
  values,
  textLabel,
  idPrefix,
}: {
  values: DirectoryFilterValues
  /** What the text matches, as its label says it ("Nome, competenza o payoff"). */
  textLabel: ReactNode
  idPrefix: string
}) {
  const url = useRouteUrl()
  const navigate = useNavigate()
  const { match } = useCurrentRoute()
  const name = match?.route.name ?? 'index'
  const filtered = values.q !== '' || values.place !== ''
  return (
    <form
      role="search"
      action={url(name)}
      className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const text = (field: string) => String(form.get(field) ?? '').trim()
        navigate(withQuery(url(name), { q: text('q'), place: text('place') }))
      }}
    >
      <div className="flex-1">
        <label htmlFor={`${idPrefix}-q`} className="block text-sm font-medium text-slate-800">
          {textLabel}
        </label>
        <input
          id={`${idPrefix}-q`}
          name="q"
          type="search"
          defaultValue={values.q}
          maxLength={SEARCH_TEXT_MAX}
          className={fieldClass}
        />
      </div>
      <div className="sm:w-56">
        <label htmlFor={`${idPrefix}-place`} className="block text-sm font-medium text-slate-800">
          <Trans>Città, provincia o regione</Trans>
        </label>
        <input
          id={`${idPrefix}-place`}
          name="place"
          defaultValue={values.place}
          maxLength={SEARCH_TEXT_MAX}
          className={fieldClass}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit">
          <Icon type="search" size="sm" />
          <Trans>Cerca</Trans>
        </Button>
        {filtered && (
          <a
            href={url(name)}
            onClick={(event) => {
              event.preventDefault()
              navigate(url(name))
            }}
            className="self-center text-sm font-medium text-brand-800 underline"
          >
            <Trans>Azzera i filtri</Trans>
          </a>
        )}
      </div>
    </form>
  )
}
