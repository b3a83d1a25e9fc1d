/**
 * Saved searches (item_data): the button that saves what a page shows, and the owner's list with
 * open, rename, the daily notification of new matches (`notify`, sent by the search.saved-matches
 * job, server/features/search/notify.ts) and delete (confirmed).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { SavedSearch, SavedKind } from '../../../../contracts/search/schemas'
import { useSession } from '../../../session/session-store'
import { RouteLink, useRouteUrl, withQuery, AppLink, type RouteUrlBuilder } from '../../../shared/lib/routing'
import { useResource } from '../../../shared/lib/use-resource'
import { Button } from '../../../shared/ui/button'
import { useConfirm } from '../../../shared/ui/confirm-dialog'
import { ResourceView } from '../../../shared/ui/resource-view'
import { deleteSaved, fetchSaved, saveSearch, updateSaved, type Filters } from '../api'

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
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle')
  const [message, setMessage] = useState('')
  const key = JSON.stringify({ kind, q, filters })
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
  const done = state === 'saved' && savedKey === key
  return (
    <div className="flex items-center gap-3">
      <Button
        outline
        disabled={state === 'saving' || done}
        onClick={() => {
          setState('saving')
          const { page: _page, ...kept } = filters
          saveSearch({ item_data: { q, kind, filters: kept }, name: '', notify: false }).then(
            () => {
              setSavedKey(key)
              setState('saved')
            },
            (error: unknown) => {
              setMessage(error instanceof Error ? error.message : '')
              setState('error')
            },
          )
        }}
      >
        {done ? <Trans>Ricerca salvata</Trans> : <Trans>Salva la ricerca</Trans>}
      </Button>
      <p role="status" className="text-sm text-slate-700">
        {state === 'error' && (message || <Trans>Non è stato possibile salvare la ricerca.</Trans>)}
      </p>
    </div>
  )
}

function SavedRow({ saved, onChanged }: { saved: SavedSearch; onChanged: () => void }) {
  const { t } = useLingui()
  const url = useRouteUrl()
  const { confirm, confirmDialog } = useConfirm()
  const [renaming, setRenaming] = useState(false)
  const [name, setName] = useState(saved.name)
  const [error, setError] = useState('')

  const rename = (event: FormEvent) => {
    event.preventDefault()
    updateSaved(saved.id, { name }).then(
      () => {
        setRenaming(false)
        onChanged()
      },
      (failure: unknown) =>
        setError(failure instanceof Error ? failure.message : t`Non è stato possibile rinominarla.`),
    )
  }

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center">
      {renaming ? (
        <form onSubmit={rename} className="flex flex-1 flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor={`saved-${saved.id}`}>
            <Trans>Nome della ricerca</Trans>
          </label>
          <input
            id={`saved-${saved.id}`}
            value={name}
            maxLength={120}
            onChange={(event) => setName(event.target.value)}
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-sm"
          />
          <Button type="submit">
            <Trans>Salva</Trans>
          </Button>
          <Button outline type="button" onClick={() => setRenaming(false)}>
            <Trans>Annulla</Trans>
          </Button>
          {error && <p className="w-full text-sm text-red-800">{error}</p>}
        </form>
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
              onChange={(event) =>
                void updateSaved(saved.id, { notify: event.target.checked }).then(onChanged)
              }
            />
            <Trans>Avvisami delle novità</Trans>
          </label>
          <Button outline onClick={() => setRenaming(true)}>
            <Trans>Rinomina</Trans>
          </Button>
          <Button
            outline
            onClick={async () => {
              if (await confirm({ title: t`Eliminare la ricerca salvata «${saved.name}»?`, yes: t`Elimina` }))
                void deleteSaved(saved.id).then(onChanged)
            }}
          >
            <Trans>Elimina</Trans>
          </Button>
        </div>
      )}
      {confirmDialog}
    </li>
  )
}

export function SavedSearches() {
  const { t } = useLingui()
  const saved = useResource(fetchSaved, {})
  return (
    <section aria-labelledby="saved-searches" className="mt-10">
      <h2 id="saved-searches" className="mb-3 text-xl font-semibold text-slate-900">
        <Trans>Le tue ricerche salvate</Trans>
      </h2>
      <ResourceView
        resource={saved}
        label={t`Ricerche salvate`}
        empty={
          <p className="text-sm text-slate-700">
            <Trans>Non hai ancora salvato ricerche: cerca qualcosa e premi «Salva la ricerca».</Trans>
          </p>
        }
      >
        {(rows) => (
          <ul className="flex flex-col gap-2">
            {rows.map((row) => (
              <SavedRow key={row.id} saved={row} onChanged={saved.reload} />
            ))}
          </ul>
        )}
      </ResourceView>
    </section>
  )
}
