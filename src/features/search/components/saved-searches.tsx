/**
 * Saved searches (item_data): the button that saves what a page shows (machines/request), and the
 * owner's list (machines/saved-searches) with open (a link), rename, the daily notification of new
 * matches (`notify`, sent by the search.saved-matches job, server/features/search/notify.ts) and
 * delete (confirmed). The actors and their calls are in ../actors.ts.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { SavedSearch, SavedKind } from '../../../../contracts/search/schemas'
import type { SavedRowView, SavedSearchesEvent } from '../../../../machines/saved-searches'
import { useSession } from '../../../session/session-store'
import { RouteLink, useRouteUrl, withQuery, AppLink, type RouteUrlBuilder } from '../../../shared/lib/routing'
import { Button } from '../../../shared/ui/button'
import { useConfirm } from '../../../shared/ui/confirm-dialog'
import { Icon } from '../../../shared/ui/icon'
import { CardGridSkeleton } from '../../../shared/ui/skeleton'
import { useSavedSearches, useSaveSearch, type Filters } from '../actors'

/** Where a saved search opens again. */
export function savedSearchUrl(url: RouteUrlBuilder, saved: SavedSearch['item_data']): string {
  const { category, topic, ...filters } = saved.filters
  const query = { q: saved.q || undefined, ...filters }
  switch (saved.kind) {
    case 'all':
    case 'jobs':
      return withQuery(url('search'), { q: saved.q })
    case 'category':
      return withQuery(url('search-results-categories-category', { category: category ?? '' }), query)
    case 'topic':
      return withQuery(url('search-results-topics-topic', { topic: topic ?? '' }), query)
    default:
      return withQuery(url(`search-results-${saved.kind}`), query)
  }
}

export function SaveSearchButton({ kind, q, filters }: { kind: SavedKind; q: string; filters: Filters }) {
  const { user } = useSession()
  const save = useSaveSearch()
  const key = JSON.stringify({ kind, q, filters })
  // the search the last save was for: another one on the same page can be saved too
  const [savedKey, setSavedKey] = useState('')
  if (!user)
    return (
      <p className="text-sm text-slate-700">
        <RouteLink name="login" className="text-brand-800 underline">
          <Trans>Accedi</Trans>
        </RouteLink>{' '}
        <Trans>per salvare questa ricerca.</Trans>
      </p>
    )
  const done = save.view.phase === 'done' && savedKey === key
  return (
    <div className="flex items-center gap-3">
      <Button
        outline
        disabled={save.view.busy || done}
        onClick={() => {
          const { page: _page, ...kept } = filters
          save.send({ item_data: { q, kind, filters: kept }, name: '', notify: false }).then(
            () => setSavedKey(key),
            // the refusal shows from the request's view
            () => undefined,
          )
        }}
      >
        {done ? <Trans>Ricerca salvata</Trans> : <Trans>Salva la ricerca</Trans>}
      </Button>
      <p role="status" className="text-sm text-slate-700">
        {save.view.phase === 'failed' &&
          (save.view.error?.message ?? <Trans>Non è stato possibile salvare la ricerca.</Trans>)}
      </p>
    </div>
  )
}

function RenameForm({
  item,
  disabled,
  send,
}: {
  item: SavedRowView
  disabled: boolean
  send: (event: SavedSearchesEvent) => void
}) {
  const { t } = useLingui()
  const { row, failed } = item
  const [name, setName] = useState(row.name)
  const rename = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'saved.rename', id: row.id, name })
  }
  const error =
    failed?.action === 'rename'
      ? (failed.error.fields?.name ?? failed.error.message ?? t`Non è stato possibile rinominarla.`)
      : ''
  return (
    <form onSubmit={rename} className="flex flex-1 flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={`saved-${row.id}`}>
        <Trans>Nome della ricerca</Trans>
      </label>
      <input
        id={`saved-${row.id}`}
        value={name}
        maxLength={120}
        onChange={(event) => setName(event.target.value)}
        className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-sm"
      />
      <Button type="submit" disabled={disabled}>
        <Trans>Salva</Trans>
      </Button>
      <Button outline type="button" onClick={() => send({ type: 'saved.cancelRename' })}>
        <Trans>Annulla</Trans>
      </Button>
      {error && <p className="w-full text-sm text-red-800">{error}</p>}
    </form>
  )
}

