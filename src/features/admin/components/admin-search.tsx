/**
 * The search of the admin lists (users, orders): a text and a status, kept in the page's URL
 * (`?q=&status=`) so a search can be shared and the back button returns to it.
 */
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { SEARCH_TEXT_MAX } from '../../../../contracts/core/constants'
import {
  useNavigate,
  usePageNumber,
  useQueryParams,
  useRouteUrl,
  withQuery,
} from '../../../shared/lib/routing'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'

const fieldClass = 'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900'
const labelClass = 'block text-sm font-medium text-slate-800'

/** The page, the text and the status (one of `statuses`, else none) the URL asks for. */
export function useAdminQuery<S extends string>(statuses: readonly S[]) {
  const query = useQueryParams()
  const page = usePageNumber()
  const q = query.get('q')?.trim().slice(0, SEARCH_TEXT_MAX) || undefined
  const statusParam = query.get('status')
  const status = statuses.find((value) => value === statusParam)
  return { page, q, status }
}

export function AdminSearch<S extends string>({
  route,
  id,
  textLabel,
  q,
  status,
  statuses,
  labels,
}: {
  /** The list's route name. */
  route: string
  /** Prefix of the fields' ids. */
  id: string
  textLabel: ReactNode
  q: string | undefined
  status: S | undefined
  statuses: readonly S[]
  labels: Record<S, MessageDescriptor>
}) {
  const { t, i18n } = useLingui()
  const url = useRouteUrl()
  const navigate = useNavigate()
  return (
    <form
      role="search"
      action={url(route)}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        navigate(
          withQuery(url(route), {
            q: String(form.get('q') ?? '').trim(),
            status: String(form.get('status') ?? ''),
          }),
        )
      }}
    >
      <div className="flex-1">
        <label htmlFor={`${id}-q`} className={labelClass}>
          {textLabel}
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={SEARCH_TEXT_MAX}
          className={fieldClass}
        />
      </div>
      <div className="sm:w-56">
        <label htmlFor={`${id}-status`} className={labelClass}>
          <Trans>Stato</Trans>
        </label>
        <select id={`${id}-status`} name="status" defaultValue={status ?? ''} className={fieldClass}>
          <option value="">{t`Tutti`}</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {i18n._(labels[value])}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">
        <Icon type="search" size="sm" />
        <Trans>Cerca</Trans>
      </Button>
    </form>
  )
}