function SavedRow({
  item,
  disabled,
  send,
}: {
  item: SavedRowView
  /** A change is under way: the controls wait. */
  disabled: boolean
  send: (event: SavedSearchesEvent) => void
}) {
  const { t } = useLingui()
  const url = useRouteUrl()
  const { confirm, confirmDialog } = useConfirm()
  const { row: saved, renaming, failed } = item
  const refused =
    failed && failed.action !== 'rename'
      ? (failed.error.message ??
        (failed.action === 'delete'
          ? t`Non è stato possibile eliminarla.`
          : t`Non è stato possibile cambiare l’avviso.`))
      : ''

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:flex-wrap sm:items-center">
      {renaming ? (
        <RenameForm item={item} disabled={disabled} send={send} />
      ) : (
        <AppLink
          href={savedSearchUrl(url, saved.item_data)}
          className="min-w-0 flex-1 truncate font-medium text-brand-800 hover:underline"
        >
          {saved.name}
        </AppLink>
      )}
      {!renaming && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label className="flex items-center gap-1 text-slate-700">
            <input
              type="checkbox"
              checked={saved.notify}
              disabled={disabled}
              onChange={(event) => send({ type: 'saved.notify', id: saved.id, notify: event.target.checked })}
            />
            <Trans>Avvisami delle novità</Trans>
          </label>
          <Button
            outline
            disabled={disabled}
            onClick={() => send({ type: 'saved.startRename', id: saved.id })}
          >
            <Trans>Rinomina</Trans>
          </Button>
          <Button
            outline
            disabled={disabled}
            onClick={async () => {
              if (await confirm({ title: t`Eliminare la ricerca salvata «${saved.name}»?`, yes: t`Elimina` }))
                send({ type: 'saved.delete', id: saved.id })
            }}
          >
            <Trans>Elimina</Trans>
          </Button>
        </div>
      )}
      {refused && (
        <p role="alert" className="w-full text-sm text-red-800">
          {refused}
        </p>
      )}
      {confirmDialog}
    </li>
  )
}

export function SavedSearches() {
  const { t } = useLingui()
  const { view, send } = useSavedSearches()
  let body
  if (view.firstLoad) body = <CardGridSkeleton />
  else if (view.canRetry)
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 p-8 text-center"
      >
        <p className="font-medium text-red-900">
          <Trans>Non è stato possibile caricare i contenuti.</Trans>
        </p>
        <Button outline onClick={() => send({ type: 'saved.retry' })}>
          <Icon type="refresh" size="sm" />
          <Trans>Riprova</Trans>
        </Button>
      </div>
    )
  else if (view.empty)
    body = (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
        <span className="text-sm text-slate-700">
          <Trans>Non hai ancora salvato ricerche: cerca qualcosa e premi «Salva la ricerca».</Trans>
        </span>
      </p>
    )
  else
    body = (
      <ul className="flex flex-col gap-2">
        {view.rows.map((item) => (
          <SavedRow key={item.row.id} item={item} disabled={view.busy} send={send} />
        ))}
      </ul>
    )
  return (
    <section aria-labelledby="saved-searches" className="mt-10">
      <h2 id="saved-searches" className="mb-3 text-xl font-semibold text-slate-900">
        <Trans>Le tue ricerche salvate</Trans>
      </h2>
      <section
        aria-label={t`Ricerche salvate`}
        aria-busy={view.firstLoad || view.busy}
        data-state={view.phase}
      >
        <span role="status" className="sr-only">
          {view.firstLoad || view.busy ? t`Caricamento in corso` : ''}
        </span>
        {body}
      </section>
    </section>
  )
}
